/**
 * The public boundary (see match.ts) of the coach: its seat and options checked. A module of its
 * own, so that what the elements import at once does not import the search.
 */
import { RuleError } from '../../core/errors.js';
import { checked } from './match.js';
import * as coaching from '../coach.js';
import { sampleFromView } from '../sample-state.js';
import type { MofState, MofView } from '../types.js';

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
 * The state to advise from: `s` itself, or for a seat's view (`viewFor`) a state sampled from it
 * (sample-state.ts) — the coach reads only what the seat sees either way. A view is advised for
 * its own seat only.
 */
function stateOf(fn: string, s: MofState | MofView, seat: string, options: coaching.MofCoachOptions): MofState {
  if (typeof s !== 'object' || s === null || !('deckSizes' in s)) return s;
  if (s.seat !== seat)
    throw new RuleError('INVALID_ARGUMENT', `${fn}: seat must be the view's seat (${String(s.seat)}).`, 'seat');
  return sampleFromView(fn, s, `coach:${options.seed ?? 0}`);
}

/**
 * What the search bot would play for `seat` (the person seat to act) and why, from what `seat` can
 * see: `{ action, notation, reason }` (see `MofCoachReason`). A RuleError 'NOT_YOUR_TURN' when
 * another seat is to act, 'GAME_OVER' once the game is over. `s` is the state, or `seat`'s own
 * view (`viewFor(state, seat)`, what a client of a server holds): the same seed, the same advice.
 */
export const coach = /* @__PURE__ */ checked(
  (s: MofState | MofView, seat: string, options: coaching.MofCoachOptions = {}): coaching.MofAdvice => {
    const o = checkArguments('coach', seat, options);
    return coaching.coach(stateOf('coach', s, seat, o), seat, o);
  },
);

/**
 * The coach in slices (a page's main thread): `run(n)` adds up to n playouts, `result()` advises.
 * `s` is the state or `seat`'s view, as for `coach`.
 */
export const createCoach = /* @__PURE__ */ checked(
  (s: MofState | MofView, seat: string, options: coaching.MofCoachOptions = {}): coaching.MofCoach => {
    const o = checkArguments('createCoach', seat, options);
    return coaching.createCoach(stateOf('createCoach', s, seat, o), seat, o);
  },
);
