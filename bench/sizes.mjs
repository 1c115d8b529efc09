// Gzipped sizes (node:zlib, level 9) of what users download: each engine entry and element entry
// bundled and minified the way an app's bundler would (esbuild), and the CDN files exactly as
// `npm run build` makes them (the CDN builds of rollup.config.mjs, built here into a temp folder):
// the autoloader, what a page with every element of one game downloads, and all of dist/cdn.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { bundle, ROOT, TMP } from './engine-bundle.mjs';

/** The CDN build's folder, as rollup.config.mjs names it. */
const CDN_DIR = 'packages/elements/dist/cdn';

const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1000;

/** Entries bundled with all their dependencies (lit included for elements). */
export const SIZE_ENTRIES = [
  ['size.engine', '@pitchside/engine', 'packages/engine/src/index.ts'],
  ['size.engine.mne', '@pitchside/engine/mne', 'packages/engine/src/mne/index.ts'],
  ['size.engine.mof', '@pitchside/engine/mof', 'packages/engine/src/mof/index.ts'],
  ['size.elements.mne', '@pitchside/elements/mne (with lit, engine)', 'packages/elements/src/mne/index.ts'],
  ['size.elements.mof', '@pitchside/elements/mof (with lit, engine)', 'packages/elements/src/mof/index.ts'],
];

/**
 * What an app that plays one game's rules imports (no bots, search, scenarios or replays): the
 * named exports of the game's entry, which its bundler keeps (tree-shaken) from the whole entry.
 */
export const RULES_IMPORTS = [
  ['size.engine.rules.mne', 'mne', 'createMatch, applyAction, legalActions, currentSeat, viewFor, toJSON, fromJSON'],
  [
    'size.engine.rules.mof',
    'mof',
    'createMatch, createChampionship, applyAction, legalActions, currentSeat, viewFor, toJSON, fromJSON',
  ],
];

export async function entrySizes() {
  const out = {};
  const measure = async (key, size) => {
    try {
      out[key] = await size();
    } catch (e) {
      out[key] = { value: null, detail: `build failed: ${String(e.message).split('\n')[0]}` };
    }
  };
  for (const [key, , entry] of SIZE_ENTRIES) await measure(key, () => loadedSize(key, entry));
  for (const [key, game, names] of RULES_IMPORTS)
    await measure(key, async () => {
      const app = join(TMP, `${key}.js`);
      const source = join(ROOT, 'packages', 'engine', 'src', game, 'index.ts');
      writeFileSync(app, `export { ${names} } from ${JSON.stringify(source)};\n`);
      return { value: gzipKb(await bundle(app, { minify: true })), detail: `import { ${names} }` };
    });
  return out;
}

/**
 * What importing `entry` loads: bundled with code splitting as an app's bundler does, the entry's
 * file and every file it imports statically (each gzipped). Code behind a dynamic `import()` (the
 * bot adapters a match element loads only to run a bot on the page) is a file of its own that is
 * fetched when used: reported beside the value, not in it.
 */
async function loadedSize(key, entry) {
  const { outputs } = await bundle(entry, { minify: true, outdir: join(TMP, 'size', key) });
  const size = (file) => gzipKb(readFileSync(join(ROOT, file)));
  // The entry's own file: a module loaded with import() is an entry point of esbuild's too.
  const start = Object.keys(outputs).find(
    (file) => outputs[file].entryPoint && resolve(ROOT, outputs[file].entryPoint) === resolve(ROOT, entry),
  );
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(start);
  const all = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const lazy = all.filter((file) => !loaded.has(file));
  const sum = (files) => files.reduce((total, file) => total + size(file), 0);
  return {
    value: sum([...loaded]),
    ...(lazy.length ? { detail: `+ ${sum(lazy).toFixed(1)} kB in ${lazy.length} files loaded on demand` } : {}),
  };
}

/**
 * Builds the CDN files with the repo's rollup config (the CDN build and the bot worker beside it)
 * into TMP/cdn, as `npm run build` makes them (source maps only if asked); returns the path of the
 * autoloader, pitchside.js.
 */
