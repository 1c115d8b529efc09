/** The match contract as exported (createMatch … replay, views, saves), its input checked (state-checks.ts). */
import { isRuleError, RuleError } from '../../core/errors.js';
import type { Applied } from '../../core/game.js';
import type { SaveEnvelope } from '../../core/serialize.js';
import * as game from '../game.js';
import * as match from '../match.js';
import { toJSON as saveState, validateState } from '../serialize.js';
import * as view from '../view.js';
import type { MatchResult, MneAction, MneEvent, MneSetup, MneState, MneView, Seat, ViewerSeat } from '../types.js';
import { isObject, describe, badArgument, viewerArg } from './arguments.js';
import { pictureQueries } from './picture-queries.js';
import { checkOutline, failed, readable } from './state-checks.js';

/** A new match (setup: the seed, and optionally publisher data and the shootout option). */
export function createMatch(setup: MneSetup): MneState {
  return match.createMatch(setup);
}

/**
 * Every legal action for whoever must act now, in the order of action-index.ts; empty when the
 * match is over. Given a seat's view (`viewFor(s, seat)`) instead of the state: the same actions as
 * the state gives when that seat is to act, else none (a spectator, the other seat).
 */
export function legalActions(input: MneState | MneView): MneAction[] {
  const fn = 'legalActions';
  if (isObject(input) && 'viewer' in input) {
    // As `stateFromView`: the view's seat must be the one to act (a spectator never is).
    const s = readable(fn, input);
    try {
      return match.currentSeat(s) === input.viewer ? match.legalActions(s) : [];
    } catch (e) {
      return failed(fn, input, e);
    }
  }
  const s = checkOutline(fn, input);
  try {
    return match.legalActions(s);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Applies one action. Pure: returns the next state and the events, in order; `s` is untouched. */
export function applyAction(s: MneState, action: MneAction): Applied<MneState, MneEvent> {
  const fn = 'applyAction';
  const state = checkOutline(fn, s);
  try {
    return match.applyAction(state, action);
  } catch (e) {
    return failed(fn, state, e);
  }
}

/** The seat that must act now, or null when the match is over. */
export function currentSeat(s: MneState): Seat | null {
  const fn = 'currentSeat';
  const state = checkOutline(fn, s);
  try {
    return match.currentSeat(state);
  } catch (e) {
    return failed(fn, state, e);
  }
}

export function isOver(s: MneState): boolean {
  return match.isOver(checkOutline('isOver', s));
}

/** The result of a finished match (score, winner or null for a draw, shootout goals). */
export function result(s: MneState): MatchResult | null {
  const fn = 'result';
  const state = checkOutline(fn, s);
  try {
    return match.result(state);
  } catch (e) {
    return failed(fn, state, e);
  }
}

/** Plays `actions` from `setup`; the same setup and actions always give the same match. */
export function replay(setup: MneSetup, actions: readonly MneAction[]): Applied<MneState, MneEvent> {
  if (!Array.isArray(actions))
    throw new RuleError('MALFORMED_ACTION', `replay: actions must be an array, got ${describe(actions)}.`, 'actions');
  actions.forEach((a: unknown, i) => {
    if (!isObject(a))
      throw new RuleError(
        'MALFORMED_ACTION',
        `replay: actions[${i}] must be an action (an object), got ${describe(a)}.`,
        `actions[${i}]`,
      );
  });
  return game.replay(setup, actions);
}

/** What `viewer` may see of `s` (see view.ts). */
export const viewFor = pictureQueries(failed).viewFor;

/** The events as `viewer` may see them (see view.ts). */
export function eventsFor(events: readonly MneEvent[], viewer: ViewerSeat): MneEvent[] {
  const fn = 'eventsFor';
  if (!Array.isArray(events)) badArgument(fn, 'events', 'must be an array of events', events);
  const who = viewerArg(fn, viewer);
  events.forEach((e: unknown, i) => {
    if (!isObject(e) || typeof e.type !== 'string') badArgument(fn, `events[${i}]`, 'must be an event', e);
    // The lists eventsFor blanks card by card.
    if (e.type === 'cardsDrawn' && !Array.isArray(e.cards))
      badArgument(fn, `events[${i}].cards`, 'must be an array', e.cards);
  });
  return view.eventsFor(events, who);
}

/** The match in the versioned save envelope (see serialize.ts). */
export function toJSON(s: MneState): SaveEnvelope<MneState> {
  const fn = 'toJSON';
  const state = checkOutline(fn, s);
  try {
    return saveState(state);
  } catch (e) {
    // Not JSON at all (a cycle, a BigInt): no field to name.
    if (!isRuleError(e) && validateState(state))
      throw new RuleError(
        'INVALID_STATE',
        `${fn}: the match state cannot be written as JSON (${(e as Error).message}).`,
      );
    return failed(fn, state, e);
  }
}

export { fromJSON, validateState } from '../serialize.js';
export { scenario } from '../scenario.js';
export { scenarioPosition, standardPosition, usesOwnData } from '../scenario-position.js';
