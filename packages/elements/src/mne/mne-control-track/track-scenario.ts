/**
 * Reading a `scenario` for `<mne-control-track>`: the shared reader and the engine's reading of the
 * track's part (`scenarioMarker`, from the light track entry), loaded only when a page gives a
 * scenario, so a page showing a track with a `marker` downloads neither.
 */
export { scenarioMarker } from '@pitchside/engine/mne/track';
export { readScenario } from '../../shared/scenario.js';
