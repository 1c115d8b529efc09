/**
 * The `scenario` attribute, read the same way by every illustration element of both games: the
 * engine's scenario description (a compact mid-game position, as JSON), given to a function of the
 * engine that builds what the element shows (a whole state, or the part it shows, such as the
 * Control Track's marker). What the engine refuses becomes the readable error state, which starts
 * with the field at fault (`“scenario” is not valid: home.field[0] …`, `marker …`).
 */
import { isRuleError } from '@pitchside/engine';
import { ok, parsedJson, problem, problemFrom, type Result } from './problem.js';

/** What `build` makes of the element's `scenario` value, or the Problem naming the field at fault. */
export function readScenario<T>(value: unknown, build: (desc: unknown) => T): Result<T> {
  try {
    return ok(build(parsedJson(value)));
  } catch (error) {
    // The engine's sentence starts with the field it names, after a prefix ("Invalid scenario: ").
    if (isRuleError(error) && error.field)
      return problem('scenario', 'error.invalid', { detail: error.message.replace(/^Invalid [^:]+: /, '') });
    return problemFrom('scenario', error);
  }
}
