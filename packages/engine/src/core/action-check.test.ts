import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionChecker, type ActionTable } from './action-check.js';
import { RuleError } from './errors.js';

type Action =
  | { type: 'pick'; card: string; seat?: string }
  | { type: 'play'; cards: string[]; note?: string; seat?: string }
  | { type: 'aim'; direction: 'left' | 'right'; row: number; bold: boolean; seat?: string }
  | { type: 'rest'; seat?: string };

const TABLE: ActionTable<Action['type']> = {
  pick: { card: 'id' },
  play: { cards: 'ids', note: 'string?' },
  aim: { direction: ['left', 'right'], row: 'int', bold: 'boolean' },
  rest: {},
};
const nested = actionChecker<Action>(TABLE, { seat: ['home', 'away'], root: 'action' });
const flat = actionChecker<Action>(TABLE, { seat: 'string', root: '' });

function malformed(fn: () => unknown, field: string | undefined): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof RuleError, String(e));
    assert.equal(e.code, 'MALFORMED_ACTION');
    assert.equal(e.field, field, e.message);
    if (field !== undefined) assert.ok(e.message.includes(field), e.message);
    return true;
  });
}

test('a well-formed action is returned as it is, seat or not', () => {
  const actions: unknown[] = [
    { type: 'pick', card: 'c1' },
    { type: 'play', cards: [] },
    { type: 'play', cards: ['a', 'b'], note: '' },
    { type: 'aim', direction: 'left', row: -3, bold: false, seat: 'home' },
    { type: 'rest', seat: 'away' },
    // A field present but undefined is taken as left out (the slow path accepts it).
    { type: 'play', cards: ['a'], note: undefined, seat: undefined },
  ];
  for (const a of actions) assert.equal(nested(a), a);
  const anySeat = { type: 'rest', seat: 'p3' };
  assert.equal(flat(anySeat), anySeat);
});

test('each fault is MALFORMED_ACTION naming the field, under the root the game chose', () => {
  malformed(() => nested(null), 'action');
  malformed(() => nested([{ type: 'rest' }]), 'action');
  malformed(() => nested({ type: 'fly' }), 'action.type');
  malformed(() => flat({ type: 'fly' }), 'type');
  // A name every object inherits is not an action type.
  malformed(() => flat({ type: 'constructor' }), 'type');
  malformed(() => nested({ type: 'pick' }), 'action.card');
  malformed(() => flat({ type: 'pick' }), 'card');
  malformed(() => nested({ type: 'pick', card: 7 }), 'action.card');
  malformed(() => nested({ type: 'pick', card: '' }), 'action.card');
  malformed(() => nested({ type: 'pick', card: 'x'.repeat(41) }), 'action.card');
  malformed(() => nested({ type: 'play', cards: ['a', 3] }), 'action.cards[1]');
  malformed(() => nested({ type: 'play', cards: Array.from({ length: 21 }, () => 'a') }), 'action.cards');
  malformed(() => nested({ type: 'play', cards: [], note: 4 }), 'action.note');
  malformed(() => nested({ type: 'aim', direction: 'up', row: 1, bold: true }), 'action.direction');
  malformed(() => nested({ type: 'aim', direction: 'left', row: 1.5, bold: true }), 'action.row');
  malformed(() => nested({ type: 'aim', direction: 'left', row: 101, bold: true }), 'action.row');
  malformed(() => nested({ type: 'aim', direction: 'left', row: 1, bold: 'yes' }), 'action.bold');
  malformed(() => nested({ type: 'rest', extra: 1 }), 'action.extra');
  malformed(() => flat({ type: 'rest', extra: 1 }), 'extra');
  malformed(() => nested({ type: 'rest', seat: 'p1' }), 'action.seat');
  malformed(() => flat({ type: 'rest', seat: 1 }), 'seat');
});

test('kinds that allow more: any string and any number', () => {
  const loose = actionChecker<{ type: 'say'; text: string; n?: number }>(
    { say: { text: 'string', n: 'number?' } },
    { seat: 'string', root: '' },
  );
  const long = { type: 'say', text: 'x'.repeat(100), n: 1e9 };
  assert.equal(loose(long), long);
  assert.equal(loose({ type: 'say', text: '' }).text, '');
  malformed(() => loose({ type: 'say', text: 'a', n: '1' }), 'n');
});
