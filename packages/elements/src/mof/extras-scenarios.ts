/**
 * Building a rule illustration (`scenario`) and the numbers the illustration elements show from it
 * (a team's values, levels and totals): engine code few pages need, downloaded only when an element
 * is given a `scenario` (through `scenarios` in on-demand-engine.ts, never imported statically).
 */
export { scenario, teamSheet } from '@pitchside/engine/mof';
