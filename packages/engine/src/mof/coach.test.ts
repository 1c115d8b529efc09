import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { coach as checkedCoach } from './boundary-coach.js';
import { randomBot } from './bots.js';
import { coach } from './coach.js';
import { determinize } from './determinize.js';
import { applyAction, currentSeat, isOver, legalActions } from './engine.js';
import { createChampionship, createMatch } from './setup.js';
import type { MofState } from './types.js';
import { viewFor } from './view.js';

/** Positions along a seeded random game, every `every` actions, with the seat to act. */
function positions(start: MofState, seed: number, every: number, limit = Infinity): { s: MofState; seat: string }[] {
  const out: { s: MofState; seat: string }[] = [];
  const bot = randomBot(seed);
  let s = start;
  for (let n = 0; !isOver(s) && n < limit; n++) {
    const seat = currentSeat(s) as string;
    if (n % every === 0) out.push({ s, seat });
    s = applyAction(s, bot(s)).state;
  }
  return out;
}

const key = (a: unknown) => JSON.stringify(a);

test('the advice is a legal action, the most visited option, with the match’s goal difference', () => {
  const bases = new Set<string>();
  for (const { s, seat } of positions(createMatch({ seed: 4 }), 4, 5)) {
    const advice = coach(s, seat, { playouts: 30, seed: 2 });
    assert.ok(
      legalActions(s).some((a) => key(a) === key(advice.action)),
      advice.notation,
    );
    const r = advice.reason;
    bases.add(r.basis);
    assert.equal(r.scope, 'match');
    if (r.basis !== 'search') continue;
    assert.ok(r.best && r.best.score >= 0 && r.best.score <= 1);
    assert.equal(key(r.best.action), key(advice.action));
    assert.ok(Math.abs(r.best.goalDifference) <= 20);
    if (r.next) assert.ok(r.best.visits >= r.next.visits);
  }
  assert.ok(bases.has('search'), [...bases].join());
});

test('the coach advises from its seat’s view only: other hidden cards, the same advice', () => {
  let compared = 0;
  const rng = new Rng(seedRng('coach-fair'));
  for (const { s, seat } of positions(createMatch({ seed: 6 }), 6, 3)) {
    const other = determinize(s, seat, rng);
    assert.deepEqual(viewFor(other, seat), viewFor(s, seat));
    const hidden = (x: MofState) =>
      key([x.decks.actions, x.teams.filter((t) => t.seat !== seat).map((t) => t.hand), x.rng]);
    if (hidden(other) === hidden(s)) continue;
    compared++;
    assert.deepEqual(coach(other, seat, { playouts: 20, seed: 5 }), coach(s, seat, { playouts: 20, seed: 5 }));
  }
  assert.ok(compared > 5, `${compared} positions compared`);
});

test('a championship’s advice counts the championship’s goal difference; the same seed, the same advice', () => {
  const start = createChampionship({ seed: 3, seats: ['ann', 'bob', 'cy'] });
  for (const { s, seat } of positions(start, 3, 40, 400)) {
    const a = coach(s, seat, { playouts: 10, seed: 1 });
    assert.equal(a.reason.scope, 'championship');
    assert.deepEqual(coach(s, seat, { playouts: 10, seed: 1 }), a);
  }
});

test('the coach refuses a seat not to act, a finished match and bad options, with a RuleError', () => {
  const s = createMatch({ seed: 1 });
  const toAct = currentSeat(s) as string;
  assert.throws(() => checkedCoach(s, toAct === 'home' ? 'away' : 'home'), { code: 'NOT_YOUR_TURN' });
  assert.throws(() => checkedCoach(s, toAct, { playouts: -3 }), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => checkedCoach(s, 7 as unknown as string), { code: 'INVALID_ARGUMENT' });
  let over = s;
  const bot = randomBot(1);
  while (!isOver(over)) over = applyAction(over, bot(over)).state;
  assert.throws(() => checkedCoach(over, 'home'), { code: 'GAME_OVER' });
});
