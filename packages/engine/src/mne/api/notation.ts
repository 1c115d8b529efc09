/** The move notation as exported (notation.ts): the state or view, the action and the text checked. */
import type { MneAction, MneState, MneView } from '../types.js';
import * as notation from '../notation.js';
import { checkAction } from '../action-shape.js';
import { isObject, badArgument } from './arguments.js';
import { checkOutline, checkView, failed } from './state-checks.js';

/** A state's or a view's outline: the notation reads only its data set (parseAction). */
const stateOrView = (fn: string, s: unknown): MneState | MneView =>
  isObject(s) && 'viewer' in s ? checkView(fn, s) : checkOutline(fn, s);

/** The notation of `action` (the state or a view gives the data set; the action is not checked for legality). */
export function formatAction(s: MneState | MneView, action: MneAction): string {
  return notation.formatAction(stateOrView('formatAction', s), checkAction(action));
}

/** The action written as `text` (see notation.ts); a RuleError('NOTATION_SYNTAX') says where it fails. */
export function parseAction(s: MneState | MneView, text: string): MneAction {
  const fn = 'parseAction';
  const state = stateOrView(fn, s);
  if (typeof text !== 'string') badArgument(fn, 'text', 'must be a move in the notation (a string)', text);
  try {
    return notation.parseAction(state, text);
  } catch (e) {
    // The data set (card ids, board size) is the one thing read that the outline does not cover.
    return failed(fn, s, e);
  }
}
