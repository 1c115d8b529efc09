/**
 * The public boundary (see boundary.ts) of the search bot's parts and the symbol coverage: a module
 * of its own, so that what the elements import at once (boundary.ts) does not import the search.
 */
import { Rng } from '../core/rng.js';
import { badArgument, checkSeat, guard, withData } from './boundary.js';
import { determinize as determinizeOf } from './determinize.js';
import { mofReward as rewardOf } from './search-bot.js';
import { symbolCoverage as coverageOf } from './symbols.js';
import type { MofData, MofState } from './types.js';

const rewardOfState = /* @__PURE__ */ guard(rewardOf);

/** The value of a state for `seat`: the result when over; for a match in play, a guess from the score. */
export function mofReward(s: MofState, seat: string): number {
  checkSeat('mofReward', seat);
  return rewardOfState(s, seat);
}

const determinizeOfState = /* @__PURE__ */ guard(determinizeOf);

/**
 * A state consistent with what `seat` can see, the hidden parts resampled with `rng` (for the
 * search bot; see determinize.ts).
 */
export function determinize(s: MofState, seat: string, rng: Rng): MofState {
  checkSeat('determinize', seat);
  if (!(rng instanceof Rng)) badArgument('determinize', 'rng', 'must be an Rng');
  return determinizeOfState(s, seat, rng);
}

/** For each game symbol, the ids (cards, managers, players) of `data` carrying it. */
export function symbolCoverage(data: MofData): Record<string, string[]> {
  return withData('symbolCoverage', data, () => coverageOf(data));
}
