/**
 * The coach from a view (a client of a server holds no state): the advice is one of the view's
 * moves, the same for the same seed, the same for two true states the seat cannot tell apart, and
 * in a match whose players are face up the same as from the state; refusals as from a state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { isRuleError } from '../core/errors.js';
import { determinize } from './determinize.js';
import * as mof from './index.js';
import type { MofState, MofView } from './types.js';

/** Positions along a seeded random game, every `every` actions, with the seat to act. */
function positions(start: MofState, seed: number, every: number, limit = Infinity): { s: MofState; seat: string }[] {
  const out: { s: MofState; seat: string }[] = [];
  const bot = mof.randomBot(seed);
  let s = start;
  for (let n = 0; !mof.isOver(s) && n < limit; n++) {
    const seat = mof.currentSeat(s) as string;
    if (n % every === 0) out.push({ s, seat });
    s = mof.applyAction(s, bot(s)).state;
  }
  return out;
}

const key = (a: unknown) => JSON.stringify(a);
const sent = (v: MofView): MofView => ({
  ...(JSON.parse(JSON.stringify({ ...v, data: null })) as MofView),
  data: v.data,
});

test('the coach from a view: a move of the view; with the players face up, the advice from the state', () => {
  let same = 0;
  let faceUp = 0;
  const games = [8, 9, 10].map((seed) => positions(mof.createMatch({ seed, options: { stepTurns: true } }), seed, 2));
  for (const { s, seat } of games.flat()) {
    const options = { playouts: 16, seed: 3 };
    const view = mof.viewFor(s, seat);
    const advice = mof.coach(sent(view), seat, options);
    assert.ok(
      mof.legalActions(view).some((a) => key(a) === key(advice.action)),
      advice.notation,
    );
    assert.deepEqual(mof.coach(view, seat, options), advice, 'the same seed, the same advice');
    const m = s.matches[s.active];
    if (m?.shown && m.sides.every((sd) => sd.facedown.length === 0)) {
      faceUp++;
      if (key(advice) === key(mof.coach(s, seat, options))) same++;
    }
  }
  assert.ok(faceUp > 10, `${faceUp} positions with the players face up`);
  assert.equal(same, faceUp, 'the same advice as from the state');
});

test('the coach from a view: two true states with the same view, the same advice (a championship too)', () => {
  const rng = new Rng(seedRng('coach-view'));
  let compared = 0;
  const games = [
    positions(mof.createMatch({ seed: 6 }), 6, 5),
    positions(mof.createChampionship({ seed: 2, seats: 3 }), 2, 23, 400),
  ];
  for (const { s, seat } of games.flat()) {
    const other = determinize(s, seat, rng);
    const view = mof.viewFor(other, seat);
    assert.deepEqual(view, mof.viewFor(s, seat));
    if (key(other.decks.actions) === key(s.decks.actions)) continue;
    compared++;
    const options = { playouts: 10, seed: 'v' };
    assert.deepEqual(mof.coach(view, seat, options), mof.coach(mof.viewFor(s, seat), seat, options));
  }
  assert.ok(compared > 8, `${compared} positions compared`);
});

test('the coach from a view: in slices, the same advice; refusals as from a state', () => {
  const { s, seat } = positions(mof.createMatch({ seed: 3 }), 3, 7)[3] as { s: MofState; seat: string };
  const other = s.seats.find((x) => x !== seat) as string;
  const sliced = mof.createCoach(mof.viewFor(s, seat), seat, { playouts: 10, seed: 1 });
  while (!sliced.done) sliced.run(3);
  assert.deepEqual(sliced.result(), mof.coach(mof.viewFor(s, seat), seat, { playouts: 10, seed: 1 }));
  const refused = (f: () => unknown, code: string, field?: string) =>
    assert.throws(f, (e) => isRuleError(e) && e.code === code && (field === undefined || e.field === field));
  refused(() => mof.coach(mof.viewFor(s, other), seat), 'INVALID_ARGUMENT', 'seat');
  refused(() => mof.coach(mof.viewFor(s, other), other), 'NOT_YOUR_TURN');
  refused(() => mof.coach(mof.viewFor(s, 'spectator'), seat), 'INVALID_ARGUMENT', 'seat');
  const view = mof.viewFor(s, seat);
  refused(() => mof.coach({ ...view, deckSizes: { ...view.deckSizes, actions: 99 } }, seat), 'INVALID_STATE');
});
