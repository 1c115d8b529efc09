/** Masters of Football for the bot bridge (see bot-game.ts). */
import { sliceSearchBot } from '@pitchside/engine';
import * as mof from '@pitchside/engine/mof';
import { adviseInSlices, coachOptions, searchOptions, type AnyBot, type BotGame } from './bot-game.js';

export const mofBotGame: BotGame = {
  currentSeat: (s) => mof.currentSeat(s as mof.MofState),
  applyAction: (s, a) => mof.applyAction(s as mof.MofState, a as mof.MofAction),
  makeBot(spec) {
    if (spec.bot === 'random') return mof.randomBot(spec.seed ?? 0) as AnyBot;
    if (spec.bot === 'greedy') return mof.greedyBot() as AnyBot;
    return mof.searchBot(searchOptions(spec)) as AnyBot;
  },
  sliceSearch(spec, yieldToPage) {
    const options = { playouts: mof.SEARCH_PLAYOUTS, ...searchOptions(spec) };
    return sliceSearchBot(mof.mofSearchGame(), options, yieldToPage) as (state: unknown) => Promise<unknown>;
  },
  coach: (spec, s) => mof.coach(s as mof.MofState, spec.seat, coachOptions(spec)),
  sliceCoach: (spec, s, yieldToPage) =>
    adviseInSlices(mof.createCoach(s as mof.MofState, spec.seat, coachOptions(spec)), yieldToPage),
};
