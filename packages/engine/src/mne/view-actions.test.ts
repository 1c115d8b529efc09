/**
 * Moves from a view: at every step of seeded random matches (with and without a shootout, through
 * the draft, the lineups, both halves, half time and every step of a turn), the acting seat's view
 * gives exactly the state's legal actions — also after a trip through JSON, as a client receives
 * it — and the other seat's and a spectator's views give none. `PITCHSIDE_PROPERTY_MATCHES` scales
 * the number of matches (an eightieth of it, ≥ 25; a tenth of them with the greedy bot).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createMatch, currentSeat, isOver, legalActions as stateActions } from './match.js';
import * as api from './index.js';
import { legalActions } from './index.js';
import { greedyBot, randomBot } from './bots.js';
import { HIDDEN, stateFromView } from './view-actions.js';
import { scenario } from './scenario.js';
import { viewFor } from './view.js';
import type { MneState, Seat, ViewerSeat } from './types.js';

const MATCHES = Math.max(25, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 80));
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

test('queries from a view: each seat and a spectator get from their views the answers the state gives', () => {
  let checked = 0;
  for (let seed = 0; seed < 6; seed++) {
    let s = createMatch({ seed, shootout: true });
    const bot = randomBot(seed);
    for (let n = 0; !isOver(s); n++) {
      if (n % 3 === 0) {
        for (const viewer of ['home', 'away', 'spectator'] as const) {
          const v = viewFor(JSON.parse(JSON.stringify(s)) as MneState, viewer);
          const at = `seed ${seed} action ${n}, ${viewer}`;
          assert.deepEqual(api.controlStates(v), api.controlStates(s), `${at}: control states`);
          for (const seat of ['home', 'away'] as const) {
            assert.deepEqual(api.iconsOnField(v, seat), api.iconsOnField(s, seat), `${at}: ${seat} icons`);
            assert.deepEqual(api.teamCounts(v, seat), api.teamCounts(s, seat), `${at}: ${seat} counts`);
            assert.equal(api.basicDefenceOf(v, seat), api.basicDefenceOf(s, seat), `${at}: ${seat} defence`);
            assert.equal(api.attackCardLimit(v, seat), api.attackCardLimit(s, seat), `${at}: ${seat} card limit`);
            assert.deepEqual(api.squadOf(v, seat), api.squadOf(s, seat), `${at}: ${seat} squad`);
            const t = s.teams[seat];
            for (const p of t.field)
              assert.equal(api.basicAttackOf(v, seat, p.card), api.basicAttackOf(s, seat, p.card), `${at}: ${p.card}`);
            for (const card of t.front.slice(0, 3))
              assert.deepEqual(api.placementsFor(v, seat, card), api.placementsFor(s, seat, card), `${at}: ${card}`);
            if (seat === viewer) {
              assert.equal(api.attackHandLimit(v, seat), api.attackHandLimit(s, seat), `${at}: hand limit`);
              assert.equal(api.shotOdds(v, seat, 3, 1, []), api.shotOdds(s, seat, 3, 1, []), `${at}: odds`);
            }
          }
          checked++;
        }
      }
      s = applyAction(s, bot(s)).state;
    }
  }
  assert.ok(checked > 300, `${checked} views checked`);
});
