/**
 * What few pages showing a track need, loaded by `<mne-control-track>` only when a page gives a
 * custom `track` or a `scenario` (a page showing the standard track with a `marker` downloads
 * none of it): the engine's track validator, and the reading of a scenario — the shared reader,
 * the engine's reading of the track's part (`scenarioMarker`, from the light track entry) and, for
 * a scenario with its own `track`, the validator.
 */
import { DEFAULT_TRACK, scenarioMarker, type ControlTrackDef } from '@pitchside/engine/mne/track';
import { validateTrack } from '@pitchside/engine/mne';
import type { Result } from '../../shared/problem.js';
import { readScenario } from '../../shared/scenario.js';

export { validateTrack };

/** The track a scenario describes (its own, validated, or the standard one) and its marker. */
export function trackOfScenario(value: unknown): Result<{ track: ControlTrackDef; marker: number }> {
  return readScenario(value, (desc) => {
    const own = typeof desc === 'object' && desc !== null && 'track' in desc;
    const track = own ? validateTrack((desc as { track: unknown }).track, 'track') : DEFAULT_TRACK;
    return { track, marker: scenarioMarker(desc, track) };
  });
}
