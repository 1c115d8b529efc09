// Builds every package to ESM (one file per module, with source maps) and the elements' CDN
// build: a small autoloader (dist/cdn/pitchside.js) that imports each element's chunk when its tag
// appears, code-split chunks beside it (lit and the engines shared, never copied but for two small
// modules, see `perGameCopies`), and eager per-game entries. Type declarations come from `tsc -b`
// (see tsconfig.json); `npm run build` runs both.
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { transformSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { rollup } from 'rollup';
import { minify as terserMinify } from 'terser';
import esbuild from 'rollup-plugin-esbuild';
import { checkCdnTags, pictureTags } from './scripts/cdn-tags.mjs';

/** TypeScript → JavaScript with esbuild; the base tsconfig carries the decorator settings. */
const typescript = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.base.json', sourceMap: true });

/**
 * An import rollup cannot resolve would silently stay a bare import in the output: fail instead.
 * Import cycles between rule modules are fine in ES modules (they call each other's functions at
 * run time, not at load time), so they are not reported.
 */
function onwarn(warning, warn) {
  if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`rollup: ${warning.message}`);
  if (warning.code === 'CIRCULAR_DEPENDENCY') return;
  warn(warning);
}

/** The CDN files' minifier: terser, two compress passes, no comments. */
const TERSER = { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } };
const minify = () => terser(TERSER);

/**
 * The CDN chunks' minifier: as `minify`, but a binding a chunk exports under a short name (rollup's
 * `a`, `$`, …) takes that name, and so does one it imports when the name is free, so that the
 * lists between files read `export{a,b}` / `import{a,b}` rather than `export{dn as a,fe as b}`:
 * random pairs that gzip hardly compresses (they cost the MoF page 0.35 kB). With `compileHints`,
 * each entry file starts with V8's compile hint (the games' picture scripts, see below).
 */
function minifyChunks({ compileHints = false } = {}) {
  return {
    name: 'minify-chunks',
    async renderChunk(code, chunk) {
      const props = {};
      const taken = new Set();
      // A short name that can be a binding (not `do`, `if`, `in`).
      const short = (alias) => /^[\w$]{1,2}$/.test(alias) && !['do', 'if', 'in'].includes(alias);
      for (const [, list] of code.matchAll(/(?:^|\n)export\s*\{([^}]*)\}/g))
        for (const item of list.split(',')) {
          const [local, alias = local] = item.trim().split(/\s+as\s+/);
          if (local && short(alias) && !taken.has(alias)) {
            props[`$${local}`] = alias;
            taken.add(alias);
          }
        }
      for (const [, list] of code.matchAll(/(?:^|\n)import\s*\{([^}]*)\}\s*from/g))
        for (const item of list.split(',')) {
          const [imported, local = imported] = item.trim().split(/\s+as\s+/);
          if (local && short(imported) && !taken.has(imported) && !props[`$${local}`]) {
            props[`$${local}`] = imported;
            taken.add(imported);
          }
        }
      // terser's name cache (meant for one naming across files) fixes those top-level names; every
      // other name avoids them, and an inner one shadows them only where they are not used.
      const result = await terserMinify(code, {
        ...TERSER,
        nameCache: { vars: { props } },
        sourceMap: { asObject: true },
      });
      if (!(compileHints && chunk.isEntry)) return { code: result.code, map: result.map };
      // V8's explicit compile hint (Chromium 136+; other engines read a comment): compile every
      // function of the file while it downloads, on a background thread, rather than each on the
      // main thread at its first call. A post runs most of its game script's code to draw itself.
      // The line it adds is an empty line at the top of the source map.
      return { code: `${COMPILE_HINT}\n${result.code}`, map: { ...result.map, mappings: `;${result.map.mappings}` } };
    },
  };
}

/** See `minifyChunks`: at the very top of the file (after nothing, not even a blank line). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const CDN = 'packages/elements/dist/cdn';

/** A module id with `/` separators on every OS, for the path tests below. */
const posix = (id) => id.replaceAll('\\', '/');

/**
 * esbuild starts every module with decorators with its own copy of the `__decorateClass` helper.
 * In one bundle gzip hardly sees the copies; in per-element chunks each pays for its own. The CDN
 * build imports one shared copy instead (in `common`). The helper text is esbuild's own, taken
 * from a decorated class; a module that does not start with it is left alone.
 */
const HELPERS_ID = '\0pitchside-decorate-helper';
const DECORATE_HELPER = transformSync('class A { @d x = 1; }', {
  loader: 'ts',
  tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
}).code.split(/^class A/m)[0];

function sharedDecorateHelper() {
  return {
    name: 'shared-decorate-helper',
    resolveId: (id) => (id === HELPERS_ID ? id : null),
    load: (id) => (id === HELPERS_ID ? `${DECORATE_HELPER}export { __decorateClass };\n` : null),
    transform(code, id) {
      // At the top of the module, after a "use strict" at most.
      const at = code.indexOf(DECORATE_HELPER);
      if (id === HELPERS_ID || !DECORATE_HELPER.includes('__decorateClass = ') || at < 0 || at > 20) return null;
      // As many lines as the helper took, so the source map of the rest stays right (map: null).
      const lines = DECORATE_HELPER.split('\n').length - 1;
      const header = `import { __decorateClass } from '${HELPERS_ID}';${'\n'.repeat(lines)}`;
      return { code: code.slice(0, at) + header + code.slice(at + DECORATE_HELPER.length), map: null };
    },
  };
}

/**
 * Small modules both games need where a page of one game needs them are copied into each game's
 * files: the one exception to "no module in two chunks". The match elements' local game
 * (shared/local-game-controller.ts, with the bot driver it imports, shared/bot-driver.ts: 1.3 kB
 * gzipped together; what plays the bots is downloaded with the first bots), which only the match
 * elements need, goes to each game's `-play` chunk: in `common`, every page showing pieces would
 * download it; as a file of its own, every page with a match would pay a file more than it weighs.
 * The save envelope (core/serialize.ts), which MNE's elements need at once and MoF's only to read a
 * save (`mof-extras-saves`), goes to `mne` and `mof-extras-saves`: in `common` every MoF page would
 * download it. Each game's modules import their copy (`bot-driver.mne.ts`, `serialize.mof.ts`, …,
 * read from the module itself); the driver's copies share what they download (bot-play.ts).
 */
