/** Masters of Football for the bot bridge (see bot-game.ts). */
import { levelSearchOptions, levelSpec, sliceSearchBot, type MofLevelSpec } from '@pitchside/engine';
import * as mof from '@pitchside/engine/mof';
import { adviseInSlices, coachOptions, searchOptions, type AnyBot, type BotGame } from './bot-game.js';

export const mofBotGame: BotGame = {
  currentSeat: (s) => mof.currentSeat(s as mof.MofState),
  applyAction: (s, a) => mof.applyAction(s as mof.MofState, a as mof.MofAction),
  makeBot(spec) {
    if (spec.level !== undefined)
      return mof.botForLevel(
        spec.level,
        spec.seed ?? 0,
        spec.timeMs !== undefined ? { timeMs: spec.timeMs } : {},
      ) as AnyBot;
    if (spec.bot === 'random') return mof.randomBot(spec.seed ?? 0) as AnyBot;
    if (spec.bot === 'greedy') return mof.greedyBot() as AnyBot;
    return mof.searchBot(searchOptions(spec)) as AnyBot;
  },
  sliceSearch(spec, yieldToPage) {
    // The same search as `makeBot`'s (a level's: its budget, rollout and tactic bias), in slices.
    const level = spec.level !== undefined ? levelSpec('mof', spec.level) : undefined;
    const { rollout = 'random', ...options } = {
      playouts: mof.SEARCH_PLAYOUTS,
      ...searchOptions(spec, level && levelOptions(level)),
    };
    const game = level ? mof.levelSearchGame(level) : mof.mofSearchGame(rollout);
    return sliceSearchBot(game, options, yieldToPage) as (state: unknown) => Promise<unknown>;
  },
  coach: (spec, s) => mof.coach(s as mof.MofState | mof.MofView, spec.seat, coachOptions(spec)),
  sliceCoach: (spec, s, yieldToPage) =>
    adviseInSlices(mof.createCoach(s as mof.MofState | mof.MofView, spec.seat, coachOptions(spec)), yieldToPage),
};

/** A level's search options and its rollout. */
function levelOptions(level: MofLevelSpec) {
  return { ...levelSearchOptions(level), ...(level.rollout !== undefined ? { rollout: level.rollout } : {}) };
}
