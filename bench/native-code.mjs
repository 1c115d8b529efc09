// Naming addresses of native code for the profilers beside the bench (ticks.mjs,
// instruction-profile.mjs): the C++ symbols of the node binary, and a search of sorted ranges.
import { execFileSync } from 'node:child_process';

/** Index of the last entry of `sorted` (by its [0]) starting at or below `pc`, or -1. */
export function below(sorted, pc) {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid][0] <= pc) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** [address, name] of each function of `binary`, sorted; empty without `nm`. */
export function cppSymbols(binary) {
  let text;
  try {
    text = execFileSync('nm', ['-C', '--defined-only', binary], { maxBuffer: 1 << 28, encoding: 'utf8' });
  } catch {
    return [];
  }
  const out = [];
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]+) [tTwW] (.*)$/.exec(line);
    if (m) out.push([parseInt(m[1], 16), m[2].slice(0, 100)]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** A code range's name made short: the file's base name for JavaScript, no address or tier mark. */
export const shortName = (name) =>
  name
    .replace(/ file:\/\/\S*\/([^/\s]+)/, ' $1')
    .replace(/,0x[0-9a-f]+.*$/, '')
    .replace(/^JS:[*~^+]/, 'JS:');
