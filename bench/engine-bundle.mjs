// Bundles the engine from its sources with esbuild (the same TypeScript → JavaScript step the
// package build uses), so speed and size are measured on the code users get, not through tsx.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
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

/**
 * The engine bundle file for `which`: a bundle (.mjs) as it is, a git revision (its engine sources,
 * bundled), or '.' (the working tree).
 */
export async function engineOf(which) {
  if (which.endsWith('.mjs') && existsSync(which)) return resolve(which);
  let root = ROOT;
  if (which !== '.') {
    root = join(TMP, `rev-${which.replace(/\W/g, '_')}`);
    mkdirSync(root, { recursive: true });
    const archive = execFileSync('git', ['archive', which, 'packages/engine/src', 'packages/engine/package.json'], {
      cwd: ROOT,
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
  }
  const outfile = join(TMP, `engine-${which === '.' ? 'work' : which.replace(/\W/g, '_')}.mjs`);
  return bundle(join(root, 'packages/engine/src/index.ts'), { outfile });
}
