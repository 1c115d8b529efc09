// Rare situations the rulebook settles, each set up as a scenario: who may do what, and what follows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { legalActions } from '../match.js';
import { controlStates } from '../queries.js';
import { eventOf, play } from '../test-support.js';
import type { MneAction } from '../types.js';

// Home's Striker on the Front Line over the Chance Maker: Basic Attack 3 (rulebook example).
const STRIKER = ['h-cm@1,1', 'h-st@0,2'];
const shootStriker: MneAction = { type: 'directAttack', card: 'h-st', icon: 'h0.2' };

test('a Tackle played by the attack side has no effect (the shot is decided as usual)', () => {
  const s = scenario({ step: 'player', home: { field: STRIKER, hand: ['tackle'] }, deck: ['3a', '2a'] });
  const { state, events } = play(
    s,
    shootStriker,
    { type: 'commitAttack', cards: ['1Ta'] },
    { type: 'defend', add: 'none' },
  );
  const r = eventOf(events, 'shotResolved');
  assert.deepEqual([r.totalAttack, r.totalDefence, r.outcome], [7, 2, 'goal']);
  assert.equal(state.step !== 'penaltyKick' && state.teams.home.score, 1);
});

test('a Tackle the defender reveals from the deck cancels even a saved shot: Penalty Kick', () => {
  const s = scenario({
    step: 'player',
    home: { field: STRIKER },
    away: { field: ['a-cb@3,1'], hand: ['5a'] },
    deck: ['1a', 'tackle'],
  });
  const { state, events } = play(s, shootStriker, { type: 'defend', add: 'hand', card: '5a' });
  const r = eventOf(events, 'shotResolved');
  assert.ok(r.totalAttack < (r.totalDefence as number), 'without the Tackle it would be saved');
  assert.equal(r.outcome, 'tackle');
  assert.equal(state.step, 'penaltyKick');
  assert.deepEqual(state.teams.home.tokens, ['h0.2'], 'the Shoot Token is flipped before the Penalty Kick');
});

test('Penalty Kick — a goal returns the marker to the middle, a save leaves it; then the opponent’s turn', () => {
  const s = scenario({ step: 'player', control: 'aggressive', home: { field: STRIKER }, deck: ['1a', 'tackle'] });
  const pk = play(s, shootStriker, { type: 'defend', add: 'none' }).state;
  assert.equal(pk.step, 'penaltyKick');
  const goal = play(pk, { type: 'penalty', direction: 'left' }, { type: 'penalty', direction: 'right' });
  assert.equal(eventOf(goal.events, 'goal').how, 'penalty');
  assert.equal(goal.state.marker, 3);
  assert.equal(goal.state.active, 'away');
  const saved = play(pk, { type: 'penalty', direction: 'centre' }, { type: 'penalty', direction: 'centre' });
  assert.equal(saved.state.teams.home.score, 0);
  assert.equal(saved.state.marker, 5);
  assert.equal(saved.state.active, 'away');
});

test('a Penalty Kick in Injury Time is taken, then the half ends', () => {
  const s = scenario({ step: 'player', injuryTime: true, home: { field: STRIKER }, deck: ['1a', 'tackle'] });
  const pk = play(s, shootStriker, { type: 'defend', add: 'none' }).state;
  assert.equal(pk.step, 'penaltyKick');
  assert.equal(pk.half, 1);
  const { state, events } = play(pk, { type: 'penalty', direction: 'left' }, { type: 'penalty', direction: 'right' });
  assert.equal(eventOf(events, 'halfEnded').half, 1);
  assert.deepEqual(eventOf(events, 'halfEnded').score, { home: 1, away: 0 });
  assert.equal(state.half, 2);
  assert.equal(state.active, 'away');
});

test('Immediate Effect control +1 before the shot — the shot is made in the new Control State', () => {
  // Normal (+1) → the False Nine's effect pushes to +2: Aggressive, so two hand cards may be added.
  const s = scenario({ step: 'player', marker: 4, home: { field: ['h-cm@1,1'], hand: [2, 2, 2] } });
  assert.equal(controlStates(s).home, 'normal');
  const placed = play(s, { type: 'place', card: 'h-f9', row: 0, col: 1 }, { type: 'applyEffect' }).state;
  assert.equal(controlStates(placed).home, 'aggressive');
  const attack = play(placed, { type: 'shoot', icon: 'h0.1' }).state;
  assert.equal(attack.step, 'attack');
  assert.ok(legalActions(attack).some((a) => a.type === 'commitAttack' && a.cards.length === 2));
});