export async function buildCdn({ sourcemap = false } = {}) {
  const configs = (await import(pathToFileURL(join(ROOT, 'rollup.config.mjs')).href)).default;
  const cdn = configs.filter((c) => /\/cdn(\/|$)/.test(String(c.output.dir ?? c.output.file)));
  if (!cdn.some((c) => c.output.dir)) throw new Error('rollup.config.mjs has no CDN build');
  const dir = join(TMP, 'cdn');
  const cwd = process.cwd();
  process.chdir(ROOT); // the config's paths are relative to the repo root
  try {
    for (const config of cdn) {
      const build = await rollup({ ...config, onwarn: () => {} });
      // The CDN folder's subfolders (pictures/) as subfolders of `dir`.
      const output = config.output.dir
        ? { ...config.output, dir: join(dir, relative(CDN_DIR, config.output.dir)) }
        : { ...config.output, file: join(dir, basename(config.output.file)) };
      const written = await build.write({ ...output, sourcemap });
      if (config.output.dir === CDN_DIR) await recordElementChunks(written.output);
      await build.close();
    }
    return join(dir, 'pitchside.js');
  } finally {
    process.chdir(cwd);
  }
}

/** The static imports of a CDN file (`import … from "./x.js"`, `import "./x.js"`), as file names. */
function staticImports(code) {
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+)["']/g)].map(
    (m) => m[1],
  );
}

/**
 * The size rows of the CDN build in the folder of `loaderFile`, each file gzipped on its own as a
 * server sends it:
 * - size.cdn: the autoloader a page's `<script>` loads;
 * - size.cdn.mne / .mof: a page with every element of one game: the loader, the chunk holding each
 *   element and everything those chunks import (found from the files themselves: which chunk holds
 *   which element's module comes from rollup's output);
 * - size.cdn.total: every file of dist/cdn itself (chunks, eager entries, bot worker), i.e. a page
 *   with every element of both games plus the files no page needs at once; the pictures' own
 *   scripts (dist/cdn/pictures/, each a copy of what its picture needs) are not counted.
 */
export function cdnSizes(loaderFile) {
  const dir = dirname(loaderFile);
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
  const gz = new Map(files.map((f) => [f, gzipKb(code.get(f))]));
  const page = (game) => {
    const needed = pageFiles(dir, game, code);
    const kb = [...needed].reduce((sum, f) => sum + gz.get(f), 0);
    // Each file by its chunk's name (`mne-play-C4x….js` → mne-play).
    const names = [...needed].map((f) => f.replace(/(-[\w-]{7})?\.js$/, ''));
    return { value: kb, detail: `${needed.size} files: ${names.join(', ')}` };
  };
  const total = [...gz.values()].reduce((a, b) => a + b, 0);
  return {
    'size.cdn': { value: gz.get('pitchside.js') },
    'size.cdn.mne': page('mne'),
    'size.cdn.mof': page('mof'),
    'size.cdn.total': { value: total, detail: `${files.length} files` },
  };
}

/**
 * The files of the CDN build in `dir` that a page downloads: the loader, the chunk of each element
 * and everything those import statically. `page`: a game (`mne`, `mof`: a page with every element
 * of that game) or one tag (`mof-dice`: a page with that element only). `code`: file → text (read
 * from `dir` when not given).
 */
export function pageFiles(dir, page, code = new Map()) {
  const onPage =
    page === 'mne' || page === 'mof' ? (tag) => tag.startsWith(`${page}-`) : (tag) => page.split(',').includes(tag);
  const read = (file) => {
    if (!code.has(file)) code.set(file, readFileSync(join(dir, file), 'utf8'));
    return code.get(file);
  };
  const closure = (file, into) => {
    if (into.has(file)) return into;
    if (!existsSync(join(dir, file))) throw new Error(`${file} is imported but not in dist/cdn`);
    into.add(file);
    for (const imported of staticImports(read(file))) closure(imported, into);
    return into;
  };
  const files = [...elementChunks].filter(([tag]) => onPage(tag)).map(([, file]) => file);
  if (files.length === 0) throw new Error(`no CDN element is on a page of ${page}`);
  const needed = closure('pitchside.js', new Set());
  for (const file of files) closure(file, needed);
  return needed;
}

/** Which CDN file holds each element's module, from rollup's output of the last buildCdn(). */
const elementChunks = new Map();

async function recordElementChunks(output) {
  const { definedTags } = await import(pathToFileURL(join(ROOT, 'scripts', 'cdn-tags.mjs')).href);
  elementChunks.clear();
  for (const { tag, file } of definedTags()) {
    const chunk = output.find((o) => o.type === 'chunk' && o.moduleIds.includes(file));
    if (!chunk) throw new Error(`no CDN chunk holds <${tag}> (${file})`);
    elementChunks.set(tag, chunk.fileName);
  }
}
