// Bundles the engine from its sources with esbuild (the same TypeScript → JavaScript step the
// package build uses), so speed and size are measured on the code users get, not through tsx.
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const TMP = mkdtempSync(join(tmpdir(), 'pitchside-bench-'));

/**
 * One self-contained ES module for `entry` (a path below the repo root). `minify` as a bundler
 * would for production; `external` package names stay imports.
 */
export async function bundle(entry, { minify = false, external = [], outfile } = {}) {
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    conditions: ['source'],
    mainFields: ['module', 'main'],
    minify,
    legalComments: 'none',
    external,
    tsconfig: join(ROOT, 'tsconfig.base.json'),
    write: Boolean(outfile),
    outfile,
    logLevel: 'error',
  });
  return outfile ?? result.outputFiles[0].text;
}
