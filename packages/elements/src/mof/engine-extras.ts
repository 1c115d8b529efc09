/**
 * The engine code few Masters of Football pages need, downloaded only when an element needs it
 * (through `engineExtras`, never imported statically): reading a saved game (`fromJSON`, for
 * `<mof-match-wheel state>` given a `toJSON` save) and building a rule illustration (`scenario`,
 * for `<mof-match scenario>`).
 */
export { fromJSON, scenario } from '@pitchside/engine/mof';
