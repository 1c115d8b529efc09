import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playMatch } from '../core/bots.js';
import { isRuleError } from '../core/errors.js';
import { Rng, seedRng } from '../core/rng.js';
import { randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { applyAction, currentSeat, isOver, result } from './engine.js';
import { game } from './game.js';
import { createChampionship, createMatch } from './setup.js';
import { searchBot } from './search-bot.js';
import type { MofState } from './types.js';
import { viewFor } from './view.js';

function statesOf(start: MofState, seed: number): MofState[] {
  const out: MofState[] = [];
  const bot = randomBot(seed);
  let s = start;
  for (let n = 0; !isOver(s) && n < 400; n++) {
    out.push(s);
    s = applyAction(s, bot(s)).state;
  }
  return out;
}

test('determinize: each seat’s view is unchanged, the input untouched, hidden cards resampled', () => {
  const rng = new Rng(seedRng('mof-det'));
  let changed = 0;
  const states = [
    ...statesOf(createMatch({ seed: 4 }), 4),
    ...statesOf(createChampionship({ seed: 5, seats: 3 }), 5).slice(0, 120),
  ];
  for (const s of states) {
    const before = JSON.stringify(s);
    for (const seat of s.seats) {
      const d = determinize(s, seat, rng);
      assert.deepEqual(viewFor(d, seat), viewFor(s, seat));
      if (JSON.stringify(d.decks.actions) !== JSON.stringify(s.decks.actions)) changed++;
    }
    assert.equal(JSON.stringify(s), before);
  }
  assert.ok(changed > 10);
});

test('search bot: deterministic for a seed and a playout budget', () => {
  const states = statesOf(createMatch({ seed: 8 }), 8)
    .filter((s) => currentSeat(s) !== null)
    .slice(0, 8);
  const run = () => {
    const bot = searchBot({ playouts: 40, seed: 3 });
    return states.map((s) => JSON.stringify(bot(s)));
  };
  assert.deepEqual(run(), run());
});

test('search bot with odds rollouts and observation branching (as the expert): deterministic for a seed', () => {
  const states = statesOf(createMatch({ seed: 9 }), 9)
    .filter((s) => currentSeat(s) !== null)
    .slice(0, 8);
  const run = () => {
    const bot = searchBot({ playouts: 40, seed: 5, rollout: 'odds', observe: true });
    return states.map((s) => JSON.stringify(bot(s)));
  };
  assert.deepEqual(run(), run());
});

test('search bot: a bad rollout or observe option is an INVALID_ARGUMENT naming it', () => {
  for (const [options, field] of [
    [{ rollout: 'smart' }, 'options.rollout'],
    [{ observe: 'yes' }, 'options.observe'],
  ] as const)
    assert.throws(
      () => searchBot(options as unknown as Parameters<typeof searchBot>[0]),
      (e: unknown) => isRuleError(e) && e.code === 'INVALID_ARGUMENT' && e.field === field,
      field,
    );
});

test('search bot beats the random bot in a short seeded series (either seat)', () => {
  let points = 0;
  const matches = 20;
  for (let i = 0; i < matches; i++) {
    const me = i % 2 === 0 ? 'home' : 'away';
    const bots: Record<string, ReturnType<typeof randomBot>> = { home: randomBot(100 + i), away: randomBot(200 + i) };
    bots[me] = searchBot({ playouts: 30, seed: i });
    const r = result(playMatch(game, { seed: 300 + i }, bots).state);
    const mine = me === 'home' ? 0 : 1;
    points += r.winner === mine ? 1 : r.winner === null ? 0.5 : 0;
  }
  assert.ok(points > matches / 2, `search scored ${points} of ${matches}`);
});
