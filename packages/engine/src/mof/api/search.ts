/**
 * The public boundary (see match.ts) of the search bot's parts and the symbol coverage: a module
 * of its own, so that what the elements import at once (match.ts) does not import the search.
 */
import { checked } from './match.js';
import { determinize as determinizeOf } from '../determinize.js';
import { mofReward as rewardOf } from '../search-bot.js';
import { symbolCoverage as coverageOf } from '../symbols.js';

/** The value of a state for `seat`: the result when over; for a match in play, a guess from the score. */
export const mofReward = /* @__PURE__ */ checked(rewardOf);

/**
 * A state consistent with what `seat` can see, the hidden parts resampled with `rng` (for the
 * search bot; see determinize.ts).
 */
export const determinize = /* @__PURE__ */ checked(determinizeOf);

/** For each game symbol, the ids (cards, managers, players) of `data` carrying it. */
export const symbolCoverage = /* @__PURE__ */ checked(coverageOf, 'data');
