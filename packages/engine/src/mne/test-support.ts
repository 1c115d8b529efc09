/**
 * Helpers shared by the MNE tests (not part of the public API): core's test support with MNE's
 * types, and what only MNE needs.
 */
import { playActions, rejectsUnchanged } from '../core/test-support.js';
import { applyAction } from './match.js';
import type { MneAction, MneEvent, MneState } from './types.js';

export { deepFreeze, eventOf, findSeed, throwsRule } from '../core/test-support.js';

/** Applies actions in order; returns the last state and every event. */
export function play(s: MneState, ...actions: MneAction[]): { state: MneState; events: MneEvent[] } {
  return playActions(applyAction, s, actions);
}

/** Asserts that applying `action` fails with `code` and leaves `s` exactly as it was. */
export function rejects(s: MneState, action: MneAction, code: string): void {
  rejectsUnchanged(s, (state) => applyAction(state, action), code);
}
