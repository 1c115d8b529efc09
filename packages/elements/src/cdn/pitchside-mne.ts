/**
 * `dist/cdn/pitchside-mne.js`: every Magic Number Eleven tag defined at once (no lazy loading),
 * with the classes and shared building blocks exported, for a script of your own. It shares its
 * chunks with the autoloader `pitchside.js`.
 */
export * from '../shared/index.js';
export * from '../mne/index.js';
