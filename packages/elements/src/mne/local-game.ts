/**
 * A Magic Number Eleven match played on the page (`<mne-match>` without `view`): the shared
 * `LocalGameController` with MNE's engine functions. What is MNE's own: two seats, the whole log
 * kept (the move log tells the match from the Star Players revealed), undo for persons sharing the
 * device, and a spectator's view at the final whistle of a hotseat match.
 */
import type { ReactiveControllerHost } from 'lit';
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
  type ViewerSeat,
} from '@pitchside/engine/mne';
import { LocalGameController, type LocalGameHooks, type LocalRules } from '../shared/local-game-controller.js';

/** Who plays a seat: a person on this device or the engine's bot. */
export type MnePlayer = 'human' | 'bot';

/** What `mne-move` tells the page: a move was played, by a person or by the computer. */
export interface MneMoveDetail {
  seat: Seat;
  action: MneAction;
  by: MnePlayer;
}

export const MNE_SEATS: readonly Seat[] = ['home', 'away'];

export const mneRules: LocalRules<MneState, MneView, MneAction, MneEvent> = {
  game: 'mne',
  applyAction,
  legalActions,
  viewFor: (state, seat) => viewFor(state, seat as ViewerSeat),
  currentSeat,
  seats: () => MNE_SEATS,
  logLimit: Infinity,
  idleViewer: 'spectator',
  undo: true,
};

export type MneLocalGame = LocalGameController<MneState, MneView, MneAction, MneEvent>;

export function mneLocalGame(host: ReactiveControllerHost, hooks: LocalGameHooks<MneAction, MneEvent>): MneLocalGame {
  return new LocalGameController(host, mneRules, hooks);
}

/** The log of a new match opens with the Star Players revealed for the draft. */
export function openingLog(state: MneState): MneEvent[] {
  return [{ type: 'starsRevealed', round: 0, cards: state.draft?.revealed ?? [] }];
}
