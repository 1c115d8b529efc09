/**
 * The Control Track's part of a scenario description (`marker` or `control`), read as `scenario()`
 * reads it, without the rest of the engine: `<mne-control-track scenario>` places its marker from
 * the same JSON as the other elements of a post while the post downloads only the track's module.
 * Other fields of the description are left to the elements that show them.
 */
import { RuleError } from '../core/errors.js';
import type { ControlTrackDef } from './track.js';

const STATES = ['aggressive', 'normal', 'defensive'] as const;

const fail = (field: string, problem: string): never => {
  throw new RuleError('INVALID_SCENARIO', `Invalid scenario: ${field} ${problem}.`, field);
};

/**
 * The marker's space a scenario description puts on `track`: its `marker` (a space index), else
 * the space of its `control` (Home's Control State), else the track's start. A bad value is a
 * RuleError('INVALID_SCENARIO') naming the field, as `scenario()` gives.
 */
export function scenarioMarker(desc: unknown, track: ControlTrackDef): number {
  if (typeof desc !== 'object' || desc === null || Array.isArray(desc)) return fail('scenario', 'must be an object');
  const { marker, control } = desc as { marker?: unknown; control?: unknown };
  if (marker !== undefined) {
    if (typeof marker !== 'number' || !Number.isInteger(marker) || marker < 0 || marker >= track.spaces)
      return fail('marker', `must be a whole number from 0 to ${track.spaces - 1}, got ${JSON.stringify(marker)}`);
    return marker;
  }
  if (control === undefined) return track.start;
  if (!STATES.includes(control as never))
    return fail('control', `must be one of ${STATES.map((s) => `"${s}"`).join(', ')}, got ${JSON.stringify(control)}`);
  const at =
    track.start + (control === 'aggressive' ? track.aggressiveFrom : control === 'defensive' ? track.defensiveTo : 0);
  if (at < 0 || at >= track.spaces) fail('control', 'cannot be reached on this track');
  return at;
}
