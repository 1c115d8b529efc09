/**
 * A state's patch from the previous one: applied to the previous state, it gives the new one as JSON
 * sees it; parts that are the same object are not in it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyStatePatch, diffState } from './state-patch.js';

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

test('a patch holds what changed and rebuilds the new state from the old one', () => {
  const data = { cards: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `card ${i}` })) };
  const before = {
    _stateID: 3,
    ctx: { turn: 3, currentPlayer: '0', gameover: 'x' },
    G: { state: { data, score: [0, 0] }, moves: 3 },
  };
  const after = {
    _stateID: 4,
    ctx: { turn: 4, currentPlayer: '1', gameover: undefined, phase: 'kick-off' },
    G: { state: { data, score: [1, 0] }, moves: 4 },
  };
  const patch = diffState(before, after);
  assert.ok(patch);
  assert.ok(!JSON.stringify(patch).includes('card 7'), 'the unchanged data is not in the patch');
  // Written and read back, as the journal does.
  const rebuilt = applyStatePatch(json(before) as typeof before, json(patch) as typeof patch);
  assert.deepEqual(rebuilt, json(after));
  assert.ok(!('gameover' in rebuilt.ctx), 'a key set to undefined is removed');
  assert.equal(before.ctx.turn, 3, 'the old state is not changed');
});

test('equal states make no patch; a removed key and a replaced array are in it', () => {
  const a = { x: 1, list: [1, 2], inner: { y: 2 } };
  assert.equal(diffState(a, { ...a, inner: { y: 2 } }), undefined);
  const patch = diffState(a, { list: [1, 2], inner: { y: 2 } });
  assert.deepEqual(patch, { $: { list: [1, 2] }, '-': ['x'] });
  assert.deepEqual(applyStatePatch(a, patch), { list: [1, 2], inner: { y: 2 } });
});

test('a key replaced by another (as many keys before and after) is removed and set', () => {
  // The removed-key walk runs only when `next` keeps fewer of `base`'s keys, not when it has fewer keys.
  const base = { a: 1, x: 1, gone: undefined };
  const next = { a: 1, y: 2, gone: undefined };
  const patch = diffState(base, next);
  assert.deepEqual(patch, { $: { y: 2 }, '-': ['x'] });
  assert.deepEqual(json(applyStatePatch(base, patch)), { a: 1, y: 2 });
});

test('a patch that does not fit the state it is applied to is refused', () => {
  assert.throws(() => applyStatePatch({ a: 1 }, { '~': { b: { $: { c: 1 } } } }), /does not hold/);
});
