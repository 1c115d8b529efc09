#!/usr/bin/env node
// Self time by function from a V8 tick log, V8's builtins named (Map.get's FindOrderedHashMapEntry,
// the megamorphic property loads, Array.prototype.indexOf …) where `node --prof-process` leaves
// them "unaccounted" and the .cpuprofile adds them to the JavaScript function that called them:
//   node --prof --no-short-builtin-calls bench/profile.mjs mof 200000
//   node bench/ticks.mjs isolate-*.log [rows]
// Without --no-short-builtin-calls V8 runs a copy of its builtins at addresses the log does not
// name. The flag makes builtin calls a little slower; read the shares, not the speed.
import { readFileSync } from 'node:fs';
import { below, cppSymbols, shortName } from './native-code.mjs';

const [logFile, rowsText = '40'] = process.argv.slice(2);
if (!logFile) {
  console.error('usage: node bench/ticks.mjs ISOLATE.log [rows]');
  process.exit(2);
}

/** Ranges sorted by start, each [start, size, name]. */
const code = [];
const binaries = [];
const ticks = [];
for (const line of readFileSync(logFile, 'utf8').split('\n')) {
  const f = line.split(',');
  if (f[0] === 'code-creation') code.push([parseInt(f[4], 16), Number(f[5]), `${f[1]} ${f.slice(6).join(',')}`]);
  else if (f[0] === 'code-move') {
    const entry = code.find((c) => c[0] === parseInt(f[1], 16));
    if (entry) entry[0] = parseInt(f[2], 16);
  } else if (f[0] === 'shared-library') binaries.push([parseInt(f[2], 16), parseInt(f[3], 16), f[1]]);
  else if (f[0] === 'tick') ticks.push(parseInt(f[1], 16));
}
code.sort((a, b) => a[0] - b[0]);

/** The C++ symbols of node itself (its other libraries stay one row each). */
const nodeBinary = binaries.find(([, , path]) => path.endsWith('/node'))?.[2];
const symbols = nodeBinary ? cppSymbols(nodeBinary) : [];

function nameOf(pc) {
  const i = below(code, pc);
  if (i >= 0 && pc < code[i][0] + code[i][1]) return shortName(code[i][2]);
  const lib = binaries.find(([start, end]) => pc >= start && pc < end);
  if (lib && lib[2] === nodeBinary) {
    const j = below(symbols, pc);
    if (j >= 0) return `C++ ${symbols[j][1]}`;
  }
  return lib ? `library ${lib[2]}` : '(unknown)';
}

const counts = new Map();
for (const pc of ticks) {
  const name = nameOf(pc);
  counts.set(name, (counts.get(name) ?? 0) + 1);
}
const share = (n) => `${((100 * n) / ticks.length).toFixed(1).padStart(5)} %`;
console.log(`${ticks.length} ticks`);
for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(rowsText)))
  console.log(`${share(n)}  ${name.slice(0, 110)}`);
const kinds = new Map();
for (const [name, n] of counts) {
  const kind = name.split(' ')[0];
  kinds.set(kind, (kinds.get(kind) ?? 0) + n);
}
console.log(
  `by kind: ${[...kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${share(n).trim()}`)
    .join(', ')}`,
);
