/** The random and greedy bots as exported; their seeds checked, the bots they make trusting their states. */
import type { Bot } from '../../core/bots.js';
import * as bots from '../bots.js';
import type { MneAction, MneState } from '../types.js';
import { seedArg } from './arguments.js';

// The bots they make are for the loops that own their states (they trust them, as `game` does).

/** A seeded bot choosing uniformly among the legal actions. */
export function randomBot(seed: number | string = 0): Bot<MneState, MneAction> {
  return bots.randomBot(seedArg('randomBot', seed));
}

/** A seeded bot that shoots when its odds are good and builds icons otherwise. */
export function greedyBot(seed: number | string = 0): Bot<MneState, MneAction> {
  return bots.greedyBot(seedArg('greedyBot', seed));
}
