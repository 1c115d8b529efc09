// Bundles the engine from its sources with esbuild (the same TypeScript → JavaScript step the
// package build uses), so speed and size are measured on the code users get, not through tsx.
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const TMP = mkdtempSync(join(tmpdir(), 'pitchside-bench-'));

/**
 * One self-contained ES module for `entry` (a path below the repo root, or an absolute one).
 * `minify` as a bundler would for production; `external` package names stay imports. With `outdir`, code-split files
 * written there instead, and esbuild's metafile returned (paths relative to the repo root).
 */
export async function bundle(entry, { minify = false, external = [], outfile, outdir } = {}) {
  const split = outdir ? { splitting: true, outdir, metafile: true, absWorkingDir: ROOT } : {};
  const result = await build({
    ...split,
    entryPoints: [isAbsolute(entry) ? entry : join(ROOT, entry)],
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
    write: Boolean(outfile ?? outdir),
    outfile,
    logLevel: 'error',
  });
  if (outdir) return result.metafile;
  return outfile ?? result.outputFiles[0].text;
}
