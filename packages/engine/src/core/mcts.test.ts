import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSearch, ismcts, searchBot, sliceSearchBot, type SearchGame } from './mcts.js';
import { randomBot } from './bots.js';
import { Rng, seedRng } from './rng.js';

/**
 * Nim with a hidden twist: players take 1 or 2 stones in turn, whoever takes the last one wins.
 * Perfect play leaves a multiple of 3. `decoy` is hidden information that does not matter to the
 * result: determinize resamples it, which the search must cope with.
 */
interface Nim {
  stones: number;
  toAct: 'a' | 'b';
  winner: 'a' | 'b' | null;
  decoy: number;
}
type Take = { type: 'take'; n: number };

const nim: SearchGame<Nim, Take> = {
  legalActions: (s) => (s.winner ? [] : [1, 2].filter((n) => n <= s.stones).map((n) => ({ type: 'take', n }))),
  applyAction: (s, a) => {
    const stones = s.stones - a.n;
    return {
      state: { stones, decoy: s.decoy, toAct: s.toAct === 'a' ? 'b' : 'a', winner: stones === 0 ? s.toAct : null },
    };
  },
  currentSeat: (s) => (s.winner ? null : s.toAct),
  reward: (s, seat) => (s.winner === null ? 0.5 : s.winner === seat ? 1 : 0),
  actionKey: (a) => String(a.n),
  determinize: (s, _seat, rng) => ({ ...s, decoy: rng.int(100) }),
  rolloutBot: (seed) => randomBot(nim, seed),
};

test('ismcts finds the winning move of Nim (leave a multiple of 3)', () => {
  for (const stones of [4, 5, 7, 8, 10]) {
    const r = ismcts(nim, { stones, toAct: 'a', winner: null, decoy: 0 }, { playouts: 3000 }, new Rng(seedRng(1)));
    assert.equal((stones - r.action.n) % 3, 0, `from ${stones} stones it took ${r.action.n}`);
    assert.equal(r.playouts, 3000);
    assert.ok(r.children[0]!.value > 0.6, `the winning move is valued as winning (${r.children[0]!.value})`);
  }
});

test('a single legal action is returned without searching', () => {
  const r = ismcts(nim, { stones: 1, toAct: 'b', winner: null, decoy: 0 }, { playouts: 100 }, new Rng(seedRng(1)));
  assert.deepEqual(r.action, { type: 'take', n: 1 });
  assert.equal(r.playouts, 0);
});

test('searchBot: the same seed and playout budget give the same choices; the input is not changed', () => {
  const states: Nim[] = [13, 14, 20, 31].map((stones) => ({ stones, toAct: 'a', winner: null, decoy: 0 }));
  const frozen = JSON.stringify(states);
  const run = (seed: number) => {
    const bot = searchBot(nim, { playouts: 60, seed });
    return states.map((s) => bot(s).n);
  };
  assert.deepEqual(run(7), run(7));
  assert.equal(JSON.stringify(states), frozen);
  // Different seeds explore differently: some choice differs over a handful of seeds.
  const runs = new Set([1, 2, 3, 4, 5, 6].map((seed) => run(seed).join()));
  assert.ok(runs.size > 1);
});

/** A clock that moves `step` ms each time it is read: a time budget then ends after a known count of reads. */
function stepClock(step: number): { clock: () => number; reads: () => number } {
  let t = 0;
  let n = 0;
  return { clock: () => (n++, (t += step)), reads: () => n };
}

test('a time budget stops the search', () => {
  // 1 ms per read, 30 ms budget: the search stops at the 30th read, long before 1e9 playouts.
  const { clock, reads } = stepClock(1);
  const s: Nim = { stones: 40, toAct: 'a', winner: null, decoy: 0 };
  const r = ismcts(nim, s, { timeMs: 30, playouts: 1e9, clock }, new Rng(seedRng(2)));
  assert.ok(r.playouts > 0 && r.playouts <= 30, `${r.playouts} playouts`);
  assert.equal(reads(), 31, 'the deadline is read once, then the clock until it passes');
  // The same search with a clock that never moves runs to its playout budget.
  const still = ismcts(nim, s, { timeMs: 30, playouts: 200, clock: () => 0 }, new Rng(seedRng(2)));
  assert.equal(still.playouts, 200);
});

test('a search run in slices chooses as the whole search does (main-thread fallback)', async () => {
  const states: Nim[] = [13, 14, 20, 31, 8].map((stones) => ({ stones, toAct: 'b', winner: null, decoy: 0 }));
  const whole = searchBot(nim, { playouts: 50, seed: 4 });
  let yields = 0;
  const sliced = sliceSearchBot(nim, { playouts: 50, seed: 4 }, async () => void yields++, 7);
  const expected = states.map((s) => whole(s).n);
  const got: number[] = [];
  for (const s of states) got.push((await sliced(s)).n);
  assert.deepEqual(got, expected);
  assert.ok(yields >= states.length * 6);
  const search = createSearch(nim, states[0]!, { playouts: 10 }, new Rng(seedRng(1)));
  assert.equal(search.run(4), 4);
  assert.equal(search.run(100), 6);
  assert.ok(search.done);
  assert.equal(search.result().playouts, 10);
});

