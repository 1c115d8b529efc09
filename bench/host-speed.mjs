// How fast this host runs a fixed piece of JavaScript at the moment: a reference printed beside the
// rows that are read in wall or CPU time, so that rows read at different times can be told apart
// from changes of the code. On the shared machines this project is measured on, the same build has
// read twice as fast at one hour as at another (docs/benchmarks.md, 2026-12-08).
//
// The work never changes with the project's code: a generator's numbers sorted, written to JSON and
// read back, in a fresh `node --single-threaded` (no compiler or collector threads): after a
// warm-up, five slices of 0.2 s. The figure is the median slice's rounds per second: higher is
// faster; only its ratio to another reading means anything.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const WORK = `
const round = (seed) => {
  let x = seed | 1;
  const numbers = new Array(5000);
  for (let i = 0; i < numbers.length; i++) {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    numbers[i] = x >>> 0;
  }
  numbers.sort((a, b) => a - b);
  const text = JSON.stringify({ numbers, words: numbers.slice(0, 500).map((n) => n.toString(36)) });
  return JSON.parse(text).numbers.length;
};
const run = (ms) => {
  let rounds = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) round(++rounds);
  return rounds;
};
run(200);
const slices = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  const rounds = run(200);
  slices.push(rounds / ((performance.now() - start) / 1000));
}
process.stdout.write(String(slices.sort((a, b) => a - b)[2]));
`;

/** Rounds per second of the fixed work, now (about 1.3 s to read). */
export function hostSpeed() {
  return Number(execFileSync(process.execPath, ['--single-threaded', '-e', WORK], { encoding: 'utf8' }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(hostSpeed().toFixed(0));
