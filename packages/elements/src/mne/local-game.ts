/**
 * A Magic Number Eleven match played on the page (`<mne-match>` without `view`): the shared
 * `LocalGameController` with MNE's engine functions. What is MNE's own: two seats, the whole log
 * kept (the move log tells the match from the Star Players revealed), undo for persons sharing the
 * device, and a spectator's view at the final whistle of a hotseat match.
 */
import {
  applyAction,
  currentSeat,
  legalActions,
  viewFor,
  type MneAction,
  type MneEvent,
  type MneState,
  type MneView,
  type Seat,
} from '@pitchside/engine/mne';
import type { LocalRules } from '../shared/local-game-controller.js';

/** Who plays a seat: a person on this device or the engine's bot. */
export type MnePlayer = 'human' | 'bot';

/** What `mne-move` tells the page: a move was played, by a person or by the computer. */
export interface MneMoveDetail {
  seat: Seat;
  action: MneAction;
  by: MnePlayer;
}

export const MNE_SEATS: readonly Seat[] = ['home', 'away'];

/** MNE's engine functions for the shared `LocalGameController`. */
export const mneRules: LocalRules<MneState, MneView, MneAction, MneEvent> = {
  game: 'mne',
  applyAction,
  legalActions,
  viewFor: viewFor as (state: MneState, seat: string) => MneView, // the controller asks for a seat of the match
  currentSeat,
  seats: () => MNE_SEATS,
  logLimit: Infinity,
  idleViewer: 'spectator',
  undo: true,
};

/** The log of a new match opens with the Star Players revealed for the draft. */
export function openingLog(state: MneState): MneEvent[] {
  return [{ type: 'starsRevealed', round: 0, cards: state.draft?.revealed ?? [] }];
}
