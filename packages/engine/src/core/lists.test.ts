import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appended, copyOf, without, withoutAt } from './lists.js';

test('list copies leave the original alone, frozen or not', () => {
  const list = Object.freeze(['a', 'b', 'a', 'c']);
  const copy = copyOf(list);
  assert.deepEqual(copy, list);
  assert.notEqual(copy, list);
  copy.push('d');
  assert.deepEqual(appended(list, 'e'), ['a', 'b', 'a', 'c', 'e']);
  assert.deepEqual(list, ['a', 'b', 'a', 'c']);
});

test('without removes only the first occurrence, and copies a list that lacks the item', () => {
  const list = ['a', 'b', 'a', 'c'];
  assert.deepEqual(without(list, 'a'), ['b', 'a', 'c']);
  const none = without(list, 'z');
  assert.deepEqual(none, list);
  assert.notEqual(none, list);
  assert.deepEqual(withoutAt(list, 3), ['a', 'b', 'a']);
  assert.deepEqual(withoutAt(list, -1), list);
});
