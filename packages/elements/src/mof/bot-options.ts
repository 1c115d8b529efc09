/** Reads the `bots` attribute of `<mof-match>` and `<mof-championship>`. */
import { ok, problem, type Result } from '../shared/problem.js';

/**
 * The seats a `bots` attribute names (`separator` splits it), each one of `seats`; `all` names
 * every seat. An unknown name is a Problem that lists the seats there are.
 */
export function readBots(value: string, seats: readonly string[], separator: RegExp): Result<Set<string>> {
  const text = value.trim();
  if (text === 'all') return ok(new Set(seats));
  const names = text
    .split(separator)
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !seats.includes(name));
  if (unknown !== undefined)
    return problem('bots', 'error.invalid', { detail: `“${unknown}” is not one of ${seats.join(', ')} (or all)` });
  return ok(new Set(names));
}
