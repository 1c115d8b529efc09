// Builds every package to ESM (one file per module, with source maps) and the elements' CDN
// bundle: one minified, self-contained ES module (lit and the engine included). Type declarations
// come from `tsc -b` (see tsconfig.json); `npm run build` runs both.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

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
  {
    input: 'packages/elements/src/index.ts',
    plugins: [
      // `source`: bundle the engine from its sources, so the CDN build does not need its dist.
      nodeResolve({ exportConditions: ['source', 'browser'], extensions: ['.ts', '.js'] }),
      typescript(),
      terser({ ecma: 2020, module: true, format: { comments: false } }),
    ],
    output: { file: 'packages/elements/dist/cdn/pitchside.js', format: 'es', sourcemap: true },
    onwarn,
  },
  {
    // The bot worker beside the CDN bundle (self-contained: the engine, no lit), loaded by
    // `new URL('./bot-worker-entry.js', import.meta.url)` from pitchside.js.
    input: 'packages/elements/src/shared/bot-worker-entry.ts',
    plugins: [
      nodeResolve({ exportConditions: ['source', 'browser'], extensions: ['.ts', '.js'] }),
      typescript(),
      terser({ ecma: 2020, module: true, format: { comments: false } }),
    ],
    output: { file: 'packages/elements/dist/cdn/bot-worker-entry.js', format: 'es', sourcemap: true },
    onwarn,
  },
];
