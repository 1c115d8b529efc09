/** The random and greedy bots as exported; their seeds checked, the bots they make trusting their states. */
import type { Bot } from '../../core/bots.js';
import * as bots from '../bots.js';
import type { MneAction, MneState } from '../types.js';
import * as levels from '../levels.js';
import { isObject, badArgument, numberArg, seedArg } from './arguments.js';

// The bots they make are for the loops that own their states (they trust them, as `game` does).

/** A seeded bot choosing uniformly among the legal actions. */
export function randomBot(seed: number | string = 0): Bot<MneState, MneAction> {
  return bots.randomBot(seedArg('randomBot', seed));
}

/** A seeded bot that shoots when its odds are good and builds icons otherwise. */
export function greedyBot(seed: number | string = 0): Bot<MneState, MneAction> {
  return bots.greedyBot(seedArg('greedyBot', seed));
}

/**
 * The bot of a named level (`easy`, `normal`, `hard`, `expert`; `greedy` and `search` are older
 * names of normal and hard), seeded; a RuleError `UNKNOWN_LEVEL` for another name.
 */
export function botForLevel(
  level: string,
  seed: number | string = 0,
  options: levels.LevelOptions = {},
): Bot<MneState, MneAction> {
  const fn = 'botForLevel';
  if (!isObject(options)) badArgument(fn, 'options', 'must be an object', options);
  if (options.timeMs !== undefined) numberArg(fn, options.timeMs, 'options.timeMs');
  return levels.botForLevel(level, seedArg(fn, seed), options);
}
