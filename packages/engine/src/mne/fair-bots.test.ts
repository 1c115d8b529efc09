import { test } from 'node:test';
import { checkFairBot, type FairnessGame } from '../core/test-support.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { game } from './game.js';
import { botForLevel } from './levels.js';
import { createMatch, isOver } from './match.js';
import { searchBot } from './search-bot.js';
import type { MneState, Seat } from './types.js';
import { viewFor } from './view.js';

/** MNE along seeded random matches, every `every` actions. */
const mne = (every: number): FairnessGame<MneState, Seat> => ({
  positions(seed) {
    const out: { s: MneState; seat: Seat }[] = [];
    let s = createMatch({ seed });
    const bots = { home: randomBot(seed), away: randomBot(seed + 1) };
    for (let n = 0; !isOver(s); n++) {
      const seat = game.currentSeat(s) as Seat;
      if (n % every === 0) out.push({ s, seat });
      s = game.applyAction(s, bots[seat](s)).state;
    }
    return out;
  },
  determinize,
  viewFor,
  hidden: (s, seat) => JSON.stringify([s.deck, s.discard, s.teams[seat === 'home' ? 'away' : 'home'].hand, s.rng]),
});

test('the random bot decides from its view only', () => checkFairBot(mne(3), 'random', () => randomBot(9), [1, 2]));
test('the greedy bot decides from its view only', () => checkFairBot(mne(3), 'greedy', () => greedyBot(9), [1, 2]));
test('the search bot decides from its view only', () =>
  checkFairBot(mne(9), 'search', () => searchBot({ seed: 9, playouts: 12 }), [3]));
test('the expert level decides from its view only (its time-aware reward reads only visible counts)', () =>
  checkFairBot(mne(15), 'expert', () => botForLevel('expert', 9), [4]));
