/**
 * The coach from a view (a client of a server holds no state): along seeded matches, the advice
 * from a seat's view is the advice from the state; two true states the seat cannot tell apart give
 * the same advice; a view of another seat, or a seat not to act, is refused as from a state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { isRuleError } from '../core/errors.js';
import { greedyBot } from './bots.js';
import { determinize } from './determinize.js';
import { game } from './game.js';
import * as mne from './index.js';
import type { MneState, Seat } from './types.js';
import { viewFor } from './view.js';

/** Positions along a seeded greedy match every `every` actions, with the seat to act. */
function positions(seed: number, every: number): { s: MneState; seat: Seat }[] {
  const out: { s: MneState; seat: Seat }[] = [];
  let s = mne.createMatch({ seed });
  const bots = { home: greedyBot(seed), away: greedyBot(seed + 1) };
  for (let n = 0; !game.isOver(s); n++) {
    const seat = game.currentSeat(s) as Seat;
    if (n % every === 0) out.push({ s, seat });
    s = game.applyAction(s, bots[seat](s)).state;
  }
  return out;
}

const sent = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

test('the coach from a view: the same advice as from the state, a legal action of the view', () => {
  const bases = new Set<string>();
  for (const { s, seat } of positions(6, 9)) {
    const options = { playouts: 16, seed: 2 };
    const advice = mne.coach(sent(viewFor(s, seat)), seat, options);
    assert.deepEqual(advice, mne.coach(s, seat, options), `${s.phase}/${s.step}`);
    const legal = mne.legalActions(viewFor(s, seat)).map((a) => JSON.stringify(a));
    assert.ok(legal.includes(JSON.stringify(advice.action)), `${advice.notation} is one of the view's moves`);
    bases.add(advice.reason.basis);
  }
  assert.deepEqual([...bases].sort(), ['only', 'policy', 'search']);
});

test('the coach from a view: two true states with the same view, the same advice', () => {
  const rng = new Rng(seedRng('coach-view'));
  let compared = 0;
  for (const { s, seat } of positions(11, 13)) {
    const other = determinize(s, seat, rng);
    const view = viewFor(other, seat);
    assert.deepEqual(view, viewFor(s, seat));
    if (JSON.stringify(other.deck) === JSON.stringify(s.deck)) continue;
    compared++;
    const options = { playouts: 12, seed: 'v' };
    assert.deepEqual(mne.coach(view, seat, options), mne.coach(viewFor(s, seat), seat, options));
  }
  assert.ok(compared > 5, `${compared} positions compared`);
});

test('the coach from a view: in slices, the same advice; refusals as from a state', () => {
  const { s, seat } = positions(3, 17)[4] as { s: MneState; seat: Seat };
  const other: Seat = seat === 'home' ? 'away' : 'home';
  const sliced = mne.createCoach(viewFor(s, seat), seat, { playouts: 10, seed: 1 });
  while (!sliced.done) sliced.run(3);
  assert.deepEqual(sliced.result(), mne.coach(s, seat, { playouts: 10, seed: 1 }));
  const refused = (f: () => unknown, code: string, field?: string) =>
    assert.throws(f, (e) => isRuleError(e) && e.code === code && (field === undefined || e.field === field));
  refused(() => mne.coach(viewFor(s, other), seat), 'INVALID_ARGUMENT', 'seat');
  refused(() => mne.coach(viewFor(s, other), other), 'NOT_YOUR_TURN');
  refused(() => mne.coach(viewFor(s, 'spectator'), seat), 'INVALID_ARGUMENT', 'seat');
  refused(() => mne.coach({ ...viewFor(s, seat), deckCount: viewFor(s, seat).deckCount + 7 }, seat), 'INVALID_STATE');
  refused(() => mne.createCoach({ ...viewFor(s, seat), teams: null } as never, seat), 'INVALID_STATE', 'teams');
});
