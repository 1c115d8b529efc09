import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IdentityMemo } from './identity-memo.js';

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
