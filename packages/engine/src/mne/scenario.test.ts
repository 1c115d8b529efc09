import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from './scenario.js';
import fc from 'fast-check';
import type { RuleError } from '../core/errors.js';
import { Checker } from '../core/validate.js';
import { checkConsistency } from './consistency.js';
import { DEFAULT_CARDS } from './data/index.js';
import { throwsRule } from './test-support.js';

test('a compact description builds a consistent mid-game state', () => {
  const s = scenario({
    active: 'away',
    half: 2,
    marker: 1,
    home: { field: [{ card: 'h-cm', row: 1, col: 1 }, 'h-st@0,2'], hand: [5, 'tackle'], score: 2, subs: ['s-pc'] },
    away: { hand: ['4a'], score: 1, out: ['a-tm'] },
    deck: [3, 2],
  });
  assert.deepEqual(s.teams.home.hand, ['5a', '1Ta']);
  assert.deepEqual(s.deck.slice(-2), ['2a', '3a'], 'top card first in the description, last in the array');
  assert.equal(s.deck.length + s.discard.length, 25 - 3, 'every card not in a hand is in the deck');
  assert.equal(s.teams.home.front.length, 8);
  assert.ok(!s.teams.away.front.includes('a-tm'));
  assert.equal(s.half, 2);
});

test('bad scenarios are INVALID_SCENARIO naming the field', () => {
  throwsRule(() => scenario({ home: { field: ['h-cb@1,0'] } }), 'INVALID_SCENARIO', 'home.field[0]');
  throwsRule(() => scenario({ home: { field: ['h-st@0,2'] } }), 'INVALID_SCENARIO', 'home.field[0]');
  throwsRule(() => scenario({ home: { field: ['h-st@1,0', 'h-cm@1,1'] } }), 'INVALID_SCENARIO', 'home.field[0]');
  throwsRule(() => scenario({ home: { field: ['nobody@1,0'] } }), 'INVALID_SCENARIO', 'home.field[0]');
  throwsRule(() => scenario({ home: { field: ['h-st'] } }), 'INVALID_SCENARIO', 'home.field[0]');
  throwsRule(() => scenario({ home: { hand: [5, 5, 5] } }), 'INVALID_SCENARIO', 'home.hand[2]');
  throwsRule(() => scenario({ home: { hand: ['3a'] }, deck: ['3a'] }), 'INVALID_SCENARIO', 'deck[0]');
  throwsRule(() => scenario({ home: { tokens: ['h0.1'] } }), 'INVALID_SCENARIO', 'home.tokens[0]');
  throwsRule(
    () => scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'], tokens: ['h0.2', 'h0.2'] } }),
    'INVALID_SCENARIO',
    'home.tokens[1]',
  );
  throwsRule(() => scenario({ control: 'furious' as never }), 'INVALID_SCENARIO', 'control');
  throwsRule(() => scenario({ hme: {} } as never), 'INVALID_SCENARIO', 'hme');
});

test('a card in front that the position uses elsewhere is refused, naming the front', () => {
  throwsRule(() => scenario({ home: { field: ['h-cm@1,1'], front: ['h-cm'] } }), 'INVALID_SCENARIO', 'home.front[0]');
  throwsRule(() => scenario({ home: { front: ['h-st', 'h-st'] } }), 'INVALID_SCENARIO', 'home.front[1]');
  throwsRule(
    () => scenario({ home: { front: ['a-tm'] }, away: { out: ['a-tm'] } }),
    'INVALID_SCENARIO',
    'home.front[0]',
  );
});

// scenario() runs no cross-field check on what it builds: its construction must guarantee them.
test('every position a scenario builds passes the cross-field checks of a saved match', () => {
  const ids = DEFAULT_CARDS.map((c) => c.id);
  const card = fc.constantFrom(...ids);
  const spot = fc.tuple(card, fc.nat(3), fc.nat(6)).map(([id, row, col]) => `${id}@${row},${col}`);
  const team = fc.record(
    {
      field: fc.uniqueArray(spot, { maxLength: 3 }),
      front: fc.uniqueArray(card, { maxLength: 3 }),
      subs: fc.uniqueArray(card, { maxLength: 2 }),
      out: fc.uniqueArray(card, { maxLength: 2 }),
      hand: fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant('tackle' as const)), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  );
  let built = 0;
  fc.assert(
    fc.property(team, team, fc.nat(10), fc.constantFrom('deck', 'discard'), (home, away, marker, rest) => {
      let s;
      try {
        s = scenario({ home, away, marker, rest: rest as 'deck' | 'discard' });
      } catch (e) {
        assert.equal((e as RuleError).code, 'INVALID_SCENARIO');
        return;
      }
      built++;
      checkConsistency(s, new Checker('INVALID_STATE', 'scenario'));
    }),
    { numRuns: 2000 },
  );
  assert.ok(built > 80, `only ${built} of the random positions were built`);
});
