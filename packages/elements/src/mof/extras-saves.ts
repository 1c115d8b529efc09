/**
 * Reading a saved Masters of Football game (`fromJSON`), for `<mof-match-wheel state>` given a
 * `toJSON` save: engine code few pages need, downloaded only when an element needs it (through
 * `savedGames` in on-demand-engine.ts, never imported statically).
 */
export { fromJSON } from '@pitchside/engine/mof';
