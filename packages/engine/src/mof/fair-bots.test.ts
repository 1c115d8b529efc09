import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkFairBot, type FairnessGame } from '../core/test-support.js';
import { Rng, seedRng } from '../core/rng.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { applyAction, currentSeat, isOver } from './engine.js';
import { createChampionship, createMatch } from './setup.js';
import { onlyDiceLeft } from './match-odds.js';
import { searchBot } from './search-bot.js';
import type { ActionCardDef, MatchState, MofState, PlayedCard } from './types.js';
import { indexOf } from './data/index.js';
import { cardVictim, isMoneyCard } from './rules/action-cards.js';
import { factsOf } from './rules/facts.js';
import { viewFor } from './view.js';

/** MoF along seeded random matches, every `every` actions. */
const mof = (every: number): FairnessGame<MofState, string> => ({
  positions(seed) {
    const out: { s: MofState; seat: string }[] = [];
    const bot = randomBot(seed);
    let s = createMatch({ seed });
    for (let n = 0; !isOver(s); n++) {
      const seat = currentSeat(s) as string;
      if (n % every === 0) out.push({ s, seat });
      s = applyAction(s, bot(s)).state;
    }
    return out;
  },
  determinize,
  viewFor,
  // What the seat cannot see that determinize redeals: the action stack, other hands, other sides'
  // face-down cards, the RNG.
  hidden: (s, seat) =>
    JSON.stringify([
      s.decks.actions,
      s.teams.filter((t) => t.seat !== seat).map((t) => t.hand),
      s.matches.map((m) => m.sides.filter((sd) => s.teams[sd.team]?.seat !== seat).map((sd) => sd.facedown)),
      s.rng,
    ]),
});

test('the random bot decides from its view only', () => checkFairBot(mof(3), 'random', () => randomBot(9), [1, 2]));
test('the greedy bot decides from its view only', () => checkFairBot(mof(3), 'greedy', () => greedyBot(), [1, 2]));
test('the search bot decides from its view only', () =>
  checkFairBot(mof(4), 'search', () => searchBot({ seed: 9, playouts: 12 }), [3, 4]));
test('the search bot deciding second-half windows by the win odds decides from its view only', () => {
  // Only the second-half turn windows, where the other side's hand counts in the win odds.
  const windows: FairnessGame<MofState, string> = {
    ...mof(1),
    positions: (seed) =>
      mof(1)
        .positions(seed)
        .filter(({ s }) => onlyDiceLeft(s)),
  };
  // (Enough matches that a bot reading the other side's true hand in these windows fails: checked.)
  const seeds = Array.from({ length: 150 }, (_, i) => i + 1);
  checkFairBot(
    windows,
    'search, windows by the win odds',
    () => searchBot({ seed: 9, playouts: 12, oddsWindows: true }),
    seeds,
  );
});

test('determinize redeals other teams’ player and manager offers in a championship, keeping the view', () => {
  const rng = new Rng(seedRng('fair:offers'));
  let offers = 0;
  let managers = 0;
  let s = createChampionship({ seed: 8, seats: 3 });
  const bot = randomBot(8);
  for (let n = 0; !isOver(s) && n < 4000; n++) {
    const seat = currentSeat(s) as string;
    const other = determinize(s, seat, rng);
    assert.deepEqual(viewFor(other, seat), viewFor(s, seat), `action ${n}, ${seat}`);
    const theirs = (x: MofState, key: 'offer' | 'managerOffer') =>
      JSON.stringify(x.teams.filter((t) => t.seat !== seat).map((t) => t[key]));
    if (theirs(other, 'offer') !== theirs(s, 'offer')) offers++;
    if (theirs(other, 'managerOffer') !== theirs(s, 'managerOffer')) managers++;
    // Every player is still in exactly one place.
    const players = (x: MofState) =>
      [...x.decks.gold, ...x.decks.silver, ...x.decks.bronze, ...x.decks.wood, ...x.teams.flatMap((t) => t.offer)]
        .sort()
        .join();
    assert.equal(players(other), players(s));
    s = applyAction(s, bot(s)).state;
  }
  assert.ok(offers > 5, `player offers redealt ${offers} times`);
  assert.ok(managers > 0, `manager offers redealt ${managers} times`);
});

