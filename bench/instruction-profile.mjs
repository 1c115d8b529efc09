#!/usr/bin/env node
// Instructions a random match spends in each JavaScript function and V8 builtin: an exact profile,
// which a busy host cannot disturb, where bench/instructions.mjs gives the total.
//   node bench/instruction-profile.mjs VERSION [--game mne|mof] [--from N] [--to N] [--rows N]
// VERSION as for bench/instructions.mjs (a revision, a bundle or '.'). The bench's seeded random
// matches run twice under valgrind's callgrind (`--dump-instr=yes`), `from` and then `to` of them,
// in `node --perf-basic-prof --no-short-builtin-calls --single-threaded --predictable
// --hash-seed=1` (exact from run to run: see instructions.mjs); each instruction's cost is named
// through the perf map V8 writes (JavaScript and builtins) or the node binary's symbols (C++), and
// the difference of the two runs divided by `to − from` leaves what a match costs once
// optimised. The second table names the callers of builtins, with what each call cost in all (a
// `Map.get` from `sideTotals`, a megamorphic load from `playMatch`). Sums over a function's
// optimised versions; takes a few minutes. Needs valgrind.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { engineOf } from './engine-bundle.mjs';
import { below, cppSymbols, shortName } from './native-code.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string', default: 'mof' },
    from: { type: 'string', default: '4000' },
    to: { type: 'string', default: '12000' },
    rows: { type: 'string', default: '40' },
  },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/instruction-profile.mjs VERSION [--game mne|mof] [--from N] [--to N] [--rows N]');
  process.exit(2);
}

const file = await engineOf(positionals[0]);
const from = Number(opts.from);
const to = Number(opts.to);
const symbols = cppSymbols(process.execPath);
const [a, b] = await Promise.all([from, to].map((n) => profile(n)));
const perMatch = (x, y) =>
  [...y].map(([name, cost]) => [name, (cost - (x.get(name) ?? 0)) / (to - from)]).sort((p, q) => q[1] - p[1]);
const self = perMatch(a.self, b.self);
const total = self.reduce((sum, [, cost]) => sum + cost, 0);
console.log(`${positionals[0]}: ${Math.round(total).toLocaleString('en-US')} instructions a ${opts.game} match`);
for (const [name, cost] of self.slice(0, Number(opts.rows)))
  console.log(`${((100 * cost) / total).toFixed(1).padStart(5)} % ${Math.round(cost).toString().padStart(7)}  ${name}`);
console.log('\nbuiltins called from JavaScript, with all each call cost:');
for (const [name, cost] of perMatch(a.calls, b.calls).slice(0, Number(opts.rows)))
  console.log(`${Math.round(cost).toString().padStart(7)}  ${name}`);

/** Self instructions by name, and builtin calls by callee ← caller, for a run of `n` matches. */
async function profile(n) {
  // In a directory of its own: --perf-basic-prof also writes V8's log to the working directory.
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-callgrind-'));
  const out = join(dir, 'callgrind.out');
  const args = ['--tool=callgrind', '--dump-instr=yes', `--callgrind-out-file=${out}`, '--smc-check=all'];
  args.push(
    process.execPath,
    '--perf-basic-prof',
    '--no-short-builtin-calls',
    '--single-threaded',
    '--predictable',
    '--hash-seed=1',
  );
  args.push(join(import.meta.dirname, 'instructions.mjs'), String(n), '--worker', file, '--game', opts.game);
  const { stderr } = await promisify(execFile)('valgrind', args, { maxBuffer: 1 << 24, cwd: dir });
  const pid = /==(\d+)== Command:/.exec(stderr)?.[1];
  const perfMap = `/tmp/perf-${pid}.map`;
  try {
    return readCallgrind(readFileSync(out, 'utf8'), readPerfMap(readFileSync(perfMap, 'utf8')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(perfMap, { force: true });
  }
}

/** The code ranges of V8's perf map, sorted: [start, size, name]. */
function readPerfMap(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [start, size, ...name] = line.split(' ');
      return [parseInt(start, 16), parseInt(size, 16), shortName(name.join(' '))];
    })
    .sort((x, y) => x[0] - y[0]);
}

/**
 * Reads callgrind's output (positions `instr line`, relative addresses compressed as `+N`, `-N`,
 * `*`): the cost line after `calls=` is the whole cost of that call, made at its address.
 */
function readCallgrind(text, ranges) {
  const nameAt = (pc) => {
    const i = below(ranges, pc);
    if (i >= 0 && pc < ranges[i][0] + ranges[i][1]) return ranges[i][2];
    const j = below(symbols, pc);
    return j >= 0 && pc < 0x1_0000_0000 ? `C++ ${symbols[j][1]}` : '(other)';
  };
  const step = (token, previous) => {
    if (token.startsWith('0x')) return parseInt(token, 16);
    if (token[0] === '+') return previous + parseInt(token.slice(1), 16);
    if (token[0] === '-') return previous - parseInt(token.slice(1), 16);
    return previous; // '*': the same
  };
  const objects = new Map();
  const self = new Map();
  const calls = new Map();
  let object = '';
  let address = 0;
  let target = 0;
  let callee = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('ob=')) {
      const [, id, name] = /^ob=\((\d+)\)(?: (.*))?$/.exec(line) ?? [];
      if (name) objects.set(id, name);
      object = objects.get(id) ?? '';
      continue;
    }
    if (line.startsWith('calls=')) {
      target = step(line.split(' ')[1], target);
      callee = target;
      continue;
    }
    if (!/^(0x|\+|-|\*)/.test(line)) continue;
    const fields = line.split(' ');
    address = step(fields[0], address);
    const cost = Number(fields[fields.length - 1]);
    // Shared libraries other than node itself: one row each.
    const library = object && !object.endsWith('/node') && !object.startsWith('???') ? object : null;
    if (callee !== null) {
      const name = nameAt(callee);
      const caller = nameAt(address);
      // (calls between builtins, and the outer loop's calls into everything, are left out)
      if (!library && name.startsWith('Builtin:') && /^JS:\w/.test(caller)) {
        const key = `${name} ← ${caller}`;
        calls.set(key, (calls.get(key) ?? 0) + cost);
      }
      callee = null;
      continue;
    }
    const name = library ? `library ${library.split('/').pop()}` : nameAt(address);
    self.set(name, (self.get(name) ?? 0) + cost);
  }
  return { self, calls };
}
