/**
 * Who acts now (rulebook: "Signing Star Players", "Lineup", "Half Time", "Penalty Kick"): the seat
 * a match waits for in each phase. A leaf of the rules, so that a seat's view (view.ts) needs no
 * part of the match flow.
 */
import type { MneState, Seat } from '../types.js';
import { other } from './context.js';

const SEATS: readonly Seat[] = ['home', 'away'];

/** Pick order of each draft round. */
export const DRAFT_ORDER: readonly (readonly [Seat, Seat])[] = [
  ['away', 'home'],
  ['home', 'away'],
  ['away', 'home'],
];

/** The seat that must act now, or null when the match is over. */
export function currentSeat(s: MneState): Seat | null {
  // The match is nearly always in play: that case first (each case is a comparison in turn).
  if (s.phase === 'play') return s.step === 'defence' || s.step === 'penaltySave' ? other(s.active) : s.active;
  switch (s.phase) {
    case 'over':
      return null;
    case 'draft':
      return draftSeat(s);
    case 'lineup':
      return lineupSeat(s);
    case 'halfTime':
      return halfTimeSeat(s);
    case 'shootout':
      return s.shootout && s.shootout.kick !== null ? other(s.shootout.kicker) : (s.shootout?.kicker ?? null);
  }
}

/** Who picks next in the draft. */
export function draftSeat(s: MneState): Seat {
  const d = s.draft;
  return (d && DRAFT_ORDER[d.round]?.[d.picks]) ?? 'home';
}

/** Who chooses a lineup: Home first, then Away. */
export function lineupSeat(s: MneState): Seat {
  return s.lineup.home ? 'away' : 'home';
}

/** The first seat not yet ready at half time, or null when both are. */
export function halfTimeSeat(s: MneState): Seat | null {
  return SEATS.find((seat) => !s.ready.includes(seat)) ?? null;
}
