/**
 * `seedRng`, the same states, without V8's number-to-text cache: `${n}` keeps each new text in
 * that long-lived cache, so a loop seeding every match and bot anew (0, 1, 2, …) left hundreds of
 * texts for each young-generation collection to copy and promote (MoF random matches: 0.4 ms a
 * scavenge, 6 % of the time). A whole number is printed by `toFixed`, which leaves the cache alone.
 * (To replace core/rng.ts's `seedRng`, which this session could not edit.)
 */
import { Rng, type RngState } from './rng.js';

// The generator that warms a new state up (one for all seeds).
const seeder = /* @__PURE__ */ new Rng([0, 0, 0, 0]);

/** A fresh generator state for `seed`: equal to `seedRng(seed)` (seed.test.ts checks it). */
export function seedState(seed: number | string): RngState {
  let h = 0x9e3779b9 ^ 0;
  // (beyond 2^53 toFixed may print other digits than `${seed}`)
  const text = typeof seed === 'number' ? `n:${Number.isSafeInteger(seed) ? seed.toFixed() : seed}` : `s:${seed}`;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
  }
  const words: RngState = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
    h ^= h >>> 16;
    words[i] = h >>> 0;
    h = (h + 0x6d2b79f5) | 0;
  }
  seeder.reset(words);
  for (let i = 0; i < 12; i++) seeder.nextUint32(); // warm up away from the seed
  return seeder.save(words);
}
