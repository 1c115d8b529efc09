import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../core/rng.js';
import { openCopy, openInPlace } from './rules/context.js';
import { dealActions } from './decks.js';
import { createMatch } from './setup.js';
import type { MofState } from './types.js';

/** A match whose action deck holds one card and whose discard pile four. */
function nearlyEmptyDeck(): { s: MofState; top: string; discards: string[] } {
  const s = createMatch({ seed: 3 });
  const [top, ...rest] = s.decks.actions as [string, ...string[]];
  const discards = rest.slice(0, 4);
  s.decks.actions = [top];
  s.decks.usedCards = discards;
  return { s, top, discards };
}

test('dealing past the end of the action deck takes its last card, then the discards shuffled back in', () => {
  for (const own of [true, false]) {
    const { s, top, discards } = nearlyEmptyDeck();
    const before = JSON.stringify(s);
    const hand = s.teams[0]?.hand.slice() ?? [];
    const shuffled = new Rng(s.rng).shuffle(discards.slice());
    const c = own ? openInPlace(s) : openCopy(s);
    assert.equal(dealActions(c, 0, 3), 3);
    assert.deepEqual(c.s.teams[0]?.hand, [...hand, top, shuffled[0], shuffled[1]]);
    assert.deepEqual(c.s.decks.actions, shuffled.slice(2));
    assert.deepEqual(c.s.decks.usedCards, []);
    if (!own) assert.equal(JSON.stringify(s), before, 'a draft leaves the state it was made from unchanged');
  }
});

test('dealing from an empty deck and discard pile deals what there is', () => {
  const { s, top } = nearlyEmptyDeck();
  s.decks.usedCards = [];
  const hand = s.teams[1]?.hand.slice() ?? [];
  const c = openInPlace(s);
  assert.equal(dealActions(c, 1, 2), 1);
  assert.deepEqual(s.teams[1]?.hand, [...hand, top]);
  assert.deepEqual(s.decks.actions, []);
});
