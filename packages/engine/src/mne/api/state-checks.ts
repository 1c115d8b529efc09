/**
 * How `@pitchside/engine/mne`'s exported functions (the modules of this folder, which `index.ts`
 * exports) check a state or a view. They take input from anyone (a page, a server, a saved file),
 * so they answer malformed input — wrong types, null, missing fields, lists that are not arrays —
 * with a RuleError, never a TypeError. The rules' own functions (match.ts, queries.ts, …), which
 * the bots, `game` and the search loops call many times per match, trust their input and stay as
 * fast as they were. The folder is split by what each part needs, so that a page importing the
 * Control Track's functions does not download the match's rules, nor a match the bots.
 *
 * How a state is checked, on every call, without making the call slower than it has to be:
 * - its outline (`checkOutline`): an object whose phase, step, seat to play and the lists the rules
 *   walk have the right types — a dozen reads, so that nothing the rules read first can mislead
 *   them (a string where a hand should be would be walked letter by letter);
 * - then the call itself; when the rules trip on something deeper (a card that is not an object…),
 *   the state is checked in full (`validateState`, as `fromJSON` does) to name the field. `fromJSON`
 *   remains the full check for a state you did not get from this engine.
 * Other arguments (seats, card ids, numbers, events) are checked before the call (arguments.ts):
 * INVALID_ARGUMENT naming the argument. Bad actions are MALFORMED_ACTION, bad setups INVALID_SETUP,
 * bad track data INVALID_DATA, as before.
 */
import { isRuleError, RuleError } from '../../core/errors.js';
import { validateState } from '../serialize.js';
import { isObject } from './arguments.js';
import { failedView } from './outline.js';

export * from './outline.js';

/**
 * After the rules threw on a state whose outline was checked: a RuleError goes on as it is; any
 * other error means something deeper is wrong, and the state is checked in full to name it (if it
 * passes, the error is the engine's own and goes on as it is).
 */
export function failed(fn: string, s: unknown, e: unknown): never {
  if (isRuleError(e)) throw e;
  // A view has no full check of its own: say what the rules tripped on.
  if (isObject(s) && 'viewer' in s) failedView(fn, e);
  try {
    validateState(s);
  } catch (bad) {
    if (isRuleError(bad)) throw new RuleError(bad.code, `${fn}: ${bad.message}`, bad.field);
    throw bad;
  }
  throw e;
}
