/** Masters of Football's bot at a named level (the table and the checks are core/levels.ts). */
import type { Bot } from '../core/bots.js';
import { levelBot, type LevelBots, type LevelOptions, type MofLevelSpec } from '../core/levels.js';
import { searchBot } from '../core/mcts.js';
import { greedyBot, randomBot } from './bots.js';
import { levelSearchGame } from './search-bot.js';
import type { MofAction, MofState } from './types.js';

export type { LevelOptions } from '../core/levels.js';

const MOF_BOTS: LevelBots<MofState, MofAction, MofLevelSpec> = {
  game: 'mof',
  // MoF's greedy manager has no choices left to chance: no seed.
  greedy: () => greedyBot(),
  random: (seed) => randomBot(seed),
  search: (spec, options) => searchBot(levelSearchGame(spec), options),
};

/**
 * The bot of `level` (`easy`, `normal`, `hard`, `expert`, or the older names `greedy` and `search`)
 * for any person seat, seeded: with no `timeMs` the same seed makes the same choices. A RuleError
 * `UNKNOWN_LEVEL` for another name.
 */
export function botForLevel(
  level: string,
  seed: number | string = 0,
  options: LevelOptions = {},
): Bot<MofState, MofAction> {
  return levelBot(MOF_BOTS, level, seed, options);
}
