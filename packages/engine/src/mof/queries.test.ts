import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from './index.js';
import type { ResultRow } from './types.js';

test('UI helpers: the wheel, minute labels, level for a value, standings with the deciding tie-breaker', () => {
  assert.deepEqual(
    mof.wheelTurns().map((t) => `${t.turn}${t.attacker[0]}${t.space}`),
    ['1h1', '2a2', '3a3', '4h4', '5h5', '6a6', '7a6', '8h5', '9h4', '10a3', '11a2', '12h1'],
  );
  assert.equal(mof.attackerOn(5), 'home');
  assert.equal(mof.minuteLabel(8), "60'");
  assert.equal(mof.levelForValue(9), 'blue');
  const r = (home: number, away: number, hg: number, ag: number): ResultRow => ({
    md: 1,
    group: 0,
    home,
    away,
    hg,
    ag,
  });
  const table = mof.standingsFromResults(
    [r(0, 1, 2, 0), r(2, 3, 1, 0), r(1, 2, 1, 1), r(3, 0, 0, 0)],
    [0, 1, 2, 3],
    ['A', 'B', 'C', 'D'],
  );
  assert.deepEqual(
    table.map((x) => [x.name, x.points, x.aboveNextBy]),
    [
      ['A', 4, 'goalDifference'],
      ['C', 4, 'points'],
      ['D', 1, 'goalDifference'],
      ['B', 1, null],
    ],
  );
  assert.equal(mof.lookup(mof.defaultData).manager('godfather')?.name, 'The Godfather');
});

test('swapping a card costs 1M: the card is discarded first, then a new one drawn', () => {
  const s = mof.createMatch({ seed: 1, home: { cards: ['chalkboard'], money: 3 } });
  const swap = mof.legalActions(s).find((a) => a.type === 'swapCard');
  assert.deepEqual(swap, { type: 'swapCard', card: 'chalkboard' });
  const r = mof.applyAction(s, { type: 'swapCard', card: 'chalkboard' });
  const home = r.state.teams[0];
  assert.equal(home?.money, 2);
  assert.equal(home?.hand.length, 1);
  assert.equal(r.state.decks.usedCards.at(-1), 'chalkboard');
  assert.equal(r.state.decks.actions.length, s.decks.actions.length - 1);
  assert.deepEqual(
    r.events.map((e) => e.type),
    ['moneyChanged', 'cardSwapped', 'cardsDealt'],
  );
  // The decision awaited has not changed.
  assert.deepEqual(r.state.matches[0]?.pending, s.matches[0]?.pending);
});
