/**
 * Checking a publisher's Control Track data (the track itself is in track.ts, which imports
 * nothing, so that showing a track needs no validator).
 */
import { Checker } from '../core/validate.js';
import { trust } from '../core/trusted.js';
import type { ControlTrackDef } from './track.js';

/** Validates publisher track data; throws RuleError('INVALID_DATA') naming the bad field. */
export function validateTrack(input: unknown, path = 'track'): ControlTrackDef {
  const check = new Checker('INVALID_DATA', 'control track');
  const o = check.object(input, path);
  check.onlyKeys(o, path, ['spaces', 'start', 'aggressiveFrom', 'defensiveTo']);
  const spaces = check.int(o.spaces, `${path}.spaces`, 3, 21);
  const start = check.int(o.start, `${path}.start`, 0, spaces - 1);
  const aggressiveFrom = check.int(o.aggressiveFrom, `${path}.aggressiveFrom`, 1, spaces);
  const defensiveTo = check.int(o.defensiveTo, `${path}.defensiveTo`, -spaces, -1);
  return trust({ spaces, start, aggressiveFrom, defensiveTo });
}
