/**
 * The public face of `@pitchside/engine/mne`'s match functions: what `index.ts` exports. Each takes
 * input from anyone (a page, a server, a saved file), so it checks it before the rules read it;
 * the rules' own functions (match.ts, queries.ts, …), which the bots, `game` and search loops call
 * many times per match, trust their input and stay as fast as they were.
 */
import { legalActions as listLegal } from './match.js';
import { stateFromView } from './view-actions.js';
import type { MneAction, MneState, MneView } from './types.js';

/**
 * Every legal action for whoever must act now, in the order of action-index.ts; empty when the
 * match is over. Given a seat's view (`viewFor(s, seat)`) instead of the state: the same actions as
 * the state gives when that seat is to act, else none (a spectator, the other seat).
 */
export function legalActions(input: MneState | MneView): MneAction[] {
  if ('viewer' in input) {
    const s = stateFromView(input);
    return s ? listLegal(s) : [];
  }
  return listLegal(input);
}
