/**
 * @pitchside/elements — importing this module defines every Pitchside tag
 * (`<mne-control-track>`, …) and exports their classes and the shared building blocks.
 */
export * from './shared/index.js';
export * from './mne/index.js';
export * from './mof/index.js';
