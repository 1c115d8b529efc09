/**
 * The engine's check of a custom `track`, loaded by `<mne-control-track>` only when a page gives
 * one: a page showing the standard track downloads no validator.
 */
export { validateTrack } from '@pitchside/engine/mne';
