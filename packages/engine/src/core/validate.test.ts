import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Checker } from './validate.js';
import { RuleError } from './errors.js';
import { wrapState, unwrapState } from './serialize.js';
import { arr, distinct, obj, str } from './schema.js';

const check = new Checker('INVALID_DATA', 'card data');

function fails(fn: () => unknown, field: string, code = 'INVALID_DATA') {
  assert.throws(
    fn,
    (e: unknown) => e instanceof RuleError && e.code === code && e.field === field && e.message.includes(field),
  );
}

test('checks name the exact field that is wrong', () => {
  fails(() => check.int('3', 'cards[2].crack', 0, 3), 'cards[2].crack');
  fails(() => check.int(7, 'cards[2].crack', 0, 3), 'cards[2].crack');
  fails(() => check.oneOf('GK', 'cards[0].position', ['FW', 'MF', 'DF']), 'cards[0].position');
  fails(() => check.array({}, 'cards'), 'cards');
  fails(() => check.onlyKeys({ id: 'a', postion: 'FW' }, 'cards[1]', ['id', 'position']), 'cards[1].postion');
  fails(() => check.unique(['a', 'b', 'a'], 'cards', 'id'), 'cards[2]');
  assert.equal(check.int(2, 'x', 0, 3), 2);
});

test('save envelope round-trips and rejects other formats and versions', () => {
  const saved = JSON.stringify(wrapState('mne', 1, { score: [1, 0] }));
  assert.deepEqual(
    unwrapState('mne', 1, saved, (s) => s),
    { score: [1, 0] },
  );
  fails(() => unwrapState('mof', 1, saved, (s) => s), 'format', 'INVALID_STATE');
  fails(() => unwrapState('mne', 2, saved, (s) => s), 'version', 'UNSUPPORTED_VERSION');
  // An engine writing version 2 that still reads version 1 gets the old state and its version.
  assert.deepEqual(
    unwrapState('mne', 2, saved, (s, version) => ({ s, version }), [1]),
    { s: { score: [1, 0] }, version: 1 },
  );
  assert.throws(
    () => unwrapState('mne', 1, '{not json', (s) => s),
    (e: unknown) => e instanceof RuleError && e.code === 'INVALID_STATE',
  );
});

test('schema: distinct lists name the first repeat', () => {
  const tags = distinct(arr(str()), 'tag');
  assert.deepEqual(tags(check, ['a', 'b'], 'tags'), ['a', 'b']);
  fails(() => tags(check, ['a', 'b', 'a'], 'tags'), 'tags[2]');
  const cards = distinct(arr(obj({ id: str() })), 'card id', (c) => c.id);
  fails(() => cards(check, [{ id: 'x' }, { id: 'x' }], 'cards'), 'cards[1]');
});
