/**
 * `dist/cdn/pitchside-mof.js`: every Masters of Football tag defined at once (no lazy loading),
 * with the classes and shared building blocks exported, for a script of your own. It shares its
 * chunks with the autoloader `pitchside.js`.
 */
export * from '../shared/index.js';
export * from '../mof/index.js';
