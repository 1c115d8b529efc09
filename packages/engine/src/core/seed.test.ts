import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seedRng } from './rng.js';
import { seedState } from './seed.js';

test('seedState(seed) is seedRng(seed): whole numbers, their edges, other numbers and texts', () => {
  const seeds: (number | string)[] = [
    -0,
    -1,
    -123_456_789,
    2 ** 31,
    2 ** 32 + 5,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    2 ** 53,
    2 ** 60,
    1e21,
    1.5,
    -0.25,
    1e-7,
    NaN,
    Infinity,
    -Infinity,
    '',
    '0',
    'n:1',
    'pitchside',
    'penalty:7',
  ];
  for (let n = 0; n < 20_000; n++) seeds.push(n, n * 7919 + 1_000_000, -n);
  for (const seed of seeds) assert.deepEqual(seedState(seed), seedRng(seed), `seed ${String(seed)}`);
});
