import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { coach as checkedCoach } from './api/coach.js';
import { greedyBot } from './bots.js';
import { coach, shotOutlook, type MneAdvice } from './coach.js';
import { determinize } from './determinize.js';
import { game } from './game.js';
import { createMatch, isOver, legalActions } from './match.js';
import { basicAttackOf, shotOdds, shotOutcomes } from './queries.js';
import { teamOf } from './rules/context.js';
import { fieldCardInfo } from './rules/tactical-icons.js';
import type { MneState, Seat } from './types.js';
import { viewFor } from './view.js';

/** Positions along a seeded greedy match (where shots happen), every `every` actions, with the seat to act. */
function positions(seed: number, every: number): { s: MneState; seat: Seat }[] {
  const out: { s: MneState; seat: Seat }[] = [];
  let s = createMatch({ seed });
  const bots = { home: greedyBot(seed), away: greedyBot(seed + 1) };
  for (let n = 0; !isOver(s); n++) {
    const seat = game.currentSeat(s) as Seat;
    if (n % every === 0) out.push({ s, seat });
    s = game.applyAction(s, bots[seat](s)).state;
  }
  return out;
}

const key = (a: unknown) => JSON.stringify(a);
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

test('the advice is a legal action, with numbers that agree with the search', () => {
  const bases = new Set<string>();
  for (const { s, seat } of positions(5, 7)) {
    const advice = coach(s, seat, { playouts: 24, seed: 1 });
    assert.ok(
      legalActions(s).some((a) => key(a) === key(advice.action)),
      `${advice.notation} is legal (${s.phase})`,
    );
    const r = advice.reason;
    bases.add(r.basis);
    if (r.basis !== 'search') {
      assert.equal(r.best, null);
      continue;
    }
    assert.ok(r.best);
    assert.equal(key(r.best.action), key(advice.action));
    assert.equal(r.best.notation, advice.notation);
    assert.ok(r.playouts > 0 && r.playouts <= 24);
    assert.ok(r.best.score >= 0 && r.best.score <= 1);
    if (r.next) {
      assert.ok(r.best.visits >= r.next.visits, 'the advice is the most visited option');
      assert.ok(r.best.visits + r.next.visits <= r.playouts);
    }
  }
  assert.deepEqual([...bases].sort(), ['only', 'policy', 'search']);
});

test('the coach advises from its seat’s view only: other hidden cards, the same advice', () => {
  let compared = 0;
  const rng = new Rng(seedRng('coach-fair'));
  for (const { s, seat } of positions(8, 11)) {
    const other = determinize(s, seat, rng);
    assert.deepEqual(viewFor(other, seat), viewFor(s, seat));
    const hidden = (x: MneState) => key([x.deck, x.discard, x.teams[seat === 'home' ? 'away' : 'home'].hand, x.rng]);
    if (hidden(other) === hidden(s)) continue;
    compared++;
    assert.deepEqual(coach(other, seat, { playouts: 16, seed: 4 }), coach(s, seat, { playouts: 16, seed: 4 }));
  }
  assert.ok(compared > 5, `${compared} positions compared`);
});

test('the same seed and budget give the same advice', () => {
  for (const { s, seat } of positions(2, 29)) {
    const a: MneAdvice = coach(s, seat, { playouts: 20, seed: 'x' });
    assert.deepEqual(coach(s, seat, { playouts: 20, seed: 'x' }), a);
  }
});

test('a shot’s outcomes add up to 1 and agree with the engine’s shotOdds', () => {
  let shots = 0;
  let advisedShots = 0;
  for (const { s, seat } of positions(3, 1)) {
    for (const a of legalActions(s)) {
      const outlook = shotOutlook(s, seat, a);
      if (a.type !== 'directAttack' && a.type !== 'commitAttack' && a.type !== 'shoot') continue;
      assert.ok(outlook, `${a.type} is a shot`);
      shots++;
      const { goal, wonderGoal, saved, ballOut, scoring } = outlook;
      assert.ok(close(goal + wonderGoal + saved + ballOut, 1));
      assert.ok(close(goal + 0.9 * wonderGoal, scoring));
      if (a.type === 'directAttack') {
        const crack = fieldCardInfo(s.data, teamOf(s, seat).field, a.card).crack;
        assert.equal(scoring, shotOdds(s, seat, basicAttackOf(s, seat, a.card), crack, []));
      }
      if (a.type === 'commitAttack' && s.shot) {
        const { basicAttack, crack, kind, ignoreDefence } = s.shot;
        assert.equal(scoring, shotOdds(s, seat, basicAttack, crack, a.cards, kind !== 'unorganised', ignoreDefence));
      }
    }
    if (s.phase === 'play' && s.step === 'player' && shots % 5 === 0) {
      const advice = coach(s, seat, { playouts: 20, seed: 3 });
      if (advice.reason.shot) advisedShots++;
      assert.equal(advice.reason.shot !== null, ['directAttack', 'unorganisedShot'].includes(advice.action.type));
    }
  }
  assert.ok(shots > 20, `${shots} shots weighed`);
  assert.ok(advisedShots >= 0);
});

test('shotOutcomes: a Wonder Goal only for an organised shot, ball out from 12', () => {
  const s = positions(4, 1).find(({ s }) => s.phase === 'play')?.s as MneState;
  const high = shotOutcomes(s, 'home', 11, 0, []);
  assert.equal(high.ballOut, 1, 'Basic Attack 11 + any card is 12 or more');
  const unorganised = shotOutcomes(s, 'home', 9, 0, [], false);
  assert.equal(unorganised.wonderGoal, 0);
  const organised = shotOutcomes(s, 'home', 9, 0, []);
  assert.ok(organised.wonderGoal > 0, 'a 2-star card makes 11');
});

test('the coach refuses a seat not to act, a finished match and bad options, with a RuleError', () => {
  const s = createMatch({ seed: 1 });
  const toAct = game.currentSeat(s) as Seat;
  const other: Seat = toAct === 'home' ? 'away' : 'home';
  assert.throws(() => checkedCoach(s, other), { name: 'RuleError', code: 'NOT_YOUR_TURN' });
  assert.throws(() => checkedCoach(s, 'north' as Seat), { name: 'RuleError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => checkedCoach(s, toAct, { playouts: -1 as number, rollout: 'smart' as 'random' }), {
    name: 'RuleError',
    code: 'INVALID_ARGUMENT',
  });
  let over = s;
  const bot = greedyBot(1);
  while (!isOver(over)) over = game.applyAction(over, bot(over)).state;
  assert.throws(() => checkedCoach(over, 'home'), { name: 'RuleError', code: 'GAME_OVER' });
});
