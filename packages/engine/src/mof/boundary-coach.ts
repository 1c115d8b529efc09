/**
 * The public boundary (see boundary.ts) of the coach: its seat and options checked. A module of its
 * own, so that what the elements import at once does not import the search.
 */
import { RuleError } from '../core/errors.js';
import { checked } from './boundary.js';
import * as coaching from './coach.js';
import type { MofState } from './types.js';

function checkArguments(fn: string, seat: unknown, options: unknown): coaching.MofCoachOptions {
  const bad = (field: string, problem: string) => {
    throw new RuleError('INVALID_ARGUMENT', `${fn}: ${field} ${problem}.`, field);
  };
  if (typeof seat !== 'string' || seat === '') bad('seat', 'must be a seat name');
  if (typeof options !== 'object' || options === null || Array.isArray(options)) bad('options', 'must be an object');
  const o = options as Record<string, unknown>;
  for (const key of ['playouts', 'timeMs'])
    if (o[key] !== undefined && (typeof o[key] !== 'number' || !Number.isFinite(o[key]) || (o[key] as number) < 0))
      bad(`options.${key}`, 'must be a number, 0 or more');
  if (o.clock !== undefined && typeof o.clock !== 'function') bad('options.clock', 'must be a function');
  if (o.seed !== undefined && typeof o.seed !== 'number' && typeof o.seed !== 'string')
    bad('options.seed', 'must be a number or a string');
  return o as coaching.MofCoachOptions;
}

/**
 * What the search bot would play for `seat` (the person seat to act) and why, from what `seat` can
 * see: `{ action, notation, reason }` (see `MofCoachReason`). A RuleError 'NOT_YOUR_TURN' when
 * another seat is to act, 'GAME_OVER' once the game is over.
 */
export const coach = /* @__PURE__ */ checked(
  (s: MofState, seat: string, options: coaching.MofCoachOptions = {}): coaching.MofAdvice =>
    coaching.coach(s, seat, checkArguments('coach', seat, options)),
);

/** The coach in slices (a page's main thread): `run(n)` adds up to n playouts, `result()` advises. */
export const createCoach = /* @__PURE__ */ checked(
  (s: MofState, seat: string, options: coaching.MofCoachOptions = {}): coaching.MofCoach =>
    coaching.createCoach(s, seat, checkArguments('createCoach', seat, options)),
);
