/** The Control Track's functions as exported: the track data, marker and seat checked. */
import * as track from '../track.js';
import type { ControlState, ControlTrackDef, Seat } from '../types.js';
import { seatArg, numberArg, trackArg } from './arguments.js';

/** How far the marker stands toward the opponent, seen from `seat` (positive = pushed forward). */
export function controlOffset(t: ControlTrackDef, marker: number, seat: Seat): number {
  const fn = 'controlOffset';
  return track.controlOffset(trackArg(fn, t), numberArg(fn, marker, 'marker'), seatArg(fn, seat));
}

/** `seat`'s Control State with the marker at `marker`. */
export function controlState(t: ControlTrackDef, marker: number, seat: Seat): ControlState {
  const fn = 'controlState';
  return track.controlState(trackArg(fn, t), numberArg(fn, marker, 'marker'), seatArg(fn, seat));
}

/** The marker index after `seat` pushes it `steps` spaces toward the opponent, stopping at the end. */
export function pushMarker(t: ControlTrackDef, marker: number, seat: Seat, steps: number): number {
  const fn = 'pushMarker';
  return track.pushMarker(
    trackArg(fn, t),
    numberArg(fn, marker, 'marker'),
    seatArg(fn, seat),
    numberArg(fn, steps, 'steps'),
  );
}

/** True when the marker already stands at the opponent's end, so `seat` cannot PRESS. */
export function atOpponentEnd(t: ControlTrackDef, marker: number, seat: Seat): boolean {
  const fn = 'atOpponentEnd';
  return track.atOpponentEnd(trackArg(fn, t), numberArg(fn, marker, 'marker'), seatArg(fn, seat));
}