test('determinize redeals a line-up still face down among the teams its squad could field, keeping the view', () => {
  const rng = new Rng(seedRng('fair:lineups'));
  const bot = greedyBot();
  let checked = 0;
  for (const seed of [1, 2, 3, 4]) {
    let s = createMatch({ seed });
    while (!isOver(s) && !s.matches[0]?.shown) {
      const seat = currentSeat(s) as string;
      const m = s.matches[0];
      const theirs = m?.sides.find((sd) => s.teams[sd.team]?.seat !== seat);
      if (m && theirs && theirs.lineup.length > 0) {
        const seen = new Set<string>();
        for (let k = 0; k < 20; k++) {
          const other = determinize(s, seat, rng);
          assert.deepEqual(viewFor(other, seat), viewFor(s, seat), `seed ${seed}, ${seat}`);
          const lineup: string[] = other.matches[0]?.sides.find((sd) => sd.team === theirs.team)?.lineup ?? [];
          assert.equal(lineup.length, 3);
          seen.add([...lineup].sort().join());
        }
        // The true line-up does not stay put: the opponent's face-down team is not read (unless a
        // face-down card names one of his players).
        const named = m.sides.some((sd) => sd.facedown.some((pc) => pc.player !== undefined));
        if (!named) {
          assert.ok(seen.size > 1, `seed ${seed}: ${seen.size} line-ups sampled`);
          checked++;
        }
      }
      s = applyAction(s, bot(s)).state;
    }
  }
  assert.ok(checked >= 4, `${checked} positions checked`);
});

test('determinize does not read the cards an opponent placed face down: swapping them for unseen cards changes no world', () => {
  const bot = greedyBot();
  let checked = 0;
  let varied = 0;
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    let s = createMatch({ seed });
    const ix = indexOf(s.data);
    for (let n = 0; !isOver(s) && n < 400; n++) {
      const seat = currentSeat(s) as string;
      const m = s.matches[0] as MatchState;
      const side = m.sides.findIndex((sd) => s.teams[sd.team]?.seat !== seat && sd.facedown.length > 0);
      const swap = s.decks.actions.find((id) => {
        const def = ix.card.get(id);
        return def !== undefined && !isMoneyCard(def) && !factsOf(ix).card[id]?.playerMod;
      });
      if (side >= 0 && swap !== undefined) {
        // The same view, another card face down: the true one goes to the action stack.
        const sd = m.sides[side] as MatchState['sides'][0];
        const was = (sd.facedown[0] as PlayedCard).card;
        const def = ix.card.get(swap) as ActionCardDef;
        const facedown = [
          { card: swap, by: sd.facedown[0]?.by as string, side: cardVictim(def, side as 0 | 1), active: false },
        ];
        const sides = m.sides.map((x, k) =>
          k === side ? { ...x, facedown: [...facedown, ...x.facedown.slice(1)] } : x,
        );
        const other: MofState = {
          ...s,
          decks: {
            ...s.decks,
            actions: s.decks.actions.map((id, k) => (k === s.decks.actions.indexOf(swap) ? was : id)),
          },
          matches: [{ ...m, sides: sides as MatchState['sides'] }],
        };
        assert.deepEqual(viewFor(other, seat), viewFor(s, seat));
        for (const k of [1, 2, 3]) {
          const world = determinize(s, seat, new Rng(seedRng(`facedown:${seed}:${n}:${k}`)));
          assert.deepEqual(determinize(other, seat, new Rng(seedRng(`facedown:${seed}:${n}:${k}`))), world);
          const dealt = world.matches[0]?.sides[side]?.facedown ?? [];
          assert.equal(dealt.length, sd.facedown.length);
          if (dealt.some((pc, j) => pc.card !== sd.facedown[j]?.card)) varied++;
        }
        checked++;
      }
      s = applyAction(s, bot(s)).state;
    }
  }
  assert.ok(checked >= 3, `${checked} positions with face-down cards checked`);
  assert.ok(varied > checked, `face-down cards redealt in ${varied} worlds of ${3 * checked}`);
});
