import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playMatch } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { game } from './game.js';
import { createMatch, isOver, result } from './match.js';
import * as checked from './api/search.js';
import { mneSearchGame, searchBot } from './search-bot.js';
import type { MneAction, MneState, Seat } from './types.js';
import { viewFor } from './view.js';

/** States along a seeded random match, every `every` actions. */
function statesOfMatch(seed: number, every: number): MneState[] {
  const out: MneState[] = [];
  let s = createMatch({ seed });
  const bots = { home: randomBot(seed), away: randomBot(seed + 1) };
  for (let n = 0; !isOver(s); n++) {
    if (n % every === 0) out.push(s);
    s = game.applyAction(s, bots[game.currentSeat(s) as Seat](s)).state;
  }
  return out;
}

test('determinize: the seat’s view is unchanged, the unseen cards are redealt, the input untouched', () => {
  const rng = new Rng(seedRng('det'));
  let redealt = 0;
  for (const s of statesOfMatch(3, 3)) {
    const before = JSON.stringify(s);
    for (const seat of ['home', 'away'] as const) {
      const d = determinize(s, seat, rng);
      assert.deepEqual(viewFor(d, seat), viewFor(s, seat));
      const cards = (x: MneState) =>
        [
          ...x.deck,
          ...x.discard,
          ...x.teams.home.hand,
          ...x.teams.away.hand,
          ...x.tempo,
          ...(x.shot ? [...x.shot.attackCards, ...x.shot.defenceCards].map((p) => p.card) : []),
        ].sort();
      assert.deepEqual(cards(d), cards(s), 'the same synergy cards, only where they are changes');
      const other = seat === 'home' ? 'away' : 'home';
      if (JSON.stringify([d.deck, d.teams[other].hand]) !== JSON.stringify([s.deck, s.teams[other].hand])) redealt++;
    }
    assert.equal(JSON.stringify(s), before);
  }
  assert.ok(redealt > 10, `hidden cards were resampled (${redealt} times)`);
});

test('search bot: deterministic for a seed and a playout budget', () => {
  const states = statesOfMatch(11, 9)
    .filter((s) => s.phase === 'play')
    .slice(0, 6);
  const run = () => {
    const bot = searchBot({ playouts: 40, seed: 5, rollout: 'random' });
    return states.map((s) => JSON.stringify(bot(s)));
  };
  assert.deepEqual(run(), run());
});

test('search bot beats the random bot in a short seeded series (either seat)', () => {
  let points = 0;
  const matches = 4;
  for (let i = 0; i < matches; i++) {
    const me: Seat = i % 2 === 0 ? 'home' : 'away';
    const bots = { home: randomBot(100 + i), away: randomBot(200 + i) };
    bots[me] = searchBot({ playouts: 20, seed: i });
    const r = result(playMatch(game, { seed: 300 + i }, bots).state);
    assert.ok(r);
    points += r.winner === me ? 1 : r.winner === null ? 0.5 : 0;
  }
  assert.ok(points >= 3, `search scored ${points} of ${matches}`);
});

test('cardPlacements: the search also weighs building up with each player card it may place', () => {
  const plain = mneSearchGame('greedy', 0);
  const wide = mneSearchGame('greedy', 0, true);
  let widened = 0;
  let s = createMatch({ seed: 5 });
  const bots = { home: greedyBot(5), away: greedyBot(6) };
  while (!isOver(s)) {
    if (s.phase === 'play' && s.step === 'player') {
      const legal = game.legalActions(s);
      const before = (plain.candidates as NonNullable<typeof plain.candidates>)(s, legal);
      const after = (wide.candidates as NonNullable<typeof wide.candidates>)(s, legal);
      // Everything searched before is still searched, each added option is a legal placement of a
      // card not placed by the others, one per card, and every placeable card is built up with.
      const key = (a: MneAction) => JSON.stringify(a);
      const was = new Set(before.map(key));
      const now = new Set(after.map(key));
      for (const a of before) assert.ok(now.has(key(a)), key(a));
      const added = after.filter((a) => !was.has(key(a)));
      const cards = added.map((a) => (a.type === 'place' ? a.card : ''));
      assert.equal(new Set(cards).size, cards.length);
      for (const a of added) {
        assert.ok(legal.some((l) => key(l) === key(a)) && a.type === 'place');
        assert.ok(!before.some((b) => b.type === 'place' && b.card === a.card));
      }
      const placeable = new Set(legal.flatMap((a) => (a.type === 'place' ? [a.card] : [])));
      const built = new Set(after.flatMap((a) => (a.type === 'place' ? [a.card] : [])));
      assert.deepEqual([...built].sort(), [...placeable].sort());
      if (added.length > 0) widened++;
    }
    s = game.applyAction(s, bots[game.currentSeat(s) as Seat](s)).state;
  }
  assert.ok(widened > 5, `${widened} Player Actions widened`);
});

test('cardPlacements must be a boolean where the search is exported', () => {
  assert.throws(() => checked.searchBot({ cardPlacements: 'yes' as unknown as boolean }), {
    code: 'INVALID_ARGUMENT',
  });
  assert.throws(() => checked.mneSearchGame('greedy', 0, 1 as unknown as boolean), { code: 'INVALID_ARGUMENT' });
  assert.equal(typeof checked.searchBot({ cardPlacements: true }), 'function');
});