test('a time budget also ends a long rollout, and the reward estimates the rest', () => {
  // Nim with a million stones: a random rollout plays about 670,000 moves to the end.
  let rolloutMoves = 0;
  const counting: SearchGame<Nim, Take> = {
    ...nim,
    rolloutBot: (seed) => {
      const bot = randomBot(nim, seed);
      return (s) => {
        rolloutMoves++;
        return bot(s);
      };
    },
  };
  const r = ismcts(
    counting,
    { stones: 1_000_000, toAct: 'a', winner: null, decoy: 0 },
    { timeMs: 1, clock: stepClock(0.01).clock }, // out of time 100 reads after the start
    new Rng(seedRng(1)),
  );
  assert.ok(r.playouts >= 1, 'the cut playout still counts');
  assert.ok(rolloutMoves < 300_000, `the rollout stopped at the time budget (${rolloutMoves} moves)`);
  // A playout budget alone never cuts a rollout: the same search without time plays to the end.
  rolloutMoves = 0;
  ismcts(counting, { stones: 3_000, toAct: 'a', winner: null, decoy: 0 }, { playouts: 1 }, new Rng(seedRng(1)));
  assert.ok(rolloutMoves >= 1_000, `a rollout without a time budget plays on to the end (${rolloutMoves} moves)`);
});

test('a progressive bias tries the favoured move first and leaves it only on evidence', () => {
  const start: Nim = { stones: 7, toAct: 'a', winner: null, decoy: 0 };
  // Taking 1 from 7 leaves 6 (a multiple of 3: the winning move); favour the losing take of 2.
  const favouring: SearchGame<Nim, Take> = { ...nim, favoured: () => ({ type: 'take', n: 2 }) };
  const first = createSearch(favouring, start, { playouts: 1, bias: 1 }, new Rng(seedRng(4)));
  first.run(1);
  assert.equal(first.result().children.find((c) => c.visits === 1)?.action.n, 2, 'the favoured move is tried first');
  // With few playouts a strong bias keeps the favoured move; with many the search finds the winning one.
  assert.equal(ismcts(favouring, start, { playouts: 20, bias: 50 }, new Rng(seedRng(4))).action.n, 2);
  assert.equal(ismcts(favouring, start, { playouts: 3000, bias: 0.5 }, new Rng(seedRng(4))).action.n, 1);
  // Without `bias` the game's favoured move is not asked for.
  let asked = 0;
  const counting: SearchGame<Nim, Take> = { ...nim, favoured: () => (asked++, undefined) };
  ismcts(counting, start, { playouts: 50 }, new Rng(seedRng(4)));
  assert.equal(asked, 0);
});

/**
 * A gamble against an opponent who sees the coin: `a` takes a sure 0.4 or gambles; a public coin
 * is then tossed and `b` wins by naming it. Against a `b` who looks at the coin the gamble is lost.
 */
interface Gamble {
  toAct: 'a' | 'b' | null;
  /** The coin the next toss will show (hidden until tossed: determinize redraws it). */
  next: number;
  coin: number | null;
  /** `a`'s reward when over. */
  result: number;
}
type GambleMove = { type: 'safe' } | { type: 'gamble' } | { type: 'name'; coin: number };

const gamble: SearchGame<Gamble, GambleMove> = {
  legalActions: (s) =>
    s.toAct === 'a'
      ? [{ type: 'safe' }, { type: 'gamble' }]
      : s.toAct === 'b'
        ? [0, 1].map((coin) => ({ type: 'name', coin }))
        : [],
  applyAction: (s, a) => ({
    state:
      a.type === 'safe'
        ? { ...s, toAct: null, result: 0.4 }
        : a.type === 'gamble'
          ? { ...s, toAct: 'b', coin: s.next }
          : { ...s, toAct: null, result: a.coin === s.coin ? 0 : 1 },
  }),
  currentSeat: (s) => s.toAct,
  reward: (s, seat) => (seat === 'a' ? s.result : 1 - s.result),
  actionKey: (a) => (a.type === 'name' ? `name${a.coin}` : a.type),
  determinize: (s, _seat, rng) => ({ ...s, next: rng.int(2) }),
  rolloutBot: (seed) => randomBot(gamble, seed),
  observe: (s) => `coin:${s.coin}`,
};

test('observe: a decision after a public chance event is searched apart for each outcome', () => {
  const start: Gamble = { toAct: 'a', next: 0, coin: null, result: 0 };
  const choice = (observe: boolean) => ismcts(gamble, start, { playouts: 2000, observe }, new Rng(seedRng(3)));
  // One node for both coins: `b` cannot name the coin it sees, so the gamble looks like a coin flip (0.5 > 0.4).
  assert.equal(choice(false).action.type, 'gamble');
  // A node per coin: `b` learns to name it, the gamble is lost, and the sure 0.4 is chosen.
  const seen = choice(true);
  assert.equal(seen.action.type, 'safe');
  const g = seen.children.find((c) => c.action.type === 'gamble');
  assert.ok(g && g.value < 0.3, `the gamble is valued as lost (${g?.value})`);
});
