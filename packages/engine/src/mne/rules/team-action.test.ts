import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { legalActions } from '../match.js';
import { teamCounts } from '../queries.js';
import { eventOf, play, rejects } from '../test-support.js';

const FIELD = ['h-bb@1,0', 'h-pm@1,2', 'h-cm@2,0', 'h-bp@2,2', 'h-hm@2,4', 'h-f9@0,1', 'h-wg@0,3'];

test('rulebook Team Action example: 3 Pass icons, 2 Press icons, 3 cards in hand → PASS draws at most 2', () => {
  const s = scenario({ home: { field: FIELD, hand: [3, 3, 3] } });
  assert.deepEqual(teamCounts(s, 'home'), { attack: 3, defence: 0, pass: 3, press: 2 });
  assert.equal(s.step, 'team');
  const passes = legalActions(s).filter((a) => a.type === 'pass');
  assert.deepEqual(passes, [
    { type: 'pass', draw: 1 },
    { type: 'pass', draw: 2 },
  ]);
  rejects(s, { type: 'pass', draw: 3 }, 'HAND_LIMIT');
  const { state, events } = play(s, { type: 'pass', draw: 2 });
  assert.equal(state.teams.home.hand.length, 5);
  assert.equal(eventOf(events, 'cardsDrawn').count, 2);
  assert.equal(state.step, 'player');
});

test('PASS and PRESS cannot be combined; PRESS moves the marker by the Press icons; icons are not consumed', () => {
  const s = scenario({ home: { field: FIELD, hand: [3, 3, 3] } });
  const { state, events } = play(s, { type: 'press' });
  assert.deepEqual(eventOf(events, 'pressed'), { type: 'pressed', seat: 'home', icons: 2, from: 3, to: 5 });
  rejects(state, { type: 'pass', draw: 1 }, 'ILLEGAL_ACTION');
  assert.deepEqual(teamCounts(state, 'home'), teamCounts(s, 'home'));
});

test('PRESS is impossible with the marker at the opponent’s end; PASS stays mandatory', () => {
  const s = scenario({ marker: 6, home: { field: FIELD } });
  assert.ok(!legalActions(s).some((a) => a.type === 'press'));
  rejects(s, { type: 'press' }, 'ILLEGAL_ACTION');
  // Clarification: the Team Action cannot be skipped while one is possible…
  rejects(s, { type: 'place', card: 'h-cb', row: 3, col: 0 }, 'ILLEGAL_ACTION');
  // …nor the Player Action: there is no action that ends the turn without one.
  const p = play(s, { type: 'pass', draw: 1 }).state;
  rejects(p, { type: 'declineShot' }, 'ILLEGAL_ACTION');
  assert.ok(legalActions(p).every((a) => ['place', 'directAttack', 'substitute'].includes(a.type)));
});

test('PRESS stops at the end of the track', () => {
  const s = scenario({ marker: 5, home: { field: FIELD } });
  assert.equal(play(s, { type: 'press' }).state.marker, 6);
});

test('Clarification: when the marker cannot move and no card can be drawn, the Team Action is skipped', () => {
  const s = scenario({ marker: 6, home: { field: FIELD, hand: [1, 2, 3, 4, 5] } });
  assert.equal(s.step, 'player');
  const none = scenario({ home: { field: ['h-cb@3,0'] } });
  assert.equal(none.step, 'player', 'no Pass or Press icon: nothing to do');
});

test('icons completed during a turn only count from the next turn', () => {
  const s = scenario({ step: 'player', home: { field: ['h-f9@1,0'] } });
  assert.equal(teamCounts(s, 'home').pass, 0);
  // h-wg's left Pass half meets h-f9's right Pass half.
  const after = play(s, { type: 'place', card: 'h-wg', row: 1, col: 2 });
  assert.equal(teamCounts(after.state, 'home').pass, 1);
  assert.equal(after.events.filter((e) => e.type === 'iconCompleted').length, 1);
  assert.equal(after.state.active, 'away', 'the new icon gave no action this turn');
});

test('the first turn of a half has no Team Action (no cards on the field)', () => {
  const s = scenario({});
  assert.equal(s.step, 'player');
});
