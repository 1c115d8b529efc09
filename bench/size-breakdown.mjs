// What makes a bundle big: `node bench/size-breakdown.mjs [entry]` lists each source file's share of
// the minified bundle (default entry: the whole engine), largest gzipped share first. Two columns:
// - gz: what the file costs gzipped — the bundle's gzip size minus the gzip size of the bundle with
//   that file's code cut out. Repeated text compresses well, so this is the number to act on (long
//   names and messages often cost far less than their minified bytes suggest);
// - min: the file's minified bytes in the bundle (esbuild's metafile).
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const entry = process.argv[2] ?? 'packages/engine/src/index.ts';
const result = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  minify: true,
  metafile: true,
  sourcemap: 'external',
  outfile: 'breakdown.js', // not written: only names the map
  write: false,
  target: 'es2022',
  platform: 'neutral',
  conditions: ['source'],
  mainFields: ['module', 'main'],
  legalComments: 'none',
});
const text = result.outputFiles.find((f) => f.path.endsWith('.js')).text;
const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map')).text);
const gz = (s) => gzipSync(s, { level: 9 }).length;

/** For each character of the bundle, the index of the source it came from (-1: none). */
function owners() {
  const lines = text.split('\n');
  const owner = lines.map((line) => new Int32Array(line.length).fill(-1));
  let source = 0;
  map.mappings.split(';').forEach((segments, line) => {
    let column = 0;
    const starts = [];
    for (const segment of segments.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      starts.push([column, fields.length > 1 ? source : -1]);
    }
    starts.forEach(([start, src], i) => owner[line]?.fill(src, start, starts[i + 1]?.[0] ?? lines[line].length));
  });
  return { lines, owner };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** One source-map segment's numbers (base64 VLQ). */
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = BASE64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

const { lines, owner } = owners();
const full = gz(text);
/** The bundle's gzip size without source `src`'s characters. */
const without = (src) =>
  gz(lines.map((line, i) => [...line].filter((_, c) => owner[i][c] !== src).join('')).join('\n'));
const minified = Object.values(result.metafile.outputs).find((o) => o.entryPoint).inputs;
const rows = map.sources.map((source, src) => {
  const key = Object.keys(minified).find((k) => source.endsWith(k));
  return { file: key ?? source, gz: full - without(src), min: minified[key]?.bytesInOutput ?? 0 };
});
rows.sort((a, b) => b.gz - a.gz);
console.log('     gz     min  file');
for (const r of rows) console.log(String(r.gz).padStart(7), String(r.min).padStart(7), r.file);
console.log(`${text.length} bytes minified, ${full} gzipped`);
