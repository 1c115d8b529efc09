// Builds every package to ESM (one file per module, with source maps) and the elements' CDN
// build: a small autoloader (dist/cdn/pitchside.js) that imports each element's chunk when its tag
// appears, code-split chunks beside it (lit and the engines shared, never copied), and eager
// per-game entries. Type declarations come from `tsc -b` (see tsconfig.json); `npm run build` runs
// both.
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { transformSync } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';
import { checkCdnTags } from './scripts/cdn-tags.mjs';

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
const minify = () => terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });

const CDN = 'packages/elements/dist/cdn';

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

const isBotBridge = (id) => /\/packages\/elements\/src\/shared\/bot-worker\.ts$/.test(id.replaceAll('\\', '/'));

/**
 * The chunk a module of the CDN build goes to. Everything both games use (lit, @lit/context, the
 * elements' shared code, the engine's core) is one `common` chunk; each game's engine is one chunk
 * (`engine-mne`, `engine-mof`) and the helpers its elements share another (`mne`, `mof`), so a page
 * showing only one game never downloads the other's code; each element's own folder stays in the
 * chunk rollup makes for its dynamic import. A page with every MNE element makes about a dozen
 * requests; one with a single element, about six.
 */
function cdnChunk(id, { getModuleInfo }) {
  if (id === HELPERS_ID) return 'common';
  const path = id.replaceAll('\\', '/');
  // A helper that starts bots (the match controllers) brings the bot bridge: it goes with the
  // elements that use it, never into a chunk every element loads.
  if (/\/packages\/elements\/src\//.test(path) && getModuleInfo(id)?.importedIds.some(isBotBridge)) return undefined;
  // Each game's bot adapter (loaded by the bridge with import() when a bot runs on the page):
  // a chunk of its own, so `common` never imports a game's engine.
  if (/\/packages\/elements\/src\/shared\/bot-game-(mne|mof)\.ts$/.test(path)) return undefined;
  if (/\/node_modules\/(lit|lit-html|lit-element|@lit)\//.test(path)) return 'common';
  const game = /\/packages\/(engine|elements)\/src\/(mne|mof)\/(.*)$/.exec(path);
  if (game) {
    // elements/src/<game>/<tag>/…: the element itself, in its own chunk; the game's index defines
    // every tag (it belongs to the eager entry, never to a chunk the elements share).
    if (game[1] === 'elements' && /^((mne|mof)-[a-z-]+\/|index\.ts$)/.test(game[3])) return undefined;
    return game[1] === 'engine' ? `engine-${game[2]}` : game[2];
  }
  // The bot bridge (no engine inside: it loads a game's adapter when it needs one).
  if (isBotBridge(path)) return 'bots';
  // The engine's core and root, the elements' shared code.
  if (/\/packages\/(engine\/src\/(core\/|index\.ts)|elements\/src\/shared\/)/.test(path)) return 'common';
  return undefined;
}

/**
 * css`` templates, whitespace only: comments out, runs of whitespace to one space, none around
 * `{ } ; ,`. The plugin's own CSS minifier (lightningcss) cannot parse a `${…}` in the middle of a
 * value (`border: 4px solid ${tokens.colorMarker}`); this keeps every expression where it was and
 * never rewrites a rule, and gzip takes care of the rest.
 */
function squeezeCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/([{;]--?[\w-]+):\s/g, '$1:')
    .trim();
}

/**
 * The CDN build: entries `pitchside.js` (the autoloader), `pitchside-mne.js`, `pitchside-mof.js`
 * (eager, one game each); every chunk in dist/cdn itself, no subfolders, so that code in any chunk
 * finds `bot-worker-entry.js` with `new URL('./bot-worker-entry.js', import.meta.url)`.
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
      minify(),
    ],
    output: {
      dir: CDN,
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
      manualChunks: cdnChunk,
    },
    onwarn,
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
    external: ['node:fs', 'node:util'],
    inputs: {
      'cli/main': 'packages/engine/src/cli/main.ts',
      'boardgameio/index': 'packages/engine/src/boardgameio/index.ts',
    },
  }),
  packageBuild('packages/elements', {
    external: ['lit', '@lit/context', '@pitchside/engine'],
    // The bot worker's script: nothing imports it, a Worker loads it (shared/bot-worker.ts).
    inputs: { 'shared/bot-worker-entry': 'packages/elements/src/shared/bot-worker-entry.ts' },
  }),
  cdnBuild(),
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
