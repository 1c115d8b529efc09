import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { legalActions } from '../match.js';
import { basicAttackOf, basicDefenceOf, controlStates } from '../queries.js';
import { DEFAULT_CARDS } from '../data/index.js';
import { eventOf, play, rejects } from '../test-support.js';
import { goalCheckNumbers } from './shot.js';
import type { ControlState, MneAction, ScenarioDesc } from '../types.js';

/**
 * The rulebook's Goal Check example: Home's Winger (Basic Attack 3, Crack 1) against Away's Basic
 * Defence 4, shown in the rulebook as "Defence Power 3 (−1 by Crack)": 4 − 1 = 3, + 6 = 9. (With a
 * Basic Defence of 3 the rulebook's "without the Crack it would not be a goal" could not hold.)
 */
function goalCheckExample(extra: Partial<ScenarioDesc> = {}): ScenarioDesc {
  return {
    step: 'player',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['3b'] },
    deck: ['4a', '3c'],
    ...extra,
  };
}

const shootWinger: MneAction = { type: 'directAttack', card: 'h-wg', icon: 'h0.1' };

test('rulebook Goal Check example: 3 (1 Crack) + 7 = 10 against (4 − 1 = 3) + 6 = 9 → GOAL', () => {
  const s = scenario(goalCheckExample());
  assert.equal(basicAttackOf(s, 'home', 'h-wg'), 3);
  assert.equal(basicDefenceOf(s, 'away'), 4);
  const { state, events } = play(
    s,
    shootWinger,
    { type: 'commitAttack', cards: ['3a'] },
    { type: 'defend', add: 'hand', card: '3b' },
  );
  const r = eventOf(events, 'shotResolved');
  assert.deepEqual(
    [r.basicAttack, r.crack, r.attackStars, r.totalAttack, r.basicDefence, r.defenceStars, r.totalDefence, r.outcome],
    [3, 1, 7, 10, 4, 6, 9, 'goal'],
  );
  assert.deepEqual(r.attackCards, ['4a', '3a']);
  assert.deepEqual(r.defenceCards, ['3c', '3b']);
  assert.equal(state.teams.home.score, 1);
  assert.equal(state.active, 'away', 'after the Goal Check the opponent takes a turn');
});

test('goalCheckNumbers gives the caller its own numbers: the rules’ later Goal Checks leave them as they were', () => {
  const attacked = play(scenario(goalCheckExample()), shootWinger, { type: 'commitAttack', cards: ['3a'] }).state;
  const kept = goalCheckNumbers(attacked, attacked.shot!);
  const before = { ...kept };
  assert.deepEqual([kept.totalAttack, kept.totalDefence, kept.outcome], [10, 6, 'goal']);
  // The Goal Check of the same shot with the defender's hand card added: other numbers.
  const r = eventOf(play(attacked, { type: 'defend', add: 'hand', card: '3b' }).events, 'shotResolved');
  assert.equal(r.totalDefence, 9);
  assert.deepEqual(kept, before);
  assert.notEqual(goalCheckNumbers(attacked, attacked.shot!), kept, 'a new object for each call');
});

test('rulebook Goal Check example: without the Winger’s Crack it would not be a goal (10 vs 10)', () => {
  const cards = DEFAULT_CARDS.map((c) => (c.id === 'h-wg' ? { ...c, crack: 0 } : c));
  const s = scenario({ ...goalCheckExample(), cards });
  const { events } = play(
    s,
    shootWinger,
    { type: 'commitAttack', cards: ['3a'] },
    { type: 'defend', add: 'hand', card: '3b' },
  );
  const r = eventOf(events, 'shotResolved');
  assert.deepEqual([r.totalAttack, r.totalDefence, r.outcome], [10, 10, 'saved']);
});

test('rulebook Shoot Token example: after the shot the flipped token leaves the Winger a Basic Attack of 2', () => {
  const s = scenario(goalCheckExample());
  const { state, events } = play(s, shootWinger, { type: 'commitAttack', cards: [] }, { type: 'defend', add: 'none' });
  assert.equal(eventOf(events, 'tokenFlipped').icon, 'h0.1');
  assert.deepEqual(state.teams.home.tokens, ['h0.1']);
  assert.equal(basicAttackOf(state, 'home', 'h-wg'), 2);
});

function maxHandCards(control: ControlState): number {
  const s = scenario({ ...goalCheckExample({ control }), home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: [3, 3, 2] } });
  const { state } = play(s, shootWinger);
  if (state.step !== 'attack') return 0;
  return Math.max(...legalActions(state).map((a) => (a.type === 'commitAttack' ? a.cards.length : -1)));
}

