import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { controlStates } from '../queries.js';
import { eventOf, play } from '../test-support.js';

test('rulebook Injury Time example: the deck runs out in Away’s turn → Home’s next turn is the last, without Team Action', () => {
  const s = scenario({
    active: 'away',
    step: 'player',
    control: 'defensive',
    home: { field: ['h-bb@1,0', 'h-pm@1,2', 'h-hm@2,4', 'h-cm@1,4', 'h-st@0,3', 'h-cb@3,1'], hand: [3, 3] },
    away: { field: ['a-cm@1,2', 'a-if@0,3'] },
    deck: ['1a', '5a'],
    rest: 'discard',
  });
  assert.equal(controlStates(s).home, 'defensive');
  const away = play(s, { type: 'directAttack', card: 'a-if', icon: 'h0.3' }, { type: 'defend', add: 'none' });
  assert.equal(eventOf(away.events, 'injuryTimeNext').seat, 'home');
  assert.ok(
    away.events.some((e) => e.type === 'deckReshuffled'),
    'the discards become a new deck at once',
  );
  const home = away.state;
  assert.equal(home.active, 'home');
  assert.equal(home.injuryTime, true);
  assert.equal(eventOf(away.events, 'teamActionSkipped').reason, 'injuryTime');
  assert.equal(home.step, 'player', 'no Team Action in Injury Time, even with Press icons');
  // Home shoots in the Defensive state: the hand cards cannot be played (the defence reacts at once).
  const shot = play(home, { type: 'directAttack', card: 'h-st', icon: 'h0.3' });
  assert.equal(shot.state.step, 'defence');
  assert.equal(shot.state.teams.home.hand.length, 2);
  const end = play(shot.state, { type: 'defend', add: 'none' });
  assert.deepEqual(eventOf(end.events, 'halfEnded').half, 1);
  // Half Time: field back in front, tokens gone, 25 cards in a new deck, marker in the middle, Away starts.
  const h2 = end.state;
  assert.equal(h2.half, 2);
  assert.equal(h2.active, 'away');
  assert.deepEqual([h2.teams.home.field, h2.teams.home.tokens, h2.teams.home.hand], [[], [], []]);
  assert.equal(h2.teams.home.front.length, 10);
  assert.equal(h2.deck.length, 25);
  assert.equal(h2.marker, 3);
  assert.equal(eventOf(end.events, 'halfStarted').first, 'away');
});

test('only one team plays Injury Time; the 2nd half ending ends the match', () => {
  const s = scenario({ half: 2, active: 'away', step: 'player', injuryTime: true, home: { score: 1 } });
  const { state, events } = play(s, { type: 'place', card: 'a-cb', row: 3, col: 0 });
  assert.equal(state.phase, 'over');
  assert.deepEqual(eventOf(events, 'matchEnded').result, {
    score: { home: 1, away: 0 },
    winner: 'home',
    shootout: null,
  });
});

test('hand limit: a draw that would exceed 5 does not happen', () => {
  const s = scenario({ step: 'player', home: { hand: [1, 2, 2, 2, 2] } });
  const { state, events } = play(s, { type: 'place', card: 'h-cm', row: 1, col: 0 });
  assert.equal(state.teams.home.hand.length, 5);
  assert.equal(eventOf(events, 'effectSkipped').reason, 'noEffect');
});
