/**
 * The championship calendar's length: six matchdays, then (5–8 persons) the two legs of the final
 * as matchdays 7 and 8 (rulebook: Championship Sequence). The engine owns the number.
 */
export { MATCHDAYS as LEAGUE_MATCHDAYS } from '@pitchside/engine/mof';
