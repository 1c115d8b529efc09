// What makes a bundle big: `node bench/size-breakdown.mjs [entry]` lists each source file's share of
// the minified bundle (default entry: the whole engine), largest first.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const entry = process.argv[2] ?? 'packages/engine/src/index.ts';
const result = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  minify: true,
  metafile: true,
  write: false,
  target: 'es2022',
  conditions: ['source'],
  legalComments: 'none',
});
const output = Object.values(result.metafile.outputs)[0];
const rows = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
for (const [file, { bytesInOutput }] of rows) console.log(String(bytesInOutput).padStart(7), file);
const text = result.outputFiles[0].text;
console.log(`${text.length} bytes minified, ${gzipSync(text, { level: 9 }).length} gzipped`);
