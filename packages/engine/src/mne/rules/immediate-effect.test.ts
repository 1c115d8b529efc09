import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { legalActions } from '../match.js';
import { eventOf, play, rejects } from '../test-support.js';

test('control +1 (False Nine) applies only if the player wants', () => {
  const s = scenario({ step: 'player', home: { field: ['h-cm@1,0'] } });
  const placed = play(s, { type: 'place', card: 'h-f9', row: 1, col: 2 }).state;
  assert.equal(placed.step, 'effect');
  assert.deepEqual(legalActions(placed), [{ type: 'applyEffect' }, { type: 'skipEffect' }]);
  assert.equal(play(placed, { type: 'applyEffect' }).state.marker, 4);
  const skipped = play(placed, { type: 'skipEffect' });
  assert.equal(skipped.state.marker, 3);
  assert.equal(eventOf(skipped.events, 'effectSkipped').reason, 'declined');
});

test('control +2 (Star Engine); no effect at the end of the track', () => {
  const s = scenario({ step: 'player', home: { front: ['s-en'] } });
  assert.equal(play(s, { type: 'place', card: 's-en', row: 1, col: 0 }, { type: 'applyEffect' }).state.marker, 5);
  const end = scenario({ step: 'player', marker: 6, home: { front: ['s-en'] } });
  const r = play(end, { type: 'place', card: 's-en', row: 1, col: 0 });
  assert.equal(eventOf(r.events, 'effectSkipped').reason, 'noEffect');
});

test('draw a Synergy Card (Chance Maker)', () => {
  const s = scenario({ step: 'player', deck: ['4a'] });
  const { state } = play(s, { type: 'place', card: 'h-cm', row: 1, col: 0 }, { type: 'applyEffect' });
  assert.deepEqual(state.teams.home.hand, ['4a']);
});

test('Clarification: Tempo Control has no effect with 5 cards in hand, and works with 4 (draw 2, keep 1)', () => {
  const five = scenario({ step: 'player', home: { hand: [1, 2, 2, 2, 2] } });
  assert.equal(
    eventOf(play(five, { type: 'place', card: 'h-pm', row: 1, col: 0 }).events, 'effectSkipped').reason,
    'noEffect',
  );
  const four = scenario({ step: 'player', home: { hand: [2, 2, 2, 2] }, deck: ['5a', '1a'] });
  const placed = play(four, { type: 'place', card: 'h-pm', row: 1, col: 0 }, { type: 'applyEffect' }).state;
  assert.equal(placed.step, 'tempo');
  assert.deepEqual(legalActions(placed), [
    { type: 'keep', card: '5a' },
    { type: 'keep', card: '1a' },
  ]);
  rejects(placed, { type: 'keep', card: '3a' }, 'ILLEGAL_ACTION');
  const kept = play(placed, { type: 'keep', card: '5a' });
  assert.equal(kept.state.teams.home.hand.length, 5);
  assert.ok(kept.state.teams.home.hand.includes('5a'));
  assert.ok(kept.state.discard.includes('1a'));
});

test('discard a random card from the opponent’s hand, unseen', () => {
  const s = scenario({ step: 'player', away: { hand: ['4a', '2a'] } });
  const { state, events } = play(s, { type: 'place', card: 'h-bp', row: 3, col: 0 }, { type: 'applyEffect' });
  assert.equal(state.teams.away.hand.length, 1);
  const lost = eventOf(events, 'handCardDiscarded').card as string;
  assert.ok(state.discard.includes(lost));
  const empty = scenario({ step: 'player' });
  assert.equal(
    eventOf(play(empty, { type: 'place', card: 'h-bp', row: 3, col: 0 }).events, 'effectSkipped').reason,
    'noEffect',
  );
});

test('the free shot ignores all Basic Defence Power (Star Wonderkid)', () => {
  const s = scenario({
    step: 'player',
    home: { field: ['h-cm@1,1'], front: ['s-wk'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'] },
    deck: ['3a', '2a'],
  });
  const placed = play(s, { type: 'place', card: 's-wk', row: 0, col: 2 }).state;
  assert.deepEqual(legalActions(placed), [{ type: 'applyEffect', icon: 'h0.2' }, { type: 'skipEffect' }]);
  const { events } = play(placed, { type: 'applyEffect', icon: 'h0.2' }, { type: 'defend', add: 'none' });
  const r = eventOf(events, 'shotResolved');
  assert.deepEqual(
    [r.kind, r.basicAttack, r.basicDefence, r.totalAttack, r.totalDefence, r.outcome],
    ['freeShot', 1, 0, 4, 2, 'goal'],
  );
  rejects(placed, { type: 'applyEffect' }, 'ILLEGAL_ACTION');
});
