/**
 * The generic game object (core's GameDefinition) so shared machinery — replay, playMatch,
 * simulations, benchmarks — runs Magic Number Eleven; and `replay`, built on it.
 */
import { replayActions, type Applied, type GameDefinition } from '../core/game.js';
import { applyAction, createMatch, currentSeat, inPlace, isOver, legalActions } from './match.js';
import type { MneAction, MneEvent, MneSetup, MneState, Seat } from './types.js';

export const game: GameDefinition<MneState, MneAction, MneEvent, MneSetup, Seat> = {
  id: 'mne',
  createMatch,
  legalActions,
  applyAction,
  currentSeat,
  isOver,
  inPlace,
};

/** Plays `actions` from `setup`; the same setup and actions always give the same match. */
export function replay(setup: MneSetup, actions: readonly MneAction[]): Applied<MneState, MneEvent> {
  return replayActions(game, setup, actions);
}
