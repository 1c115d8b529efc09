/**
 * The `scenario` attribute of the Masters of Football illustration elements: the engine's scenario
 * description read through the shared reader (`readScenario`, the same path as Magic Number
 * Eleven's elements), the engine's code downloaded the first time a page gives one.
 */
import type { MofState, ScenarioDesc, Side } from '@pitchside/engine/mof';
import { ok, problem, type Result } from '../shared/problem.js';
import { readScenario } from '../shared/scenario.js';
import { scenarios } from './on-demand-engine.js';

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
