// Gzipped sizes (node:zlib, level 9) of what users download: each engine entry and element entry
// bundled and minified the way an app's bundler would (esbuild), and the CDN bundle exactly as
// `npm run build` makes it (the CDN entry of rollup.config.mjs, built here into a temp folder).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { bundle, ROOT, TMP } from './engine-bundle.mjs';

const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1000;

/** Entries bundled with all their dependencies (lit included for elements). */
export const SIZE_ENTRIES = [
  ['size.engine', '@pitchside/engine', 'packages/engine/src/index.ts'],
  ['size.engine.mne', '@pitchside/engine/mne', 'packages/engine/src/mne/index.ts'],
  ['size.engine.mof', '@pitchside/engine/mof', 'packages/engine/src/mof/index.ts'],
  ['size.elements.mne', '@pitchside/elements/mne (with lit, engine)', 'packages/elements/src/mne/index.ts'],
  ['size.elements.mof', '@pitchside/elements/mof (with lit, engine)', 'packages/elements/src/mof/index.ts'],
];

export async function entrySizes() {
  const out = {};
  for (const [key, , entry] of SIZE_ENTRIES) {
    try {
      out[key] = { value: gzipKb(await bundle(entry, { minify: true })) };
    } catch (e) {
      out[key] = { value: null, detail: `build failed: ${String(e.message).split('\n')[0]}` };
    }
  }
  return out;
}

/** Builds the CDN bundle with the repo's rollup config into TMP; returns its path. */
export async function buildCdn() {
  const configs = (await import(pathToFileURL(join(ROOT, 'rollup.config.mjs')).href)).default;
  const cdn = configs.find((c) => !Array.isArray(c.output) && String(c.output.file).includes('/cdn/'));
  if (!cdn) throw new Error('rollup.config.mjs has no CDN build');
  const cwd = process.cwd();
  process.chdir(ROOT); // the config's paths are relative to the repo root
  try {
    const build = await rollup({ ...cdn, onwarn: () => {} });
    const file = join(TMP, 'cdn', 'pitchside.js');
    await build.write({ ...cdn.output, file, sourcemap: false });
    await build.close();
    return file;
  } finally {
    process.chdir(cwd);
  }
}

export function cdnSize(file) {
  return { value: gzipKb(readFileSync(file)) };
}
