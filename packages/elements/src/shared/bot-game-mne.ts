/** Magic Number Eleven for the bot bridge (see bot-game.ts). */
import { sliceSearchBot } from '@pitchside/engine';
import * as mne from '@pitchside/engine/mne';
import { adviseInSlices, coachOptions, searchOptions, type AnyBot, type BotGame } from './bot-game.js';

export const mneBotGame: BotGame = {
  currentSeat: (s) => mne.currentSeat(s as mne.MneState),
  applyAction: (s, a) => mne.applyAction(s as mne.MneState, a as mne.MneAction),
  makeBot(spec) {
    const seed = spec.seed ?? 0;
    if (spec.bot === 'random') return mne.randomBot(seed) as AnyBot;
    if (spec.bot === 'greedy') return mne.greedyBot(seed) as AnyBot;
    return mne.searchBot(searchOptions(spec)) as AnyBot;
  },
  sliceSearch(spec, yieldToPage) {
    const options = { playouts: mne.SEARCH_PLAYOUTS, ...searchOptions(spec) };
    const game = mne.mneSearchGame('greedy', options.seed);
    return sliceSearchBot(game, options, yieldToPage) as (state: unknown) => Promise<unknown>;
  },
  coach: (spec, s) => mne.coach(s as mne.MneState, spec.seat as mne.Seat, coachOptions(spec)),
  sliceCoach: (spec, s, yieldToPage) =>
    adviseInSlices(mne.createCoach(s as mne.MneState, spec.seat as mne.Seat, coachOptions(spec)), yieldToPage),
};
