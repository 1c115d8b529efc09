/**
 * Moves from a view: at every step of seeded random stand-alone matches and championships (2–8
 * persons, both options), `legalActions(viewFor(s, seat))` is exactly `legalActions(s)` for the
 * seat to act (same actions, same order) and empty for every other seat and the spectator; also
 * for a view that went through JSON (as a client receives it). `PITCHSIDE_PROPERTY_MATCHES` sets
 * the scale (CI: 10000 → 500 matches and 20 championships).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import * as mof from './index.js';
import type { MofState, MofView } from './types.js';

const SCALE = Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500);
const MATCHES = Math.max(25, Math.ceil(SCALE / 20));
const CHAMPIONSHIPS = Math.max(5, Math.ceil(SCALE / 500));
const MAX_STEPS = 20_000;

/** A view as a client gets it: through JSON, with its own copy of the (public) data set. */
const sent = (v: MofView, s: MofState): MofView => ({
  ...(JSON.parse(JSON.stringify({ ...v, data: null })) as MofView),
  data: s.data,
});

/** Plays `s` to the end with a random bot, checking every seat's view at every step; returns the steps. */
function checkViews(s: MofState, seed: number, label: string): number {
  const bot = mof.randomBot(seed, 0.05);
  let n = 0;
  for (; !mof.isOver(s); n++) {
    assert.ok(n < MAX_STEPS, `${label}: no end after ${MAX_STEPS} actions`);
    const seat = mof.currentSeat(s) as string;
    const legal = mof.legalActions(s);
    const where = `${label} action ${n} (${s.stage}${s.stage === 'matchday' ? ` ${s.matches[s.active]?.pending?.kind}` : ''})`;
    const view = mof.viewFor(s, seat);
    assert.deepEqual(mof.legalActions(view), legal, `${where}: ${seat}'s view gives other actions`);
    if (n % 4 === 0) assert.deepEqual(mof.legalActions(sent(view, s)), legal, `${where}: ${seat}'s view sent as JSON`);
    for (const other of [...s.seats, 'spectator'])
      if (other !== seat) assert.deepEqual(mof.legalActions(mof.viewFor(s, other)), [], `${where}: ${other} may act`);
    s = mof.applyAction(s, bot(s)).state;
  }
  for (const seat of [...s.seats, 'spectator']) assert.deepEqual(mof.legalActions(mof.viewFor(s, seat)), []);
  return n;
}

test(`moves from a view: ${MATCHES} random stand-alone matches, every step, every seat`, () => {
  let steps = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, stepTurns) => {
      steps += checkViews(mof.createMatch({ seed, options: { stepTurns } }), seed, `match seed ${seed}`);
    }),
    { numRuns: MATCHES, seed: 71, includeErrorInReport: true },
  );
  assert.ok(steps > MATCHES * 10, `only ${steps} steps`);
});

test(`moves from a view: ${CHAMPIONSHIPS} random championships of 2–8 persons, every step, every seat`, () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2, max: 8 }),
      fc.boolean(),
      (seed, seats, simultaneous) => {
        const s = mof.createChampionship({ seed, seats, options: { simultaneous } });
        checkViews(s, seed, `championship seed ${seed} (${seats} seats${simultaneous ? ', simultaneous' : ''})`);
      },
    ),
    { numRuns: CHAMPIONSHIPS, seed: 73, includeErrorInReport: true },
  );
});

test('moves from a view: a swap is offered from a view while only the action stack (hidden) holds cards', () => {
  // The view empties the stacks; the swap depends on their sizes, which it shows.
  let s = mof.createMatch({ seed: 3 });
  assert.ok(s.decks.usedCards.length === 0 && s.decks.actions.length > 0);
  const seat = mof.currentSeat(s) as string;
  const view = mof.viewFor(s, seat);
  assert.equal(view.decks.actions.length, 0);
  assert.ok(mof.legalActions(view).some((a) => a.type === 'swapCard'));
  assert.deepEqual(mof.legalActions(view), mof.legalActions(s));
  s = mof.applyAction(s, mof.legalActions(view)[0]!).state;
  assert.ok(!mof.isOver(s));
});