const PER_GAME =
  /[\\/]packages[\\/](?:elements[\\/]src[\\/]shared[\\/](?:bot-driver|local-game-controller)|engine[\\/]src[\\/]core[\\/]serialize)\.ts$/;
function perGameCopies() {
  return {
    name: 'per-game-copies',
    async resolveId(source, importer, options) {
      if (!importer || !/(bot-driver|local-game-controller|serialize)\.js$/.test(source)) return null;
      // A game's module, or a game's copy (the local game's copy imports its game's bot driver).
      const game =
        /\/packages\/(?:engine|elements)\/src\/(mne|mof)\//.exec(posix(importer)) ?? /\.(mne|mof)\.ts$/.exec(importer);
      if (!game) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && PER_GAME.test(resolved.id) ? resolved.id.replace(/\.ts$/, `.${game[1]}.ts`) : null;
    },
    load(id) {
      const copy = /^(.*)\.(mne|mof)\.ts$/.exec(id);
      return copy && PER_GAME.test(`${copy[1]}.ts`) ? readFile(`${copy[1]}.ts`, 'utf8') : null;
    },
  };
}

/**
 * In a picture's script (see `picturesBuild`), what an MNE picture loads on demand for the match
 * (`extras-rules.ts`: the rules to read a saved `state` or a scenario with data of its own, or to
 * play a placement on a field standing alone) gets a copy of the engine of its own: the engine's modules it imports, directly or through
 * other engine modules, are copies (`placement.on-demand.ts`, read from `placement.ts`). rollup
 * puts a whole module in one file, so a rules module of which the pictures need one query would
 * otherwise go whole into the picture's script, with the match's functions beside the query: 2.9
 * kB of `pictures/mne.js` that a post showing a `scenario` never runs. The on-demand file is larger
 * instead (22.7 kB, against 11.5 kB sharing the pictures' modules), downloaded by few pages. The copies share nothing with the pictures'
 * modules but plain data: the engine keeps no state that says what another copy made (its one
 * registry, `trusted.ts`, only saves checking data again).
 *
 * MoF's pictures are left as they are: most MoF posts read a `scenario` through a file loaded on
 * demand (`extras-scenarios.ts`), which would then download more than it saves.
 */
const ON_DEMAND_COPIED = /\/packages\/elements\/src\/mne\/extras-rules\.ts$/;
const ON_DEMAND = '.on-demand';
const ENGINE_SOURCE = /\/packages\/engine\/src\//;
function onDemandCopies() {
  const copy = (id) => id.replace(/(\.[jt]s)$/, `${ON_DEMAND}$1`);
  return {
    name: 'on-demand-copies',
    async resolveDynamicImport(source, importer) {
      if (typeof source !== 'string') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && ON_DEMAND_COPIED.test(posix(resolved.id)) ? copy(resolved.id) : null;
    },
    async resolveId(source, importer, options) {
      if (!importer?.includes(`${ON_DEMAND}.`)) return null;
      const original = importer.replace(ON_DEMAND, '');
      const resolved = await this.resolve(source, original, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      // An engine module (or its game's copy, see perGameCopies) is copied; Lit and the elements'
      // modules stay the pictures' own.
      return ENGINE_SOURCE.test(posix(resolved.id)) ? copy(resolved.id) : resolved;
    },
    async load(id) {
      if (!id.includes(`${ON_DEMAND}.`)) return null;
      // The original's code as the other plugins load and transform it (a game's copy has no file).
      const original = id.replace(ON_DEMAND, '');
      const loaded = await this.load({ id: original });
      return loaded.code === null ? null : { code: loaded.code, map: null };
    },
  };
}

/** The CDN build says so to the elements' code (shared/cdn-bundle.ts). */
function cdnFlag() {
  return {
    name: 'cdn-flag',
    load(id) {
      return /[\\/]packages[\\/]elements[\\/]src[\\/]shared[\\/]cdn-bundle\.ts$/.test(id)
        ? 'export const IN_CDN_BUNDLE = true;'
        : null;
    },
  };
}

/**
 * Each element's `import()` in the autoloader (cdn/tags.ts, `withImports(import(…))`) gets the
 * places of the files that element's file imports (in the loader's list of them, `FILES`) as a
 * first argument, which the loader starts downloading at
 * once (cdn/preload.ts): a post's files then arrive in one round trip after the loader, not one
 * per level of imports. rollup lists in a dynamically imported chunk every file it needs, however
 * deep (hoisted imports), so its own imports are the whole list.
 */
function preloadImports() {
  /** Every file named so far, in the order of their places in the loader's `FILES` (cdn/preload.ts). */
  let files = [];
  const placeOf = (file) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  return {
    name: 'preload-imports',
    renderStart() {
      files = [];
    },
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (chunk.name !== 'pitchside' || !targetChunk) return null;
      const imports = (getTargetChunkImports() ?? []).filter((i) => i.type === 'internal');
      const places = imports.map((i) => placeOf(i.fileName.replace(/\.js$/, '')));
      // Before the import(): rollup may follow it with `.then(…)` (a binding of the chunk renamed).
      return places.length ? { left: `${JSON.stringify(places)}, import(`, right: ')' } : null;
    },
    renderChunk(code, chunk) {
      if (chunk.name !== 'pitchside') return null;
      const empty = /\bconst FILES = \[\];/;
      if (!empty.test(code)) this.error('cdn/preload.ts: no `const FILES = [];` to fill in');
      // On one line, as long as it was: the source map of every other line stays right.
      return { code: code.replace(empty, `const FILES = ${JSON.stringify(files)};`), map: null };
    },
  };
}

