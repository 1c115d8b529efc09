/**
 * The coach as exported: the state (or a seat's view), the seat and the options checked (see
 * coach.ts). From a view, the coach first samples a state the seat cannot tell from the true one
 * (sample-state.ts): it reads only what the seat sees either way, so the advice is the same as from
 * the state.
 */
import * as coaching from '../coach.js';
import { sampleFromView } from '../sample-state.js';
import type { MneState, MneView, Seat } from '../types.js';
import { isObject, badArgument, seatArg, numberArg, seedArg } from './arguments.js';
import { checkOutline, failed } from './state-checks.js';

function checked(fn: string, s: MneState | MneView, seat: Seat, options: coaching.MneCoachOptions): [MneState, Seat] {
  const who = seatArg(fn, seat);
  if (!isObject(options)) badArgument(fn, 'options', 'must be an object', options);
  if (options.rollout !== undefined && options.rollout !== 'random' && options.rollout !== 'greedy')
    badArgument(fn, 'options.rollout', 'must be "random" or "greedy"', options.rollout);
  for (const key of ['playouts', 'timeMs'] as const)
    if (options[key] !== undefined) numberArg(fn, options[key], `options.${key}`);
  if (options.clock !== undefined && typeof options.clock !== 'function')
    badArgument(fn, 'options.clock', 'must be a function', options.clock);
  seedArg(fn, options.seed);
  if (isObject(s) && 'viewer' in s) {
    // Only the viewer's own advice: another seat's would need what this view hides.
    if (s.viewer !== who) badArgument(fn, 'seat', `must be the view's seat (${String(s.viewer)})`, seat);
    return [sampleFromView(fn, s as MneView, `coach:${options.seed ?? 0}`), who];
  }
  return [checkOutline(fn, s), who];
}

/**
 * What the search bot would play for `seat` (the seat to act) and why, from what `seat` can see:
 * `{ action, notation, reason }` (see `MneCoachReason`). A RuleError 'NOT_YOUR_TURN' when another
 * seat is to act, 'GAME_OVER' once the match is over. `s` is the state, or `seat`'s own view
 * (`viewFor(state, seat)`, what a client of a server holds): the same advice for the same seed.
 */
export function coach(s: MneState | MneView, seat: Seat, options: coaching.MneCoachOptions = {}): coaching.MneAdvice {
  const [state, who] = checked('coach', s, seat, options);
  try {
    return coaching.coach(state, who, options);
  } catch (e) {
    return failed('coach', state, e);
  }
}

/**
 * The coach in slices (a page's main thread): `run(n)` adds up to n playouts, `result()` advises.
 * `s` is the state or `seat`'s view, as for `coach`.
 */
export function createCoach(
  s: MneState | MneView,
  seat: Seat,
  options: coaching.MneCoachOptions = {},
): coaching.MneCoach {
  const [state, who] = checked('createCoach', s, seat, options);
  try {
    return coaching.createCoach(state, who, options);
  } catch (e) {
    return failed('createCoach', state, e);
  }
}
