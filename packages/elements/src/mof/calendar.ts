/**
 * The championship calendar's length: six matchdays, then (5–8 persons) the two legs of the final
 * as matchdays 7 and 8 (rulebook: Championship Sequence; the engine's `MATCHDAYS`, which its
 * public API does not export yet).
 */
export const LEAGUE_MATCHDAYS = 6;
