import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bot } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { applyAction, currentSeat, isOver } from './engine.js';
import { createChampionship, createMatch } from './setup.js';
import { searchBot } from './search-bot.js';
import type { MofAction, MofState } from './types.js';
import { viewFor } from './view.js';

/** Positions along a seeded random match, every `every` actions, with the seat to act. */
function positions(seed: number, every: number): { s: MofState; seat: string }[] {
  const out: { s: MofState; seat: string }[] = [];
  const bot = randomBot(seed);
  let s = createMatch({ seed });
  for (let n = 0; !isOver(s); n++) {
    const seat = currentSeat(s) as string;
    if (n % every === 0) out.push({ s, seat });
    s = applyAction(s, bot(s)).state;
  }
  return out;
}

/** What the seat cannot see that determinize redeals: the action stack, other hands, the RNG. */
const hidden = (s: MofState, seat: string) =>
  JSON.stringify([s.decks.actions, s.teams.filter((t) => t.seat !== seat).map((t) => t.hand), s.rng]);

/**
 * A fair bot decides from its seat's view: the same view with other hidden cards (another order of
 * the stacks, other cards in the opponent's hand, another RNG) must give the same action, with the
 * bot seeded alike.
 */
function checkFair(name: string, make: () => Bot<MofState, MofAction>, seeds: number[], every: number) {
  let compared = 0;
  for (const seed of seeds) {
    const rng = new Rng(seedRng(`fair:${seed}`));
    for (const { s, seat } of positions(seed, every)) {
      const other = determinize(s, seat, rng);
      assert.deepEqual(viewFor(other, seat), viewFor(s, seat));
      if (hidden(other, seat) === hidden(s, seat)) continue;
      compared++;
      assert.deepEqual(make()(other), make()(s), `${name}, match ${seed}, ${seat} to act`);
    }
  }
  assert.ok(compared > 5, `${name}: ${compared} positions compared`);
}

test('the random bot decides from its view only', () => checkFair('random', () => randomBot(9), [1, 2], 3));
test('the greedy bot decides from its view only', () => checkFair('greedy', () => greedyBot(), [1, 2], 3));
test('the search bot decides from its view only', () =>
  checkFair('search', () => searchBot({ seed: 9, playouts: 12 }), [3, 4], 4));

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
