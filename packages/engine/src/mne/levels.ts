/** Magic Number Eleven's bot at a named level (the table is core/levels.ts). */
import type { Bot } from '../core/bots.js';
import { levelSearchOptions, levelSpec, resolveLevel, withMistakes } from '../core/levels.js';
import { searchBot as coreSearchBot } from '../core/mcts.js';
import { greedyBot, randomBot } from './bots.js';
import { mneSearchGame } from './search-bot.js';
import type { MneAction, MneState } from './types.js';

export interface LevelOptions {
  /** A time cap per decision for the search levels, in milliseconds (then choices depend on speed). */
  timeMs?: number;
}

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
  const spec = levelSpec('mne', resolveLevel(level));
  if (spec.bot === 'greedy') return withMistakes(greedyBot(seed), randomBot(`${seed}:r`), spec.mistakes ?? 0, seed);
  const search = {
    seed,
    ...levelSearchOptions(spec),
    ...(options.timeMs !== undefined ? { timeMs: options.timeMs } : {}),
  };
  return coreSearchBot(mneSearchGame(spec.rollout ?? 'greedy', seed), search);
}
