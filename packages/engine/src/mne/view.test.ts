import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor, eventsFor } from './view.js';
import { scenario } from './scenario.js';
import { createMatch, legalActions } from './match.js';
import { play } from './test-support.js';
import type { MneAction } from './types.js';

test('a seat sees its own hand, only the size of the opponent’s, and no deck order', () => {
  const s = scenario({ home: { hand: ['5a', '4a'] }, away: { hand: ['3a'] } });
  const v = viewFor(s, 'home');
  assert.deepEqual(v.teams.home.hand, ['5a', '4a']);
  assert.equal(v.teams.away.hand, null);
  assert.equal(v.teams.away.handCount, 1);
  assert.equal(v.deckCount, 22);
  const text = JSON.stringify({ ...v, data: null });
  assert.ok(!('deck' in v) && !('rng' in v) && !('discard' in v));
  assert.ok(!text.includes('"3a"'), 'the opponent hand card id does not leak');
  const spectator = JSON.stringify({ ...viewFor(s, 'spectator'), data: null });
  assert.ok(!spectator.includes('"5a"') && !spectator.includes('"3a"'));
});

test('face-down synergy cards: deck cards are hidden from everyone, hand cards from the opponent', () => {
  const s = scenario({
    step: 'player',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
    away: { hand: ['3b'] },
    deck: ['4a', '3c'],
  });
  const { state, events } = play(
    s,
    { type: 'directAttack', card: 'h-wg', icon: 'h0.1' },
    { type: 'commitAttack', cards: ['3a'] },
  );
  assert.equal(state.step, 'defence');
  assert.deepEqual(viewFor(state, 'home').shot?.attackCards, [
    { card: null, from: 'deck' },
    { card: '3a', from: 'hand' },
  ]);
  assert.deepEqual(
    viewFor(state, 'away').shot?.attackCards.map((x) => x.card),
    [null, null],
  );
  assert.deepEqual(
    viewFor(state, 'away').shot?.defenceCards.map((x) => x.card),
    [null],
  );
  const forAway = eventsFor(events, 'away');
  assert.ok(!JSON.stringify(forAway).includes('"3a"') && !JSON.stringify(forAway).includes('"4a"'));
  assert.ok(JSON.stringify(eventsFor(events, 'home')).includes('"3a"'));
});

test('hidden simultaneous choices: penalty direction and lineup stay hidden until both chose', () => {
  const s = scenario({
    step: 'player',
    control: 'aggressive',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
    away: { hand: ['1Ta'] },
    deck: ['5a', '2a'],
  });
  const kicked = play(
    s,
    { type: 'directAttack', card: 'h-wg', icon: 'h0.1' },
    { type: 'commitAttack', cards: ['3a'] },
    { type: 'defend', add: 'hand', card: '1Ta' },
    { type: 'penalty', direction: 'right' },
  ).state;
  const v = viewFor(kicked, 'away');
  assert.equal(v.shot?.kickChosen, true);
  assert.ok(!JSON.stringify({ ...v, data: null }).includes('"right"'));
  // Lineup: Away cannot see Home's choice before choosing.
  let m = createMatch({ seed: 2 });
  for (let i = 0; i < 6; i++) m = play(m, legalActions(m)[0] as MneAction).state;
  m = play(m, legalActions(m)[0] as MneAction).state;
  assert.deepEqual(viewFor(m, 'away').lineupChosen, ['home']);
  assert.deepEqual(viewFor(m, 'away').teams.home.front, []);
  assert.equal(viewFor(m, 'home').draft?.starsLeft, 0);
});
