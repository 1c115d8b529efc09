/**
 * Checking a player definition of a page's own (`validatePlayer`), for `<mof-player-card
 * definition>`: engine code few pages need, downloaded only when an element needs it (through
 * `validation` in on-demand-engine.ts, never imported statically).
 */
export { validatePlayer } from '@pitchside/engine/mof';