test('rulebook Control State examples: Normal → 2 synergy cards at most (deck + 1 hand), Aggressive → 3, Defensive → the deck card only', () => {
  assert.deepEqual(controlStates(scenario({ control: 'aggressive' })), { home: 'aggressive', away: 'defensive' });
  assert.equal(1 + maxHandCards('normal'), 2);
  assert.equal(1 + maxHandCards('aggressive'), 3);
  assert.equal(1 + maxHandCards('defensive'), 1);
});

test('Defensive: hand cards cannot be played; an empty hand leaves only the deck card even when Aggressive', () => {
  const s = scenario({ ...goalCheckExample({ control: 'defensive' }) });
  const { state, events } = play(s, shootWinger);
  assert.equal(state.step, 'defence');
  assert.equal(events.filter((e) => e.type === 'synergyPlayed').length, 2);
  const t = scenario({ ...goalCheckExample({ control: 'aggressive' }), home: { field: ['h-bb@1,2', 'h-wg@0,1'] } });
  assert.equal(play(t, shootWinger).state.step, 'defence');
});

test('more hand cards than the Control State allows is rejected', () => {
  const s = scenario({ ...goalCheckExample(), home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a', '2a'] } });
  const { state } = play(s, shootWinger);
  rejects(state, { type: 'commitAttack', cards: ['3a', '2a'] }, 'ILLEGAL_ACTION');
  rejects(state, { type: 'commitAttack', cards: ['5a'] }, 'ILLEGAL_ACTION');
});

test('Magic Number: exactly 11 is a Wonder Goal whatever the defence', () => {
  const s = scenario({
    ...goalCheckExample(),
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['5b'] },
    deck: ['5a', '4a'],
  });
  const { state, events } = play(
    s,
    shootWinger,
    { type: 'commitAttack', cards: ['3a'] },
    { type: 'defend', add: 'hand', card: '5b' },
  );
  const r = eventOf(events, 'shotResolved');
  assert.deepEqual([r.totalAttack, r.totalDefence, r.outcome], [11, 12, 'wonderGoal']);
  assert.equal(state.teams.home.score, 1);
});

test('Ball Out: 12+ is never a goal, the defence is discarded unrevealed and a Tackle does nothing (Clarification)', () => {
  const s = scenario({
    ...goalCheckExample(),
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['4b'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['1Ta'] },
    deck: ['5a', '2a'],
  });
  const { state, events } = play(
    s,
    shootWinger,
    { type: 'commitAttack', cards: ['4b'] },
    { type: 'defend', add: 'hand', card: '1Ta' },
  );
  const r = eventOf(events, 'shotResolved');
  assert.deepEqual([r.totalAttack, r.outcome, r.defenceCards, r.totalDefence], [12, 'ballOut', null, null]);
  assert.equal(state.active, 'away');
  assert.equal(state.shot, null);
  assert.ok(state.discard.includes('1Ta'));
});

test('a revealed Tackle cancels the result (even a Wonder Goal) and a Penalty Kick decides it', () => {
  const s = scenario({
    ...goalCheckExample({ control: 'aggressive' }),
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['1Ta'] },
    deck: ['5a', '2a'],
  });
  const { state, events } = play(
    s,
    shootWinger,
    { type: 'commitAttack', cards: ['3a'] },
    { type: 'defend', add: 'hand', card: '1Ta' },
  );
  assert.deepEqual(
    [eventOf(events, 'shotResolved').totalAttack, eventOf(events, 'shotResolved').outcome],
    [11, 'tackle'],
  );
  assert.equal(state.step, 'penaltyKick');
  const kicked = play(state, { type: 'penalty', direction: 'left', seat: 'home' }).state;
  assert.equal(kicked.step, 'penaltySave');
  const saved = play(kicked, { type: 'penalty', direction: 'left' });
  assert.equal(eventOf(saved.events, 'penaltyResolved').goal, false);
  assert.equal(saved.state.teams.home.score, 0);
  const scored = play(kicked, { type: 'penalty', direction: 'right' });
  assert.equal(eventOf(scored.events, 'penaltyResolved').goal, true);
  assert.equal(scored.state.teams.home.score, 1);
  assert.equal(scored.state.marker, scored.state.data.track.start, 'a goal returns the marker to the middle');
});

