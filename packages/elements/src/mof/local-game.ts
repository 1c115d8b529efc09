/**
 * A Masters of Football game played on the page (`<mof-match>`, `<mof-championship>` without
 * `view`): the shared `LocalGameController` with MoF's engine functions. What is MoF's own: any
 * number of seats (a championship's persons and bots), the log's last 300 events, and no wait
 * between bot moves in a championship match no person plays.
 */
import {
  applyAction,
  currentSeat,
  legalActions,
  viewFor,
  type MofAction,
  type MofEvent,
  type MofState,
  type MofView,
} from '@pitchside/engine/mof';
import type { LocalRules } from '../shared/local-game-controller.js';

/** MoF's engine functions for the shared `LocalGameController`. */
export const mofRules: LocalRules<MofState, MofView, MofAction, MofEvent> = {
  game: 'mof',
  applyAction,
  legalActions,
  viewFor,
  currentSeat,
  seats: (state) => state.seats,
  logLimit: 300,
  idleViewer: 'last',
  undo: false,
  pause: (s, bots, delay) => {
    // A person has something to follow: a stage decision, a match one of them plays, a stand-alone
    // match however it is played.
    if (s.kind !== 'championship' || s.stage !== 'matchday') return delay;
    const m = s.matches[s.active];
    const seats = m ? m.sides.map((side) => s.teams[side.team]?.seat ?? null) : [];
    return seats.some((seat) => seat !== null && !bots.has(seat)) ? delay : 0;
  },
};
