import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bot } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { game } from './game.js';
import { createMatch, isOver } from './match.js';
import { searchBot } from './search-bot.js';
import type { MneAction, MneState, Seat } from './types.js';
import { viewFor } from './view.js';

/** Positions along a seeded random match, every `every` actions, with the seat to act. */
function positions(seed: number, every: number): { s: MneState; seat: Seat }[] {
  const out: { s: MneState; seat: Seat }[] = [];
  let s = createMatch({ seed });
  const bots = { home: randomBot(seed), away: randomBot(seed + 1) };
  for (let n = 0; !isOver(s); n++) {
    const seat = game.currentSeat(s) as Seat;
    if (n % every === 0) out.push({ s, seat });
    s = game.applyAction(s, bots[seat](s)).state;
  }
  return out;
}

const hidden = (s: MneState, seat: Seat) =>
  JSON.stringify([s.deck, s.discard, s.teams[seat === 'home' ? 'away' : 'home'].hand, s.rng]);

/**
 * A fair bot decides from its seat's view: the same view with other hidden cards (another deck
 * order, another opponent hand, another RNG) must give the same action, with the bot seeded alike.
 */
function checkFair(name: string, make: () => Bot<MneState, MneAction>, seeds: number[], every: number) {
  let compared = 0;
  for (const seed of seeds) {
    const rng = new Rng(seedRng(`fair:${seed}`));
    for (const { s, seat } of positions(seed, every)) {
      const other = determinize(s, seat, rng);
      assert.deepEqual(viewFor(other, seat), viewFor(s, seat));
      if (hidden(other, seat) === hidden(s, seat)) continue;
      compared++;
      assert.deepEqual(make()(other), make()(s), `${name}, match ${seed}, ${s.phase}, ${seat} to act`);
    }
  }
  assert.ok(compared > 5, `${name}: ${compared} positions compared`);
}

test('the random bot decides from its view only', () => checkFair('random', () => randomBot(9), [1, 2], 3));
test('the greedy bot decides from its view only', () => checkFair('greedy', () => greedyBot(9), [1, 2], 3));
test('the search bot decides from its view only', () =>
  checkFair('search', () => searchBot({ seed: 9, playouts: 12 }), [3], 9));
