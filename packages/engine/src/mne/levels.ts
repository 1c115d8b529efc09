/** Magic Number Eleven's bot at a named level (the table and the checks are core/levels.ts). */
import type { Bot } from '../core/bots.js';
import { levelBot, type LevelBots, type LevelOptions } from '../core/levels.js';
import { searchBot } from '../core/mcts.js';
import { greedyBot, randomBot } from './bots.js';
import { mneSearchGame } from './search-bot.js';
import type { MneAction, MneState } from './types.js';

export type { LevelOptions } from '../core/levels.js';

const MNE_BOTS: LevelBots<MneState, MneAction> = {
  game: 'mne',
  greedy: greedyBot,
  random: randomBot,
  search: (spec, options) =>
    searchBot(mneSearchGame(spec.rollout ?? 'greedy', options.seed, spec.cardPlacements), options),
};

/**
 * The bot of `level` (`easy`, `normal`, `hard`, `expert`, or the older names `greedy` and `search`),
 * seeded: with no `timeMs` the same seed makes the same choices. A RuleError `UNKNOWN_LEVEL` for
 * another name.
 */
export function botForLevel(
  level: string,
  seed: number | string = 0,
  options: LevelOptions = {},
): Bot<MneState, MneAction> {
  return levelBot(MNE_BOTS, level, seed, options);
}