test('declining the free shot effect leaves the ordinary shot, which counts the Basic Defence', () => {
  const s = scenario({
    step: 'player',
    home: { field: ['h-cm@1,1'], front: ['s-wk'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'] },
    deck: ['3a', '2a'],
  });
  const skipped = play(s, { type: 'place', card: 's-wk', row: 0, col: 2 }, { type: 'skipEffect' }).state;
  assert.equal(skipped.step, 'shoot');
  const { events } = play(skipped, { type: 'shoot', icon: 'h0.2' }, { type: 'defend', add: 'none' });
  const r = eventOf(events, 'shotResolved');
  assert.equal(r.kind, 'buildUp');
  assert.ok(r.basicDefence > 0, 'the ordinary shot meets the Basic Defence');
});

test('substitution is allowed in Injury Time (only the Team Action is left out)', () => {
  const s = scenario({ injuryTime: true, home: { field: ['h-cm@1,1'], subs: ['s-pc'] } });
  assert.equal(s.step, 'player');
  assert.ok(legalActions(s).some((a) => a.type === 'substitute'));
  const subbed = play(s, { type: 'substitute', in: 's-pc', out: 'h-cm' }).state;
  assert.equal(subbed.step, 'player');
  assert.ok(subbed.teams.home.front.includes('s-pc'));
});

test('a team that used its 3 substitutions has nothing to decide at Half Time', () => {
  const s = scenario({
    injuryTime: true,
    step: 'player',
    home: { subs: ['s-pc'], subsUsed: 3 },
    away: { subs: ['s-en'], subsUsed: 3 },
  });
  const { state, events } = play(s, { type: 'place', card: 'h-cb', row: 3, col: 0 });
  assert.equal(state.phase, 'play');
  assert.equal(state.half, 2);
  assert.equal(events.filter((e) => e.type === 'readyForHalf').length, 2);
});

test('a sub comes in front, may be placed the same turn into the spaces the subbed-out card left', () => {
  const s = scenario({ step: 'player', home: { field: ['h-cm@1,1', 'h-st@0,2'], subs: ['s-pc'] } });
  const subbed = play(s, { type: 'substitute', in: 's-pc', out: 'h-st' }).state;
  assert.ok(legalActions(subbed).some((a) => a.type === 'place' && a.card === 's-pc' && a.row === 0 && a.col === 2));
  const placed = play(subbed, { type: 'place', card: 's-pc', row: 0, col: 2 }).state;
  assert.equal(placed.step, 'shoot');
});

test('Tempo Control that empties the deck makes the opponent’s next turn Injury Time', () => {
  const s = scenario({ step: 'player', deck: ['5a', '1a'], rest: 'discard' });
  const tempo = play(s, { type: 'place', card: 'h-pm', row: 1, col: 0 }, { type: 'applyEffect' });
  assert.equal(eventOf(tempo.events, 'injuryTimeNext').seat, 'away');
  const next = play(tempo.state, { type: 'keep', card: '5a' }).state;
  assert.equal(next.active, 'away');
  assert.equal(next.injuryTime, true);
  assert.equal(next.step, 'player');
});

test('a goal in the turn the deck ran out: marker to the middle, and the next turn is still Injury Time', () => {
  const s = scenario({
    step: 'player',
    control: 'aggressive',
    home: { field: STRIKER },
    deck: ['5a', '1a'],
    rest: 'discard',
  });
  const { state, events } = play(s, shootStriker, { type: 'defend', add: 'none' });
  assert.equal(eventOf(events, 'goal').seat, 'home');
  assert.equal(state.marker, 3);
  assert.equal(state.active, 'away');
  assert.equal(state.injuryTime, true);
});

test('a Wonder Goal scores against any defence, even one above 11', () => {
  const s = scenario({
    step: 'player',
    home: { field: STRIKER, hand: ['3a'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['5a'] },
    deck: ['5b', '4a'],
  });
  const { events } = play(
    s,
    shootStriker,
    { type: 'commitAttack', cards: ['3a'] },
    { type: 'defend', add: 'hand', card: '5a' },
  );
  const r = eventOf(events, 'shotResolved');
  assert.equal(r.totalAttack, 11);
  assert.ok((r.totalDefence as number) >= 11);
  assert.equal(r.outcome, 'wonderGoal');
});

test('Control State does not matter in defence — a Defensive defender may still add a hand card', () => {
  const s = scenario({
    step: 'player',
    control: 'aggressive',
    home: { field: STRIKER },
    away: { hand: ['4a'] },
    deck: ['1a', '2a'],
  });
  assert.equal(controlStates(s).away, 'defensive');
  const defence = play(s, shootStriker).state;
  assert.equal(defence.step, 'defence');
  assert.deepEqual(legalActions(defence), [
    { type: 'defend', add: 'none' },
    { type: 'defend', add: 'deck' },
    { type: 'defend', add: 'hand', card: '4a' },
  ]);
  const r = eventOf(play(defence, { type: 'defend', add: 'hand', card: '4a' }).events, 'shotResolved');
  assert.deepEqual([r.totalAttack, r.totalDefence, r.outcome], [4, 6, 'saved']);
});
