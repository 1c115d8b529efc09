/**
 * The search's own rollout policy for Masters of Football (experimental): each decision is the
 * greedy manager's with probability `greedyShare`, else the random bot's.
 */
import type { Bot } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { greedyBot, randomBot } from './bots.js';
import type { MofAction, MofState } from './types.js';

export function rolloutPolicy(seed: number | string, greedyShare: number): Bot<MofState, MofAction> {
  const greedy = greedyBot();
  const random = randomBot(seed);
  const rng = new Rng(seedRng(`rollout:${seed}`));
  return (s) => (rng.next() < greedyShare ? greedy(s) : random(s));
}
