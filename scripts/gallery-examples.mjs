// The rulebooks' worked examples (stories/rules/examples.ts, the module the Storybook Rules stories
// import) for the docs site's scripts: compiled with esbuild, engine included, and imported.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const EXAMPLES_SOURCE = 'stories/rules/examples.ts';

/** `{ EXAMPLES, … }` of stories/rules/examples.ts. */
export async function loadExamples() {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-gallery-'));
  try {
    const outfile = join(dir, 'examples.mjs');
    await build({
      entryPoints: [EXAMPLES_SOURCE],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
