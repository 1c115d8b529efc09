/** The coach as exported: the state, the seat and the options checked (see coach.ts). */
import * as coaching from '../coach.js';
import type { MneState, Seat } from '../types.js';
import { isObject, badArgument, seatArg, numberArg, seedArg } from './arguments.js';
import { checkOutline, failed } from './state-checks.js';

function checked(fn: string, s: MneState, seat: Seat, options: coaching.MneCoachOptions): [MneState, Seat] {
  const state = checkOutline(fn, s);
  const who = seatArg(fn, seat);
  if (!isObject(options)) badArgument(fn, 'options', 'must be an object', options);
  if (options.rollout !== undefined && options.rollout !== 'random' && options.rollout !== 'greedy')
    badArgument(fn, 'options.rollout', 'must be "random" or "greedy"', options.rollout);
  for (const key of ['playouts', 'timeMs'] as const)
    if (options[key] !== undefined) numberArg(fn, options[key], `options.${key}`);
  if (options.clock !== undefined && typeof options.clock !== 'function')
    badArgument(fn, 'options.clock', 'must be a function', options.clock);
  seedArg(fn, options.seed);
  return [state, who];
}

/**
 * What the search bot would play for `seat` (the seat to act) and why, from what `seat` can see:
 * `{ action, notation, reason }` (see `MneCoachReason`). A RuleError 'NOT_YOUR_TURN' when another
 * seat is to act, 'GAME_OVER' once the match is over.
 */
export function coach(s: MneState, seat: Seat, options: coaching.MneCoachOptions = {}): coaching.MneAdvice {
  const [state, who] = checked('coach', s, seat, options);
  try {
    return coaching.coach(state, who, options);
  } catch (e) {
    return failed('coach', state, e);
  }
}

/** The coach in slices (a page's main thread): `run(n)` adds up to n playouts, `result()` advises. */
export function createCoach(s: MneState, seat: Seat, options: coaching.MneCoachOptions = {}): coaching.MneCoach {
  const [state, who] = checked('createCoach', s, seat, options);
  try {
    return coaching.createCoach(state, who, options);
  } catch (e) {
    return failed('createCoach', state, e);
  }
}
