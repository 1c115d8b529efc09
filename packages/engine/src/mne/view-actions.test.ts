/**
 * Moves from a view: at every step of seeded random matches (with and without a shootout, through
 * the draft, the lineups, both halves, half time and every step of a turn), the acting seat's view
 * gives exactly the state's legal actions — also after a trip through JSON, as a client receives
 * it — and the other seat's and a spectator's views give none. `PITCHSIDE_PROPERTY_MATCHES` scales
 * the number of matches (a fiftieth of it, ≥ 25; a tenth of them with the greedy bot).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createMatch, currentSeat, isOver, legalActions as stateActions } from './match.js';
import { legalActions } from './api.js';
import { greedyBot, randomBot } from './bots.js';
import { HIDDEN, stateFromView } from './view-actions.js';
import { scenario } from './scenario.js';
import { viewFor } from './view.js';
import type { MneState, Seat, ViewerSeat } from './types.js';

const MATCHES = Math.max(25, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 50));
const other = (seat: Seat): Seat => (seat === 'home' ? 'away' : 'home');

/** Where the match is, for the coverage count: the phase, and in play the step. */
const where = (s: MneState) => (s.phase === 'play' ? s.step : s.phase);

test(`moves from a view: over ${MATCHES} random matches, the acting seat's view lists exactly the state's actions, the others none`, () => {
  const seen = new Map<string, number>();
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), fc.nat(9), (seed, shootout, kind) => {
      let s = createMatch({ seed, shootout });
      // Mostly random bots; now and then the greedy one, which keeps its substitutions for half time.
      const bot = kind === 0 ? greedyBot(seed) : randomBot(seed);
      for (let n = 0; ; n++) {
        const at = `seed ${seed} action ${n} (${s.phase}/${s.step})`;
        const seat = currentSeat(s);
        const expected = stateActions(s);
        if (seat !== null) {
          const view = viewFor(s, seat);
          assert.deepEqual(legalActions(view), expected, `${at}: ${seat}'s view`);
          // As a client holds it: the view sent as JSON (no shared arrays, no cached summaries).
          if (n % 5 === 0 || s.phase !== 'play' || s.step !== 'player')
            assert.deepEqual(legalActions(JSON.parse(JSON.stringify(view))), expected, `${at}: ${seat}'s view as JSON`);
          assert.deepEqual(legalActions(viewFor(s, other(seat))), [], `${at}: ${other(seat)}'s view`);
          seen.set(where(s), (seen.get(where(s)) ?? 0) + 1);
        } else {
          for (const viewer of ['home', 'away'] as const)
            assert.deepEqual(legalActions(viewFor(s, viewer)), [], `${at}: ${viewer}'s view of a finished match`);
        }
        assert.deepEqual(legalActions(viewFor(s, 'spectator')), [], `${at}: a spectator's view`);
        if (isOver(s)) break;
        s = applyAction(s, bot(s)).state;
      }
    }),
    { numRuns: MATCHES, seed: 41, includeErrorInReport: true },
  );
  // Every phase and every step of a turn was met with a seat to act.
  for (const w of ['draft', 'lineup', 'halfTime', 'shootout', 'team', 'player', 'effect', 'tempo', 'shoot'])
    assert.ok(seen.has(w), `no ${w} was checked (${JSON.stringify([...seen])})`);
  for (const w of ['attack', 'defence', 'penaltyKick', 'penaltySave'])
    assert.ok(seen.has(w), `no ${w} was checked (${JSON.stringify([...seen])})`);
});

test('moves from a view: the rebuilt state holds placeholders for what the seat cannot see, and its own cards', () => {
  const s = scenario({
    step: 'player',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a', '5a'] },
    away: { hand: ['3b'] },
    deck: ['4a', '3c'],
  });
  const rebuilt = stateFromView(viewFor(s, 'home'));
  assert.ok(rebuilt);
  assert.deepEqual(rebuilt.teams.home.hand, ['3a', '5a']);
  assert.deepEqual(rebuilt.teams.away.hand, [HIDDEN]);
  assert.equal(rebuilt.deck.length, s.deck.length);
  assert.ok(rebuilt.deck.every((c) => c === HIDDEN));
  assert.equal(stateFromView(viewFor(s, 'away')), null, 'not its move');
  assert.equal(stateFromView(viewFor(s, 'spectator' as ViewerSeat)), null, 'a spectator');
});
