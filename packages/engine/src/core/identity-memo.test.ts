import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DerivedCache, IdentityMemo } from './identity-memo.js';

test('IdentityMemo remembers values by the identity of their key, in a ring of slots', () => {
  const memo = new IdentityMemo<readonly string[], string>(2);
  const a = ['x'];
  const b = ['y'];
  const c = ['z'];
  memo.set(a, 'A');
  memo.set(b, 'B');
  assert.equal(memo.get(a), 'A');
  assert.equal(memo.get(['x']), undefined, 'an equal list is another key');
  memo.set(c, 'C'); // the oldest slot (a's) is reused
  assert.equal(memo.get(a), undefined);
  assert.equal(memo.get(b), 'B');
  assert.equal(memo.get(c), 'C');
});

test('DerivedCache derives a value once per object, whichever object was asked about last', () => {
  let derived = 0;
  const cache = new DerivedCache((list: readonly number[]) => {
    derived++;
    return list.length;
  });
  const a = [1, 2];
  const b = [1, 2, 3];
  assert.equal(cache.get(a), 2);
  assert.equal(cache.get(b), 3);
  assert.equal(cache.get(a), 2);
  assert.equal(cache.get(a), 2);
  assert.equal(derived, 2, 'a and b derived once each');
  assert.equal(cache.get([1, 2]), 2);
  assert.equal(derived, 3, 'an equal list is another key');
});
