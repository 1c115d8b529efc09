/**
 * The code few Masters of Football pages need — parts of the engine, and the readers of the JSON a
 * page writes into attributes — each part downloaded the first time an element asks for it (a file
 * of its own on the CDN, `mof-extras-…`, and in an app's bundle).
 */
import type { MofState, ScenarioDesc, Side } from '@pitchside/engine/mof';
import { OnDemand } from '../shared/on-demand.js';
import { ok, problem, type Result } from '../shared/problem.js';
import { readScenario } from '../shared/scenario.js';

/** `fromJSON`: reading a saved game. */
export const savedGames = new OnDemand(() => import('./extras-saves.js'));

/** `scenario`: building a rule illustration. */
export const scenarios = new OnDemand(() => import('./extras-scenarios.js'));

/** `validatePlayer`: checking a player definition of the page's own. */
export const validation = new OnDemand(() => import('./extras-validation.js'));

/** `readResults`, `readGoals`, `readDice`: reading a page's own JSON in `results`, `goals`, `dice`. */
export const pageInputs = new OnDemand(() => import('./extras-inputs.js'));

/** Controlled mode: a game fed from outside (`view`, `events`). */
export const controlledGames = new OnDemand(() => import('./extras-controlled.js'));

// The `scenario` attribute of the illustration elements, read through the shared reader (the same
// path as Magic Number Eleven's elements) with the engine's code downloaded the first time.

/** For an element's `loading()`: the engine's scenario code, when a scenario is given. */
export function scenarioLoading(value: unknown): Promise<void> | null {
  return value === undefined ? null : scenarios.wait();
}

/** The described state with the engine's functions that read it, or the Problem naming the field. */
export function readMofScenario(
  value: unknown,
): Result<{ state: MofState; engine: typeof import('./extras-scenarios.js') }> {
  const engine = scenarios.read('scenario');
  if (!engine.ok) return engine;
  const read = readScenario(value, (desc) => engine.value.scenario(desc as ScenarioDesc));
  return read.ok ? ok({ state: read.value, engine: engine.value }) : read;
}

/** The `team` attribute (`home` or `away`) as the engine's side. */
export function readSide(team: string): Result<Side> {
  if (team === 'home') return ok(0);
  if (team === 'away') return ok(1);
  return problem('team', 'error.invalid', { detail: `“${team}” is not home or away` });
}
