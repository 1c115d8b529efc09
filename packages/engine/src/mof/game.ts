/**
 * Masters of Football as core `GameDefinition`s (id 'mof'): one for a stand-alone match, one for a
 * championship, so core's `replayActions`, `playMatch` and the benchmarks drive both; and `replay`.
 */
import type { GameDefinition, Applied } from '../core/game.js';
import { replayActions } from '../core/game.js';
import type { ChampionshipSetup, MatchSetup, MofAction, MofEvent, MofState } from './types.js';
import { createChampionship, createMatch } from './setup.js';
import { applyAction, currentSeat, inPlaceStepper, isOver, legalActions } from './engine.js';

export const game: GameDefinition<MofState, MofAction, MofEvent, MatchSetup, string> = {
  id: 'mof',
  createMatch,
  legalActions,
  applyAction,
  currentSeat,
  isOver,
  inPlace: inPlaceStepper,
};

export const championshipGame: GameDefinition<MofState, MofAction, MofEvent, ChampionshipSetup, string> = {
  id: 'mof',
  createMatch: createChampionship,
  legalActions,
  applyAction,
  currentSeat,
  isOver,
  inPlace: inPlaceStepper,
};

/** Replays a stand-alone match (or, with `championship: true` in the setup, a championship). */
export function replay(
  setup: MatchSetup | (ChampionshipSetup & { championship: true }),
  actions: readonly MofAction[],
): Applied<MofState, MofEvent> {
  if ('championship' in setup) {
    const { championship: _omit, ...rest } = setup;
    void _omit;
    return replayActions(championshipGame, rest, actions);
  }
  return replayActions(game, setup, actions);
}
