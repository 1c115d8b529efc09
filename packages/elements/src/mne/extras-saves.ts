/**
 * Reading a saved match (the `state` attribute of the MNE elements): the engine's full check of a
 * save, which needs the whole match. Loaded on demand (shared/on-demand.ts) when an element is
 * given a `state`, so a page that shows a `scenario` never downloads it.
 */
export { fromJSON } from '@pitchside/engine/mne';
