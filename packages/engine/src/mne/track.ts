/**
 * Control Track (rulebook: "Control Track & Marker"; decisions: docs/rules/mne.md#control-track).
 * A line of spaces shared by both teams; the marker's offset from the middle, seen from a team,
 * gives that team's Control State, which caps how many synergy cards it may add to a shot.
 */

/** MNE's two seats (core's `SeatId`, narrowed): the Home and Away teams. */
export type Seat = 'home' | 'away';
export type ControlState = 'aggressive' | 'normal' | 'defensive';

/** Data: the track's length, where the marker starts, and the offset thresholds of each state. */
export interface ControlTrackDef {
  /** Number of spaces; index 0 is Home's end, `spaces - 1` is Away's end. */
  spaces: number;
  /** Where the marker starts each half and returns after a goal. */
  start: number;
  /** A team whose offset is at least this is Aggressive. */
  aggressiveFrom: number;
  /** A team whose offset is at most this is Defensive. */
  defensiveTo: number;
}

export const DEFAULT_TRACK: ControlTrackDef = Object.freeze({
  spaces: 7,
  start: 3,
  aggressiveFrom: 2,
  defensiveTo: -2,
});

/** How many synergy cards from hand the attacker may add to a shot in each Control State. */
export const HAND_CARDS_BY_CONTROL: Record<ControlState, number> = { aggressive: 2, normal: 1, defensive: 0 };

/** How far the marker stands toward the opponent, seen from `seat` (positive = pushed forward). */
export function controlOffset(track: ControlTrackDef, marker: number, seat: Seat): number {
  return seat === 'home' ? marker - track.start : track.start - marker;
}

export function controlState(track: ControlTrackDef, marker: number, seat: Seat): ControlState {
  const offset = controlOffset(track, marker, seat);
  if (offset >= track.aggressiveFrom) return 'aggressive';
  if (offset <= track.defensiveTo) return 'defensive';
  return 'normal';
}

/** The marker index after `seat` pushes it `steps` spaces toward the opponent, stopping at the end. */
export function pushMarker(track: ControlTrackDef, marker: number, seat: Seat, steps: number): number {
  const target = seat === 'home' ? marker + steps : marker - steps;
  return Math.max(0, Math.min(track.spaces - 1, target));
}

/** True when the marker already stands at the opponent's end, so `seat` cannot PRESS. */
export function atOpponentEnd(track: ControlTrackDef, marker: number, seat: Seat): boolean {
  return seat === 'home' ? marker === track.spaces - 1 : marker === 0;
}

// The track's part of a scenario description, for a page showing only the track.
export { scenarioMarker } from './track-scenario.js';
