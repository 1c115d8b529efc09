import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng, isRngState } from './rng.js';

test('the same seed gives the same stream; different seeds differ', () => {
  const a = new Rng(seedRng(42));
  const b = new Rng(seedRng(42));
  const c = new Rng(seedRng(43));
  const xs = Array.from({ length: 20 }, () => a.int(1000));
  assert.deepEqual(
    xs,
    Array.from({ length: 20 }, () => b.int(1000)),
  );
  assert.notDeepEqual(
    xs,
    Array.from({ length: 20 }, () => c.int(1000)),
  );
});

test('state is plain JSON and resumes the stream exactly', () => {
  const rng = new Rng(seedRng('pitchside'));
  rng.int(6);
  const saved = JSON.parse(JSON.stringify(rng.state));
  assert.ok(isRngState(saved));
  const resumed = new Rng(saved);
  assert.deepEqual(
    Array.from({ length: 10 }, () => resumed.int(6)),
    Array.from({ length: 10 }, () => rng.int(6)),
  );
});

test('int(n) covers 0..n-1 roughly uniformly', () => {
  const rng = new Rng(seedRng(1));
  const counts = new Array(6).fill(0);
  for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
  for (const c of counts) assert.ok(c > 9_400 && c < 10_600, `face count ${c} is far from 10,000`);
});

test('shuffle is a permutation and reproducible', () => {
  const deck = Array.from({ length: 25 }, (_, i) => i);
  const s1 = new Rng(seedRng(7)).shuffle([...deck]);
  const s2 = new Rng(seedRng(7)).shuffle([...deck]);
  assert.deepEqual(s1, s2);
  assert.deepEqual(
    [...s1].sort((x, y) => x - y),
    deck,
  );
  assert.notDeepEqual(s1, deck);
});

test('isRngState rejects malformed states', () => {
  assert.equal(isRngState([1, 2, 3]), false);
  assert.equal(isRngState([1, 2, 3, -1]), false);
  assert.equal(isRngState([1, 2, 3, 1.5]), false);
  assert.equal(isRngState('1,2,3,4'), false);
});

test('int rejects a non-positive bound', () => {
  assert.throws(() => new Rng(seedRng(1)).int(0), RangeError);
});
