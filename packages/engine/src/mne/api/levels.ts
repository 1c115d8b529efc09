/**
 * The bots of the named levels as exported, their arguments checked. A module of its own: the
 * search levels import the search, which a page importing only the greedy bot must not download.
 */
import type { Bot } from '../../core/bots.js';
import * as levels from '../levels.js';
import type { MneAction, MneState } from '../types.js';
import { isObject, badArgument, numberArg, seedArg } from './arguments.js';

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
