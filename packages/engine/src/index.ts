export * from './core/index.js';
export * as mne from './mne/index.js';
export * as mof from './mof/index.js';
