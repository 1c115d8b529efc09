/** The search bot and its parts as exported (tools, benchmarks); arguments checked, the bots trusting their states. */
import type { Bot } from '../../core/bots.js';
import type { Rng } from '../../core/rng.js';
import type { SearchGame } from '../../core/mcts.js';
import { determinize as determinizeState } from '../determinize.js';
import * as search from '../search-bot.js';
import type { MneAction, MneState, Seat } from '../types.js';
import { isObject, badArgument, seatArg, numberArg, seedArg } from './arguments.js';
import { checkOutline, failed } from './state-checks.js';

/** The search bot (information-set Monte Carlo tree search; see search-bot.ts). */
export function searchBot(options: search.MneSearchOptions = {}): Bot<MneState, MneAction> {
  const fn = 'searchBot';
  if (!isObject(options)) badArgument(fn, 'options', 'must be an object', options);
  if (options.rollout !== undefined && options.rollout !== 'random' && options.rollout !== 'greedy')
    badArgument(fn, 'options.rollout', 'must be "random" or "greedy"', options.rollout);
  if (options.cardPlacements !== undefined && typeof options.cardPlacements !== 'boolean')
    badArgument(fn, 'options.cardPlacements', 'must be true or false', options.cardPlacements);
  for (const key of ['playouts', 'timeMs', 'exploration', 'maxRolloutActions', 'bias'] as const)
    if (options[key] !== undefined) numberArg(fn, options[key], `options.${key}`);
  if (options.clock !== undefined && typeof options.clock !== 'function')
    badArgument(fn, 'options.clock', 'must be a function', options.clock);
  seedArg(fn, options.seed);
  return search.searchBot(options);
}

/** The search game the MNE bot runs on; exported for tools (benchmarks, tests). */
export function mneSearchGame(
  rollout: 'random' | 'greedy' = 'random',
  seed: number | string = 0,
  cardPlacements = false,
): SearchGame<MneState, MneAction> {
  const fn = 'mneSearchGame';
  if (rollout !== 'random' && rollout !== 'greedy') badArgument(fn, 'rollout', 'must be "random" or "greedy"', rollout);
  if (typeof cardPlacements !== 'boolean') badArgument(fn, 'cardPlacements', 'must be true or false', cardPlacements);
  return search.mneSearchGame(rollout, seedArg(fn, seed), cardPlacements);
}

/** The value of a state for `seat`: the result when over, else a guess from the score and the marker. */
export function mneReward(s: MneState, seat: Seat): number {
  const fn = 'mneReward';
  const state = checkOutline(fn, s);
  const who = seatArg(fn, seat);
  try {
    return search.mneReward(state, who);
  } catch (e) {
    return failed(fn, state, e);
  }
}

/** A state consistent with what `seat` can see of `s`, its hidden parts resampled (see determinize.ts). */
export function determinize(s: MneState, seat: Seat, rng: Rng): MneState {
  const fn = 'determinize';
  const state = checkOutline(fn, s);
  const who = seatArg(fn, seat);
  const r = rng as unknown as Record<string, unknown> | null;
  if (!isObject(r) || typeof r.shuffle !== 'function' || typeof r.nextUint32 !== 'function')
    badArgument(fn, 'rng', 'must be a seeded generator (core Rng)', rng);
  try {
    return determinizeState(state, who, rng);
  } catch (e) {
    return failed(fn, state, e);
  }
}
