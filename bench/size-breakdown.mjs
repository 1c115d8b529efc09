// What makes a bundle big: `node bench/size-breakdown.mjs [entry]` lists each source file's share of
// the minified bundle (default entry: the whole engine), largest gzipped share first.
// `node bench/size-breakdown.mjs --cdn mof` (or mne) does the same for the CDN page with every
// element of one game (the bench's size.cdn.* row), `--cdn mof-dice` for a page with one element, `--cdn mne-field,mne-synergy-board` with several
// (any tag), `--picture mne-field` for a picture's own script (`--picture mne`: a game's pictures' script)
// (any tag): the CDN build of rollup.config.mjs, each file
// of the page gzipped on its own, every source's share summed over the page's files. Columns:
// - gz: what the file costs gzipped — the bundle's gzip size minus the gzip size of the bundle with
//   that file's code cut out. Repeated text compresses well, so this is the number to act on (long
//   names and messages often cost far less than their minified bytes suggest);
// - min: the file's minified bytes in the bundle.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ROOT } from './engine-bundle.mjs';
import { decodeMappings } from './source-map.mjs';
import { buildCdn, pageFiles } from './sizes.mjs';

const { values, positionals } = parseArgs({
  options: { cdn: { type: 'string' }, picture: { type: 'string' } },
  allowPositionals: true,
});
const gz = (s) => gzipSync(s, { level: 9 }).length;

/** Minified code and its source map: one esbuild bundle of `entry`, or the files of a CDN page. */
async function outputs() {
  if (values.picture) {
    // A picture's own script (`--picture mne-field`, or a game's: `--picture mne`), one file.
    const dir = join(dirname(await buildCdn({ sourcemap: true })), 'pictures');
    const file = `${values.picture}.js`;
    // Its sources are named from the repo's root (the pictures' builds run there).
    const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
    return [{ name: `pictures/${file}`, text: readFileSync(join(dir, file), 'utf8'), map }];
  }
  if (values.cdn) {
    const dir = dirname(await buildCdn({ sourcemap: true }));
    return [...pageFiles(dir, values.cdn)].map((file) => {
      const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
      // rollup's sources are relative to the map's folder.
      map.sources = map.sources.map((s) => relative(ROOT, join(dir, s)));
      return { name: file, text: readFileSync(join(dir, file), 'utf8'), map };
    });
  }
  const result = await build({
    entryPoints: [positionals[0] ?? 'packages/engine/src/index.ts'],
    bundle: true,
    format: 'esm',
    minify: true,
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
  return [{ name: 'bundle', text, map }];
}

/** For each character of `text`, the index of the source it came from (-1: none). */
function owners(text, map) {
  const lines = text.split('\n');
  const owner = lines.map((line) => new Int32Array(line.length).fill(-1));
  decodeMappings(map).forEach((segments, line) =>
    segments.forEach(([start, source], i) =>
      owner[line]?.fill(source, start, segments[i + 1]?.[0] ?? lines[line].length),
    ),
  );
  return { lines, owner };
}

/** Source path → { gz, min } summed over every output file; the outputs' gzip total. */
function shares(files) {
  const rows = new Map();
  let total = 0;
  for (const { text, map } of files) {
    const { lines, owner } = owners(text, map);
    const full = gz(text);
    total += full;
    // The file's gzip size without source `src`'s characters, and how many characters it has.
    const without = (src) => {
      let count = 0;
      const kept = lines.map((line, i) =>
        [...line]
          .filter((_, c) => {
            const mine = owner[i][c] === src;
            if (mine) count += 1;
            return !mine;
          })
          .join(''),
      );
      return { size: gz(kept.join('\n')), count };
    };
    map.sources.forEach((source, src) => {
      const { size, count } = without(src);
      const row = rows.get(source) ?? { gz: 0, min: 0 };
      rows.set(source, { gz: row.gz + full - size, min: row.min + count });
    });
  }
  return { rows, total };
}

const files = await outputs();
const { rows, total } = shares(files);
const sorted = [...rows].sort((a, b) => b[1].gz - a[1].gz);
console.log('     gz     min  file');
for (const [file, r] of sorted) console.log(String(r.gz).padStart(7), String(r.min).padStart(7), file);
const minified = files.reduce((n, f) => n + f.text.length, 0);
console.log(`${minified} bytes minified, ${total} gzipped, in ${files.map((f) => f.name).join(', ')}`);
