/**
 * The checks of the arguments of `@pitchside/engine/mne`'s exported functions other than the state
 * (seats, card ids, numbers, seeds, a Control Track): a wrong one is INVALID_ARGUMENT (INVALID_DATA
 * for the track) naming it. Light on purpose: the Control Track functions need only these.
 */
import { RuleError } from '../../core/errors.js';
import type { ControlTrackDef, Seat, ViewerSeat } from '../types.js';

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isSeat = (v: unknown): v is Seat => v === 'home' || v === 'away';

export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
  return typeof v === 'object' ? 'an object' : typeof v === 'number' ? String(v) : typeof v;
}

export function badArgument(fn: string, name: string, problem: string, got: unknown): never {
  throw new RuleError('INVALID_ARGUMENT', `${fn}: ${name} ${problem}, got ${describe(got)}.`, name);
}

export function seatArg(fn: string, seat: unknown, name = 'seat'): Seat {
  if (!isSeat(seat)) badArgument(fn, name, 'must be "home" or "away"', seat);
  return seat;
}

export function viewerArg(fn: string, viewer: unknown): ViewerSeat {
  if (!isSeat(viewer) && viewer !== 'spectator')
    badArgument(fn, 'viewer', 'must be "home", "away" or "spectator"', viewer);
  return viewer;
}

export function idArg(fn: string, id: unknown, name: string): string {
  if (typeof id !== 'string') badArgument(fn, name, 'must be a card id (a string)', id);
  return id;
}

export function numberArg(fn: string, n: unknown, name: string): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) badArgument(fn, name, 'must be a finite number', n);
  return n;
}

export function booleanArg(fn: string, b: unknown, name: string): boolean {
  if (typeof b !== 'boolean') badArgument(fn, name, 'must be true or false', b);
  return b;
}

export function seedArg(fn: string, seed: unknown): number | string | undefined {
  if (seed !== undefined && typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    badArgument(fn, 'seed', 'must be a number or a string', seed);
  return seed;
}

export function trackArg(fn: string, t: unknown): ControlTrackDef {
  if (!isObject(t)) throw new RuleError('INVALID_DATA', `${fn}: track must be an object, got ${describe(t)}.`, 'track');
  for (const key of ['spaces', 'start', 'aggressiveFrom', 'defensiveTo'] as const)
    if (!Number.isInteger(t[key]))
      throw new RuleError(
        'INVALID_DATA',
        `${fn}: track.${key} must be a whole number, got ${describe(t[key])}.`,
        `track.${key}`,
      );
  return t as unknown as ControlTrackDef;
}