/** A module that only re-exports others' bindings (an index.ts). */
const isBarrel = (ast) =>
  ast.body.every(
    (s) => s.directive || (s.type === 'ExportNamedDeclaration' && s.source) || s.type === 'ExportAllDeclaration',
  );

/**
 * What each element needs before any bot runs: the modules its chunk imports statically, followed
 * through re-exports (`export { x } from`, `export * from`, in barrels and in other modules) by
 * name, as rollup's tree-shaking does. rollup's manual chunks follow a barrel's every re-export
 * instead: that put the search bots (core/mcts, each game's search-bot and determinize), used only
 * by the bot adapters loaded with `import()` (shared/bot-game-*.ts) or the worker, into the chunks
 * every page loads. Computed at `renderStart`, before rollup asks `cdnChunk` where each module goes.
 */
function pageGraph() {
  const ALL = '*';
  /** Module id → the roots needing it: the elements the autoloader imports (tags.ts), the entries. */
  let users = null;
  let elements = [];
  let players = new Set();
  /** Module id → the modules an element loads with `import()` when an input needs them, needing it. */
  let onDemand = null;
  const nameOf = (node) => node.name ?? node.value;
  const neededByElements = (id) => [...(users?.get(id) ?? [])].some((root) => elements.includes(root));
  return {
    /** The elements (module ids) that need module `id`, and the entries; null before the graph is known. */
    usersOf: (id) => (users ? (users.get(id) ?? new Set()) : null),
    /** Whether an element the autoloader imports needs module `id`. */
    neededByElements,
    /** Whether an element that does not play matches (no bot driver in its graph) needs module `id`. */
    shows: (id) => [...(users?.get(id) ?? [])].some((root) => elements.includes(root) && !players.has(root)),
    /** The elements that show pieces (module ids, not playing matches) needing module `id`. */
    shownBy: (id) => [...(users?.get(id) ?? [])].filter((root) => elements.includes(root) && !players.has(root)),
    /** Every module of the graph (module ids). */
    allModules: () => [...(users?.keys() ?? [])],
    /** Every element that shows pieces (module ids). */
    pictures: () => elements.filter((root) => !players.has(root)),
    /** The modules that elements load on demand (see `analyse`) needing module `id`. */
    onDemandBy: (id) => onDemand?.get(id) ?? new Set(),
    plugin: {
      name: 'page-graph',
      renderStart() {
        mergedGroups = null; // a new graph: its groups again (see pictureChunk)
        return analyse(this);
      },
    },
  };

  /** Fills `users`, `elements`, `players` and `onDemand` from the module graph rollup has built. */
  async function analyse(ctx) {
    const resolved = new Map();
    const resolve = async (source, importer) => {
      const key = `${importer}\0${source}`;
      if (!resolved.has(key)) resolved.set(key, (await ctx.resolve(source, importer))?.id ?? null);
      return resolved.get(key);
    };
    const provided = new Map();
    // Whether module `id` exports `name`, itself or through `export *`.
    const provides = async (id, name) => {
      const key = `${id}\0${name}`;
      if (provided.has(key)) return provided.get(key);
      provided.set(key, false); // a cycle of `export *` provides nothing more
      const info = ctx.getModuleInfo(id);
      let found = Boolean(info?.exports?.includes(name));
      for (const s of info?.ast?.body ?? []) {
        if (found) break;
        if (s.type === 'ExportAllDeclaration' && !s.exported) {
          const from = await resolve(s.source.value, id);
          found = Boolean(from) && (await provides(from, name));
        }
      }
      provided.set(key, found);
      return found;
    };
    /** The names an `import … from` statement takes (ALL for a namespace). */
    const importedNames = (s) =>
      s.specifiers.map((x) =>
        x.type === 'ImportNamespaceSpecifier'
          ? ALL
          : x.type === 'ImportDefaultSpecifier'
            ? 'default'
            : nameOf(x.imported),
      );
    // Module `id` with the names imported from it (ALL: every export), for `root`.
    const visit = async (into, root, seen, id, names) => {
      const info = id && ctx.getModuleInfo(id);
      if (!info || info.isExternal || !info.ast) return;
      const all = names.includes(ALL);
      // The module's own code (a barrel has none) and what it imports (not import(): loaded later).
      if ((all || !isBarrel(info.ast)) && !seen.has(id)) {
        seen.add(id);
        if (!into.has(id)) into.set(id, new Set());
        into.get(id).add(root);
        for (const s of info.ast.body)
          if (s.type === 'ImportDeclaration')
            await visit(into, root, seen, await resolve(s.source.value, id), importedNames(s));
      }
      // Its re-exports (`export … from`) only for the names asked for, every one for ALL: a module
      // that re-exports what the page does not use (data/index.ts: validateData) does not bring it.
      for (const name of all ? [ALL] : names) {
        const key = `${id}\0${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        for (const s of info.ast.body) {
          if (s.type === 'ExportNamedDeclaration' && s.source) {
            const specs = all ? s.specifiers : s.specifiers.filter((x) => nameOf(x.exported) === name);
            if (specs.length)
              await visit(
                into,
                root,
                seen,
                await resolve(s.source.value, id),
                specs.map((x) => nameOf(x.local)),
              );
          } else if (s.type === 'ExportAllDeclaration') {
            const from = await resolve(s.source.value, id);
            if (all || (s.exported ? nameOf(s.exported) === name : from && (await provides(from, name))))
              await visit(into, root, seen, from, all || s.exported ? [ALL] : [name]);
          }
        }
      }
    };
    users = new Map();
    const ids = [...ctx.getModuleIds()];
    elements = ids
      .filter((id) => /\/packages\/elements\/src\/cdn\//.test(posix(id)))
      .flatMap((id) => ctx.getModuleInfo(id).dynamicallyImportedIds);
    const entries = ids.filter((id) => ctx.getModuleInfo(id)?.isEntry);
    for (const root of [...new Set([...elements, ...entries])]) await visit(users, root, new Set(), root, [ALL]);
    players = new Set(ids.filter(isBotDriver).flatMap((id) => [...(users.get(id) ?? [])]));
    // What the elements load with import() when an input needs it (not a tag's element, not a
    // language, not a bot adapter: those have chunks of their own; the bot bridge when bots are
    // needed), and what only that needs.
    onDemand = new Map();
    const lazy = [...users.keys()]
      .filter((id) => /\/packages\/elements\/src\/(mne|mof|shared)\//.test(posix(id)))
      .flatMap((id) => ctx.getModuleInfo(id).dynamicallyImportedIds)
      .filter((id) => !neededByElements(id) && !isLanguage(id) && !isBotGame(id));
    for (const root of new Set(lazy)) await visit(onDemand, root, new Set(), root, [ALL]);
  }
}

const page = pageGraph();

/**
 * A language's messages other than English (`messages-vi.ts`, a game's or an element's own, as
 * `mne-control-track/messages-vi.ts`): a chunk per game and language.
 */
const LANGUAGE = /\/packages\/elements\/src\/(shared|mne|mof)\/(?:[\w-]+\/)?messages-([a-z-]+)\.ts$/;
const isLanguage = (id) => LANGUAGE.test(posix(id));
/** A game's bot adapter, loaded by the bot bridge with import() when a bot runs on the page. */
const BOT_GAME = /\/packages\/elements\/src\/shared\/bot-game-(mne|mof)\.ts$/;
const isBotGame = (id) => BOT_GAME.test(posix(id));

/**
 * What plays a match element's bots and the bot bridge it brings (bot-play.ts, bot-worker.ts),
 * loaded by the bot driver with import() when the element's bots are needed.
 */
const isBotBridge = (id) => /\/packages\/elements\/src\/shared\/bot-(play|worker)\.ts$/.test(posix(id));
/** What plays a match element's bots: the elements needing it are the ones that play matches. */
const isBotDriver = (id) => /\/packages\/elements\/src\/shared\/bot-driver(\.mne|\.mof)?\.ts$/.test(posix(id));

/**
 * The chunk a module of the CDN build goes to. The elements that show pictures (the autoloader
 * imports each from its own module, see tags.ts) and what they need are in chunks named after the
 * set of those elements needing them (`pictureChunk`): `base` (Lit, the elements' base, i18n),
 * `mne-base` / `mof-base`, one per element (`mne-control-track`), and `…-shared-<hash>` for what
 * some of them share, so that a post downloads what its pictures need and no more (a post with one
 * `<mne-control-track>` downloads neither the MNE engine's rules nor any other element). The
 * elements that play matches (they start bots: `<mne-match>`, `<mof-match>`, `<mof-championship>`;
 * with `<mof-decision>`, which lives in them: the autoloader imports them through `cdn-matches.ts`)
 * and what only they need are `mne-play` / `mof-play`; what both games' match elements need and
 * no picture does, `common`. What plays their bots and the bot bridge (`bots`) are downloaded with
 * an element's first bots; the driver that asks for them is copied into each game's `-play` chunk
 * (see `perGameCopies`). A page showing one game never downloads the other's code. Loaded only
 * when needed: each language but English (`vi`, `mne-vi`, `mof-vi`), and the bots' search code
 * and adapters (`engine-bots`, `engine-mne-bots`, `bot-game-mne`, …) for a bot on the main thread
 * (the worker, bot-worker-entry.js, is built on its own), and the code an input few pages use
 * needs (a scenario, a saved game, JSON results, a custom track: `mof-extras-…`, `mne-extras`).
 */
function cdnChunk(id, { getModuleInfo }) {
  if (id === HELPERS_ID) return page.shows(id) ? pictureChunk(id, getModuleInfo) : 'common';
  const path = posix(id);
  // Each game's bot adapter (loaded by the bridge with import() when a bot runs on the page):
  // a chunk of its own, so `common` never imports a game's engine.
  if (BOT_GAME.test(path)) return undefined;
  // A language other than English (messages-vi.ts), loaded when an element asks for it: a chunk
  // per game and one for the shared messages, never in a chunk a page in English loads.
  const language = LANGUAGE.exec(path);
  if (language) return language[1] === 'shared' ? language[2] : `${language[1]}-${language[2]}`;
  // The engine's card names in a language (mne/data/names-vi.ts), which that language's messages
  // re-export (elements/src/mne/card-names/messages-vi.ts): with them.
  const names = /\/packages\/engine\/src\/(mne|mof)\/data\/names-([a-z-]+)\.ts$/.exec(path);
  if (names && !page.shows(id)) return `${names[1]}-${names[2]}`;
  // Lit: `common`, but for a part only one game's elements use (a directive): that game's chunk.
  const ast = getModuleInfo(id)?.ast;
  if (/\/node_modules\/(lit|lit-html|lit-element|@lit)\//.test(path)) {
    if (page.shows(id)) return pictureChunk(id, getModuleInfo);
    // A re-export of Lit's (`lit/directives/unsafe-svg.js`) goes with the module it re-exports: in
    // `common`, it would make every page import that module's chunk, the other game's included.
    const target = ast && isBarrel(ast) ? getModuleInfo(id).importedIds.find((dep) => page.shows(dep)) : undefined;
    return target ? pictureChunk(target, getModuleInfo) : (onlyGame(id) ?? 'common');
  }
  const users = page.usersOf(id);
  // Code an element downloads with import() only when an input needs it (mof/extras-saves.ts:
  // reading a saved game, mof/extras-scenarios.ts: building a scenario, mof/extras-validation.ts:
  // checking a card definition, mof/extras-inputs.ts: reading a page's JSON results, goals or
  // dice) and nothing on the page needs before: a chunk for each such module (`mof-extras-saves`),
  // one per game for what several of them need (`mof-extras`).
  const onDemand = page.onDemandBy(id);
  // The bot bridge and what only it needs (bot-game.ts): `bots`, downloaded by the bot driver with
  // a match element's first bots (no engine inside: it loads a game's adapter when it needs one).
  // Only the eager entries (which export it) import it at once.
  if (onDemand.size && [...onDemand].every(isBotBridge) && !page.neededByElements(id)) return 'bots';
  if (users?.size === 0 && onDemand.size) {
    const [root, ...others] = onDemand;
    const game = /\/src\/(mne|mof)\/(?:extras-)?([\w-]+)\.ts$/.exec(posix(root));
    if (!others.length && game) return `${game[1]}-extras-${game[2]}`;
    const games = new Set([...onDemand].map((r) => /\/src\/(mne|mof)\//.exec(posix(r))?.[1]));
    return games.size === 1 && !games.has(undefined) ? `${[...games][0]}-extras` : 'extras';
  }
  // Engine code only the bots need (no element needs it before a bot runs on the main thread):
  // a chunk beside each game's engine, and one for the core's.
  const engine = /\/packages\/engine\/src\/(?:(mne|mof)\/)?/.exec(path);
  if (engine && users?.size === 0 && ast && !isBarrel(ast))
    return engine[1] ? `engine-${engine[1]}-bots` : 'engine-bots';
  const game = /\/packages\/(engine|elements)\/src\/(mne|mof)\/(.*)$/.exec(path);
  if (game) {
    // The game's index defines every tag: it belongs to the eager entry.
    if (game[1] === 'elements' && game[3] === 'index.ts') return undefined;
    // A barrel of the engine (its index.ts: no code of its own) imports every module it re-exports,
    // which rollup follows for execution order: in the chunk the elements showing the game load,
    // it would make them import the play chunk too. (The elements' barrels, cdn-pieces.ts and
    // cdn-matches.ts, are what the autoloader imports: they go with the elements they export.)
    if (game[1] === 'engine' && ast && isBarrel(ast)) return `${game[2]}-play`;
    // Needed by an element that shows the game (or by no element: a module only the eager entry
    // exports), else only by the elements that play it.
    if (page.shows(id)) return pictureChunk(id, getModuleInfo);
    return page.neededByElements(id) ? `${game[2]}-play` : game[2];
  }
  // The engine's core and root, the elements' shared code: `common`, but for a module only one
  // game's elements use, now or on demand (shared/on-demand.ts, which loads MoF's extras, and the
  // per-game copies): with that game's code, as its own modules are, so that a page of the other
  // game never downloads it.
  if (/\/packages\/(engine\/src\/(core\/|index\.ts)|elements\/src\/shared\/)/.test(path)) {
    if (page.shows(id)) return pictureChunk(id, getModuleInfo);
    const only = onlyGame(id);
    if (!only) return 'common';
    return `${only}-play`;
  }
  return undefined;
}

/** An element's tag, from its module's id (`…/mne-field/mne-field.ts` → `mne-field`). */
const tagOf = (root) => /([\w-]+)\.ts$/.exec(posix(root))[1];

/**
 * The chunk of a module that elements showing pieces need, named after the set of those elements
 * that need it: `base` (all of them: lit, the elements' base class, i18n), `mne-base` / `mof-base`
 * (every one of a game's), the element's tag (one element: `mne-control-track`), else
 * `mne-shared-<hash>` (some of one game's), `shared-<hash>` (some of both). A page downloads the
 * chunks whose sets hold one of its elements: exactly the code its pictures need, never another
 * picture's. Every module gets a name here, none is left to rollup: a module left unnamed goes to
 * the chunk of the first named module that imports it.
 */
function pictureChunk(id, getModuleInfo) {
  mergedGroups ??= smallGroups(getModuleInfo);
  const name = pictureGroup(id);
  return shortName(mergedGroups.get(name) ?? name);
}

/**
 * A group's chunk name: `…-shared-<n>`, numbered in the order of the groups' sets of elements, for
 * a `…-shared-<hash of the set>` (the loader lists the files: short names cost it fewer bytes).
 */
let shortNames = new Map();
const shortName = (name) => shortNames.get(name) ?? name;

/** The smallest picture chunk (characters of code before minifying) kept on its own. */
const MIN_GROUP = 2500;
/** A picture chunk so small that it goes to its base however few of the base's pictures need it. */
const TINY_GROUP = 1000;
/** The picture groups merged into a base (group → base), computed once per graph (see pictureChunk). */
let mergedGroups = null;

/**
 * A group of a few hundred bytes costs a request and gzip's fresh start more than it weighs: it
 * goes to the base of its game (`mne-base`; `base` when it is both games') when three quarters of
 * the base's pictures need it (for engine code in `base`: all of them), or it is tiny (the others
 * download it without needing it) — and
 * only when every
 * module it imports is in that base or in `base` already, else the pages of the base would
 * download those too.
 */
function smallGroups(getModuleInfo) {
  const sizes = new Map();
  const modules = new Map();
  for (const id of page.allModules()) {
    if (!page.shows(id) || isLanguage(id) || isBotGame(id)) continue;
    const name = pictureGroup(id);
    sizes.set(name, (sizes.get(name) ?? 0) + (getModuleInfo(id)?.code?.length ?? 0));
    modules.set(name, [...(modules.get(name) ?? []), id]);
  }
  const baseOf = (name) => (/^(mne|mof)-/.test(name) ? `${name.slice(0, 3)}-base` : 'base');
  const merged = new Map();
  const all = page.pictures().map(tagOf).filter(isPicture);
  // The pictures needing each group (a base: every picture of its game, or of both).
  const tagsOf = (name) =>
    name === 'base'
      ? all
      : name === baseOf(name)
        ? all.filter((tag) => tag.startsWith(name.slice(0, 4)))
        : groupTags(modules.get(name)[0]);
  const covers = (big, small) => small.every((tag) => big.includes(tag));
  for (const [name, size] of sizes) {
    const base = baseOf(name);
    if (name === base || name === 'base') continue;
    const tags = tagsOf(name);
    const engine = modules.get(name).some((id) => /\/packages\/engine\/src\//.test(posix(id)));
    // Where it may go: its base, or a group of the same kind (a game's shared groups; the groups of
    // both games) that every picture needing it needs too. A tag's own group goes to its base only.
    const own = tags.length === 1 && name === tags[0];
    const targets = [base, ...(own ? [] : [...sizes.keys()])].filter(
      (other) =>
        other !== name &&
        (other === base || (baseOf(other) === base && other !== 'base' && /shared-/.test(other))) &&
        covers(tagsOf(other), tags) &&
        tagsOf(other).length > tags.length,
    );
    // The closest: the fewest pictures downloading it without needing it.
    const target = targets.sort((a, b) => tagsOf(a).length - tagsOf(b).length || sizes.get(b) - sizes.get(a))[0];
    if (!target) continue;
    // Small, and needed by three quarters of the target's pictures at least: the others pay a little.
    // Engine code goes to `base` by that rule only if every picture needs it: a picture that uses
    // no rules (the control track: the track's data and pure functions) would carry helpers of the
    // rules (core/identity-memo, …) that it never runs.
    const many = 4 * tags.length >= 3 * tagsOf(target).length && !(target === 'base' && engine);
    const wanted = size < TINY_GROUP || many;
    // Small: under MIN_GROUP, or (into a shared group, not a base) a quarter of that group at most.
    const small = size < MIN_GROUP || (target !== base && 4 * size <= sizes.get(target));
    if (small && wanted) merged.set(name, target);
  }
  // A group merged into one merged in turn goes where that one goes.
  const finalOf = (name) => {
    for (let seen = 0; merged.has(name) && seen < sizes.size; seen++) name = merged.get(name);
    return name;
  };
  const chunkOf = (id) => {
    if (!page.shows(id)) return null;
    return finalOf(pictureGroup(id));
  };
  // Only when every module it imports is where the target's pictures find it already (the target,
  // `base`, a group every one of them needs): else the target's pages would download more files.
  for (let changed = true; changed;) {
    changed = false;
    for (const name of merged.keys()) {
      const target = finalOf(name);
      const imports = modules.get(name).flatMap((id) => getModuleInfo(id)?.importedIds ?? []);
      const outside = imports.some((dep) => {
        const chunk = chunkOf(dep);
        return (
          chunk !== null &&
          chunk !== target &&
          chunk !== 'base' &&
          chunk !== finalOf(name) &&
          !(sizes.has(chunk) && covers(tagsOf(chunk), tagsOf(target)))
        );
      });
      if (outside) {
        merged.delete(name);
        changed = true;
      }
    }
  }
  for (const name of merged.keys()) merged.set(name, finalOf(name));
  const kept = [...sizes.keys()].filter((name) => !merged.has(name) && /shared-/.test(name));
  const keyOf = (name) => groupTags(modules.get(name)[0]).join();
  shortNames = new Map();
  kept
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1))
    .forEach((name, i) => shortNames.set(name, `${name.replace(/-[0-9a-f]{6}$/, '')}-${i + 1}`));
  return merged;
}

/**
 * The tags of the elements that show pictures and render no match (scripts/cdn-tags.mjs): a replay
 * element renders its game's match, whose page downloads the match's code anyway, so what it needs
 * does not split the pictures' groups (it split each of MNE's shared groups in two, a file more
 * for every post).
 */
let pictureSet = null;
const isPicture = (tag) => (pictureSet ??= new Set(pictureTags().map((p) => p.tag))).has(tag);
/** The pictures (tags) needing module `id`; the replays needing it when no picture does. */
function groupTags(id) {
  const tags = page.shownBy(id).map(tagOf).sort();
  const pictures = tags.filter(isPicture);
  return pictures.length ? pictures : tags;
}

/** The picture group of module `id`, before small groups are merged (see pictureChunk). */
function pictureGroup(id) {
  const tags = groupTags(id);
  const all = page.pictures().map(tagOf).filter(isPicture);
  if (tags.length === all.length) return 'base';
  const games = [...new Set(tags.map((tag) => tag.slice(0, 3)))];
  const hash = () => createHash('sha1').update(tags.join()).digest('hex').slice(0, 6);
  // The other game's eager entry exports it too (shared/index.ts): a name of no game.
  const entries = [...page.usersOf(id)].filter((root) => /\/src\/cdn\//.test(posix(root)));
  const otherEntry = entries.some((root) => !games.some((game) => posix(root).endsWith(`pitchside-${game}.ts`)));
  if (games.length > 1 || otherEntry) return `shared-${hash()}`;
  if (tags.length === all.filter((tag) => tag.startsWith(`${games[0]}-`)).length) return `${games[0]}-base`;
  return tags.length === 1 ? tags[0] : `${games[0]}-shared-${hash()}`;
}

/**
 * The games (`mne`, `mof`) of the elements among `roots` (module ids), or ['*'] when shared code of
 * both needs the module; none when only the eager entries do.
 */
function gamesOf(roots) {
  const games = new Set(
    [...roots]
      .filter((root) => !/\/src\/cdn\//.test(posix(root)))
      .map((root) => /\/packages\/elements\/src\/(mne|mof)\//.exec(posix(root))?.[1] ?? '*'),
  );
  return games.has('*') ? ['*'] : [...games];
}

/** The one game whose elements need module `id` (at once or on demand), else null. */
function onlyGame(id) {
  const games = gamesOf([...(page.usersOf(id) ?? []), ...page.onDemandBy(id)]);
  return games.length === 1 && games[0] !== '*' ? games[0] : null;
}

/**
 * css`` templates, whitespace only: comments out, runs of whitespace to one space, none around
 * `{ } ; ,` nor after a declaration's colon. The plugin's own CSS minifier (lightningcss) cannot parse a `${…}` in the middle of a
 * value (`border: 4px solid ${tokens.colorMarker}`); this keeps every expression where it was and
 * never rewrites a rule, and gzip takes care of the rest.
 */
function squeezeCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/([{;](?:--)?[\w-]+):\s/g, '$1:')
    .trim();
}

/**
 * The CDN build: entries `pitchside.js` (the autoloader), `pitchside-mne.js`, `pitchside-mof.js`
 * (eager, one game each); every chunk in dist/cdn itself, no subfolders, so that code in any chunk
 * finds `bot-worker-entry.js` beside its own `import.meta.url` (shared/bot-worker.ts).
 */
function cdnBuild() {
  return {
    input: {
      pitchside: 'packages/elements/src/cdn/pitchside.ts',
      'pitchside-mne': 'packages/elements/src/cdn/pitchside-mne.ts',
      'pitchside-mof': 'packages/elements/src/cdn/pitchside-mof.ts',
    },
    plugins: [
      {
        // The autoloader's tag map must list every element: stop when it is out of date.
        name: 'check-cdn-tags',
        async buildStart() {
          const problem = await checkCdnTags();
          if (problem) this.error(problem);
        },
      },
      ...cdnTransforms(),
      preloadImports(),
      minifyChunks(),
      page.plugin,
      {
        // A file of one game never imports one of the other (a page of one game would download
        // both): the guard of the rules above that send code only one game needs to its chunks.
        name: 'one-game-per-file',
        generateBundle(_, bundle) {
          const gameOf = (name) => /(?:^|-)(mne|mof)(?:-|$)/.exec(name)?.[1];
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            const game = gameOf(chunk.name);
            const other = chunk.imports.find((file) => {
              const imported = gameOf(bundle[file]?.name ?? '');
              return game && imported && imported !== game;
            });
            if (other)
              this.error(
                `${chunk.fileName} (${game}) imports ${other}, a file of the other game (${Object.keys(
                  bundle[other]?.modules ?? {},
                )
                  .map((m) => m.replace(/.*\/(node_modules|packages)\//, ''))
                  .join(', ')})`,
              );
          }
        },
      },
    ],
    // One of the engine's modules whose exports a chunk does not use is not imported for its own
    // sake: `data/index.ts` re-exports the validator, which only the code loaded on demand uses.
    treeshake: CDN_TREESHAKE,
    output: {
      dir: CDN,
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      // 7 characters of hash: rollup needs them once there are 64 hashed chunks or more.
      chunkFileNames: '[name]-[hash:7].js',
      manualChunks: cdnChunk,
      // rollup's own glue (a dynamic import's namespace object, which only the loader's tag map
      // reads): plain objects and arrow functions, fewer bytes than frozen ones and `function`s.
      freeze: false,
      generatedCode: { arrowFunctions: true, objectShorthand: true },
    },
    onwarn,
  };
}

/** The CDN build's transforms, shared by the autoloader's build and the pictures' scripts. */
const cdnTransforms = () => [
  perGameCopies(),
  cdnFlag(),
  // `source`: bundle the engine from its sources, so the CDN build does not need its dist.
  nodeResolve({ exportConditions: ['source', 'browser'], extensions: ['.ts', '.js'] }),
  typescript(),
  sharedDecorateHelper(),
  // Lit's html`` and css`` templates: indentation and comments out. In HTML, whitespace is
  // collapsed to one space, never removed (text next to inline elements keeps its gaps), empty
  // attributes stay (alt="" means something) and so do the slashes of `<use … />` in inline
  // SVG (without them the elements after it nest inside it and vanish).
  minifyHtmlLiterals({
    include: ['packages/elements/src/**'],
    failOnError: true,
    options: {
      // html`` only: svg`` fragments (`<circle/><text>…`) are not HTML, and the minifier's HTML
      // parser would restructure them.
      shouldMinify: (template) => template.tag === 'html',
      minifyOptions: {
        conservativeCollapse: true,
        keepClosingSlash: true,
        removeEmptyAttributes: false,
        minifyCSS: squeezeCss,
      },
    },
  }),
];

/** The engine's modules only define things (its package.json says so: `sideEffects`). */
const CDN_TREESHAKE = { moduleSideEffects: (id) => !/\/packages\/engine\/src\//.test(posix(id)) };

/**
 * The pictures' self-contained scripts, `dist/cdn/pictures/<tag>.js`: for a post showing one kind
 * of picture, one `<script>` and one file (Lit, the element, the elements it renders and what they
 * need of the engine): one level of requests less than the autoloader and its files. Each defines
 * its tags unless something else on the page has (the autoloader, another picture's script): two
 * such scripts on a page download Lit twice, and each tag keeps its first definition. What an
 * element loads on demand (another language, a rare input's code) stays a file of its own beside
 * it, named after the picture.
 *
 * A post showing several kinds of one game's pictures (a field and a Synergy Board) loads its
 * game's script instead, `dist/cdn/pictures/mne.js` / `mof.js`: every picture of that game in one
 * file (no match, no other game), a little more code than the post shows but one file and one
 * round trip fewer than the autoloader's (see `gamePictures`).
 *
 * One rollup build per picture (a bundle with one entry cannot share code with another), run from
 * this build's `generateBundle` so that they share rollup's cache (each module transformed once)
 * and their files go where this build's output goes (the bench builds into a folder of its own).
 */
/**
 * Each game's pictures as one picture named after the game (`mne`, marked `game`): every element
 * of the game's pictures, each once, children before the elements rendering them.
 */
function gamePictures(pictures) {
  return ['mne', 'mof'].map((game) => {
    const elements = new Map();
    for (const picture of pictures.filter((p) => p.tag.startsWith(`${game}-`)))
      for (const element of picture.elements) if (!elements.has(element.tag)) elements.set(element.tag, element);
    return { tag: game, game: true, elements: [...elements.values()] };
  });
}

function picturesBuild() {
  const NONE = '\0pictures';
  const entryOf = ({ elements }) =>
    `${elements.map((e, i) => `import { ${e.className} as C${i} } from ${JSON.stringify(e.file)};`).join('\n')}
const define = (tag, constructor) => customElements.get(tag) || customElements.define(tag, constructor);
${elements.map((e, i) => `define(${JSON.stringify(e.tag)}, C${i});`).join('\n')}
`;
  const output = (tag) => ({
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => `${tag}-${chunk.name.replace(ON_DEMAND, '')}-[hash:7].js`,
    freeze: false,
    generatedCode: { arrowFunctions: true, objectShorthand: true },
  });
  return {
    input: { pictures: NONE },
    plugins: [
      { name: 'no-entry', resolveId: (id) => (id === NONE ? id : null), load: (id) => (id === NONE ? '' : null) },
      {
        name: 'pictures',
        async generateBundle(options, bundle) {
          for (const name of Object.keys(bundle)) delete bundle[name]; // the empty entry
          let cache;
          for (const picture of [...pictureTags(), ...gamePictures(pictureTags())]) {
            const entry = `\0picture:${picture.tag}`;
            const build = await rollup({
              input: { [picture.tag]: entry },
              cache,
              plugins: [
                {
                  name: 'entry',
                  resolveId: (id) => (id === entry ? id : null),
                  load: (id) => (id === entry ? entryOf(picture) : null),
                },
                onDemandCopies(),
                ...cdnTransforms(),
                // The compile hint in the game scripts only: a post showing one picture through
                // its own, smaller script was slower with it (docs/benchmarks.md, tenth pass).
                minifyChunks({ compileHints: picture.game === true }),
              ],
              treeshake: CDN_TREESHAKE,
              onwarn,
            });
            cache = build.cache;
            const { output: files } = await build.generate({ ...output(picture.tag), sourcemap: options.sourcemap });
            await build.close();
            // The chunks, their source maps (assets of the output when asked for) and no other file.
            for (const file of files)
              this.emitFile({
                type: 'asset',
                fileName: file.fileName,
                source: file.type === 'chunk' ? file.code : file.source,
              });
          }
        },
      },
    ],
    output: { dir: `${CDN}/pictures`, format: 'es', sourcemap: true },
    // Its own (empty) entry chunk is dropped from the output: nothing to warn about.
    onwarn: (warning, warn) => (warning.code === 'EMPTY_BUNDLE' ? undefined : onwarn(warning, warn)),
  };
}

/** A package built module by module, so consumers' bundlers can tree-shake it. */
function packageBuild(dir, { external = [], inputs = {} } = {}) {
  return {
    input: {
      index: `${dir}/src/index.ts`,
      'mne/index': `${dir}/src/mne/index.ts`,
      'mof/index': `${dir}/src/mof/index.ts`,
      ...inputs,
    },
    external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [nodeResolve({ extensions: ['.ts', '.js'] }), typescript()],
    output: {
      dir: `${dir}/dist`,
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: `${dir}/src`,
      sourcemap: true,
    },
    onwarn,
  };
}

export default [
  packageBuild('packages/engine', {
    // The `pitchside` command (Node built-ins stay imports) and the boardgame.io adapter.
    external: ['node:fs', 'node:util', 'node:os', 'node:path', 'node:worker_threads'],
    inputs: {
      'cli/main': 'packages/engine/src/cli/main.ts',
      // The light entries (@pitchside/engine/mne/track, /mne/picture, /mne/picture-unchecked): entries of their own, so that
      // every export stays (the index does not import all of them).
      'mne/track': 'packages/engine/src/mne/track.ts',
      'mne/picture': 'packages/engine/src/mne/picture.ts',
      'mne/picture-unchecked': 'packages/engine/src/mne/picture-unchecked.ts',
      // Loaded by a Worker (cli/parallel.ts), imported by nothing.
      'cli/simulate-worker': 'packages/engine/src/cli/simulate-worker.ts',
      'boardgameio/index': 'packages/engine/src/boardgameio/index.ts',
    },
  }),
  packageBuild('packages/elements', {
    external: ['lit', '@lit/context', '@pitchside/engine', 'react', '@lit/react', '@lit-labs/ssr'],
    // The bot worker's script: nothing imports it, a Worker loads it (shared/bot-worker.ts).
    inputs: {
      // Framework bindings (the /types/* entries are type-only: tsc writes them).
      'react/index': 'packages/elements/src/react/index.ts',
      'ssr/index': 'packages/elements/src/ssr/index.ts',
      'shared/bot-worker-entry': 'packages/elements/src/shared/bot-worker-entry.ts',
      'boardgameio/index': 'packages/elements/src/boardgameio/index.ts',
    },
  }),
  {
    // @pitchside/server: Node only; its dependencies (boardgame.io, the engine, the store and Redis
    // clients) and Node's built-ins stay imports.
    input: { index: 'packages/server/src/index.ts', cli: 'packages/server/src/cli.ts' },
    external: (id) =>
      id.startsWith('node:') ||
      ['@pitchside/engine', 'boardgame.io', 'bgio-postgres', 'ioredis', 'socket.io'].some(
        (name) => id === name || id.startsWith(`${name}/`),
      ),
    plugins: [nodeResolve({ extensions: ['.ts', '.js'] }), typescript()],
    output: {
      dir: 'packages/server/dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'packages/server/src',
      sourcemap: true,
    },
    onwarn,
  },
  cdnBuild(),
  picturesBuild(),
  {
    // The bot worker beside the CDN files (self-contained: the engine, no lit), loaded by
    // `new URL('./bot-worker-entry.js', import.meta.url)` from the chunk holding the bot bridge.
    input: 'packages/elements/src/shared/bot-worker-entry.ts',
    plugins: [
      nodeResolve({ exportConditions: ['source', 'browser'], extensions: ['.ts', '.js'] }),
      typescript(),
      minify(),
    ],
    output: { file: `${CDN}/bot-worker-entry.js`, format: 'es', sourcemap: true },
    onwarn,
  },
];
