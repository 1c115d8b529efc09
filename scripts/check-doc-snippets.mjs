#!/usr/bin/env node
// Runs every code sample marked `<pre data-run>` in docs/*.html against the built packages, so the
// docs never show code that does not work. Each sample is a self-contained ES module; it fails on
// an exception. Prints "N passed, N failed". Needs `npm run build` first.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Inside the repository, so that `@pitchside/engine` resolves to the workspace package.
const dir = resolve('node_modules/.cache/doc-snippets');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const unescape = (html) =>
  html.replace(/&(lt|gt|amp|quot|#39);/g, (_, e) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[e]);

const snippets = readdirSync('docs')
  .filter((f) => f.endsWith('.html'))
  .flatMap((file) =>
    [...readFileSync(join('docs', file), 'utf8').matchAll(/<pre data-run><code>([\s\S]*?)<\/code><\/pre>/g)].map(
      (m, i) => ({ name: `${file} #${i + 1}`, code: unescape(m[1]), path: join(dir, `${file}-${i + 1}.mjs`) }),
    ),
  );

let failed = 0;
await Promise.all(
  snippets.map(async (s) => {
    writeFileSync(s.path, s.code);
    try {
      await run(process.execPath, [s.path], { timeout: 60_000 });
      console.log(`✓ ${s.name}`);
    } catch (e) {
      failed++;
      console.log(
        `✗ ${s.name}\n${String(e.stderr || e.message)
          .trim()
          .split('\n')
          .slice(0, 8)
          .join('\n')}`,
      );
    }
  }),
);
console.log(`${snippets.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && snippets.length > 0 ? 0 : 1);
