/** Magic Number Eleven for the bot bridge (see bot-game.ts). */
import { levelSearchOptions, levelSpec, sliceSearchBot, type LevelSpec } from '@pitchside/engine';
import * as mne from '@pitchside/engine/mne';
import { adviseInSlices, coachOptions, searchOptions, type AnyBot, type BotGame } from './bot-game.js';

export const mneBotGame: BotGame = {
  currentSeat: (s) => mne.currentSeat(s as mne.MneState),
  applyAction: (s, a) => mne.applyAction(s as mne.MneState, a as mne.MneAction),
  makeBot(spec) {
    const seed = spec.seed ?? 0;
    if (spec.level !== undefined)
      return mne.botForLevel(spec.level, seed, spec.timeMs !== undefined ? { timeMs: spec.timeMs } : {}) as AnyBot;
    if (spec.bot === 'random') return mne.randomBot(seed) as AnyBot;
    if (spec.bot === 'greedy') return mne.greedyBot(seed) as AnyBot;
    return mne.searchBot(searchOptions(spec)) as AnyBot;
  },
  sliceSearch(spec, yieldToPage) {
    // The same search as `makeBot`'s (a level's: its budget, rollout and build-up options), in slices.
    const level = spec.level !== undefined ? levelSpec('mne', spec.level) : undefined;
    const { rollout = 'greedy', ...options } = {
      playouts: mne.SEARCH_PLAYOUTS,
      ...searchOptions(spec, level && levelOptions(level)),
    };
    const game = mne.mneSearchGame(rollout, options.seed, level?.cardPlacements ?? false);
    return sliceSearchBot(game, options, yieldToPage) as (state: unknown) => Promise<unknown>;
  },
  coach: (spec, s) => mne.coach(s as mne.MneState | mne.MneView, spec.seat as mne.Seat, coachOptions(spec)),
  sliceCoach: (spec, s, yieldToPage) =>
    adviseInSlices(
      mne.createCoach(s as mne.MneState | mne.MneView, spec.seat as mne.Seat, coachOptions(spec)),
      yieldToPage,
    ),
};

/** A level's search options and its rollout. */
function levelOptions(level: LevelSpec) {
  return { ...levelSearchOptions(level), ...(level.rollout !== undefined ? { rollout: level.rollout } : {}) };
}
