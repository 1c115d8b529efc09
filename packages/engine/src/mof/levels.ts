/** Masters of Football's bot at a named level (the table is core/levels.ts). */
import type { Bot } from '../core/bots.js';
import { RuleError } from '../core/errors.js';
import { levelSearchOptions, levelSpec, resolveLevel, withMistakes } from '../core/levels.js';
import { searchBot as coreSearchBot } from '../core/mcts.js';
import { greedyBot, randomBot } from './bots.js';
import { mofSearchGame } from './search-bot.js';
import type { MofAction, MofState } from './types.js';

export interface LevelOptions {
  /** A time cap per decision for the search levels, in milliseconds (then choices depend on speed). */
  timeMs?: number;
}

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
  const spec = levelSpec('mof', resolveLevel(level));
  const { timeMs } = options ?? {};
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !Number.isFinite(timeMs)))
    throw new RuleError(
      'INVALID_ARGUMENT',
      `botForLevel: options.timeMs must be a finite number, got ${String(timeMs)}.`,
      'options.timeMs',
    );
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    throw new RuleError(
      'INVALID_ARGUMENT',
      `botForLevel: seed must be a number or a string, got ${String(seed)}.`,
      'seed',
    );
  if (spec.bot === 'greedy') return withMistakes(greedyBot(), randomBot(`${seed}:r`), spec.mistakes ?? 0, seed);
  const search = { seed, ...levelSearchOptions(spec), ...(timeMs !== undefined ? { timeMs } : {}) };
  return coreSearchBot(mofSearchGame(spec.rollout ?? 'random'), search);
}