test('a tie on target is no goal; the second defence card may come from the deck', () => {
  const s = scenario({ ...goalCheckExample(), deck: ['3d', '2a', '4b'] });
  const { events } = play(s, shootWinger, { type: 'commitAttack', cards: ['3a'] }, { type: 'defend', add: 'deck' });
  const r = eventOf(events, 'shotResolved');
  // attack 3 + 3 + 3 = 9; defence 4 − 1 + 2 + 4 = 9.
  assert.deepEqual([r.totalAttack, r.totalDefence, r.outcome, r.defenceCards], [9, 9, 'saved', ['2a', '4b']]);
});

test('Crack has no effect when the Basic Defence is 0', () => {
  const s = scenario({ ...goalCheckExample(), away: { field: [], hand: [] }, deck: ['1a', '2a'] });
  const { events } = play(s, shootWinger, { type: 'commitAttack', cards: [] }, { type: 'defend', add: 'none' });
  const r = eventOf(events, 'shotResolved');
  assert.deepEqual([r.basicDefence, r.totalDefence, r.totalAttack, r.outcome], [0, 2, 4, 'goal']);
});

test('a goal returns the Control Marker to the middle', () => {
  const s = scenario(goalCheckExample({ control: 'aggressive' }));
  const { state, events } = play(
    s,
    shootWinger,
    { type: 'commitAttack', cards: ['3a'] },
    { type: 'defend', add: 'none' },
  );
  assert.equal(eventOf(events, 'shotResolved').outcome, 'goal');
  assert.equal(state.marker, 3);
  assert.deepEqual(eventOf(events, 'markerMoved'), { type: 'markerMoved', from: 5, to: 3, reason: 'goal' });
});

test('Clarification: the unorganised shot has no Basic Attack, no Magic Number, no Crack — 11 must still beat the defence', () => {
  const base: ScenarioDesc = {
    step: 'player',
    control: 'aggressive',
    home: { front: [], out: ['h-wg'], hand: ['3a', '3b'] },
    away: { field: ['a-cb@3,2'], hand: ['5b'] },
  };
  const s = scenario({ ...base, deck: ['5a', '4a'] });
  assert.deepEqual(legalActions(s), [{ type: 'unorganisedShot' }]);
  const low = play(
    s,
    { type: 'unorganisedShot' },
    { type: 'commitAttack', cards: ['3a', '3b'] },
    { type: 'defend', add: 'none' },
  );
  const r1 = eventOf(low.events, 'shotResolved');
  assert.deepEqual([r1.basicAttack, r1.totalAttack, r1.totalDefence, r1.outcome], [0, 11, 6, 'goal']);
  const high = play(
    s,
    { type: 'unorganisedShot' },
    { type: 'commitAttack', cards: ['3a', '3b'] },
    { type: 'defend', add: 'hand', card: '5b' },
  );
  const r2 = eventOf(high.events, 'shotResolved');
  assert.deepEqual([r2.totalAttack, r2.totalDefence, r2.outcome], [11, 11, 'saved']);
});

test('Clarification: with no card to place the player must shoot (Direct Attack is the only action)', () => {
  const s = scenario({ ...goalCheckExample(), home: { field: ['h-bb@1,2', 'h-wg@0,1'], front: [] } });
  const kinds = new Set(legalActions(s).map((a) => a.type));
  assert.deepEqual([...kinds], ['directAttack']);
  rejects(s, { type: 'unorganisedShot' }, 'ILLEGAL_ACTION');
});

test('Build Up: only the card placed this turn may shoot, and only if it has an attack icon; declining ends the turn', () => {
  const s = scenario({ step: 'player', home: { field: ['h-bb@1,2'] } });
  const placed = play(s, { type: 'place', card: 'h-wg', row: 0, col: 1 }).state;
  assert.equal(placed.step, 'shoot');
  const shots = legalActions(placed).filter((a) => a.type === 'shoot');
  assert.deepEqual(shots.map((a) => (a.type === 'shoot' ? a.icon : '')).sort(), ['h0.1', 'h0.2', 'h1.2']);
  rejects(placed, { type: 'directAttack', card: 'h-bb', icon: 'h1.2' }, 'ILLEGAL_ACTION');
  const declined = play(placed, { type: 'declineShot' });
  assert.equal(eventOf(declined.events, 'shotDeclined').seat, 'home');
  assert.equal(declined.state.active, 'away');
  // A card without attack icons ends the turn at once.
  const noShot = play(scenario({ step: 'player' }), { type: 'place', card: 'h-cb', row: 3, col: 0 });
  assert.equal(noShot.state.active, 'away');
});
