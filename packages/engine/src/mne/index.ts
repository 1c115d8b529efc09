export * from './track.js';
export type * from './types.js';
