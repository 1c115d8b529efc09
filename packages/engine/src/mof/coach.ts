/**
 * The Masters of Football coach: what the search bot would play for a seat, and why — the
 * search's score rate and mean goal difference for its choice against the next best option
 * (core/coach.ts, reading the seat's view only). The elements turn the data into a sentence.
 */
import {
  adviseIn,
  adviseNow,
  createAdviser,
  type Adviser,
  type CoachChoice,
  type CoachOptionStats,
} from '../core/coach.js';
import { RuleError } from '../core/errors.js';
import { levelSearchOptions, levelSpec } from '../core/levels.js';
import { Rng, seedRng } from '../core/rng.js';
import { currentSeat } from './engine.js';
import { formatAction } from './notation.js';
import { levelSearchGame } from './search-bot.js';
import type { MofAction, MofState } from './types.js';

export interface MofCoachOptions {
  /** Playouts (default the expert level's): the same seed and playouts, the same advice. */
  playouts?: number;
  /** A time cap in milliseconds as well (the advice then depends on the machine's speed). */
  timeMs?: number;
  /** The clock `timeMs` is read on (default `performance.now()`). */
  clock?: () => number;
  /** Seed of the coach's own randomness (default 0). */
  seed?: number | string;
}

/** The search's numbers for one option. */
export interface MofCoachOption {
  action: MofAction;
  notation: string;
  /** Playouts that tried it. */
  visits: number;
  /** Its score rate in the playouts, in [0, 1] (a win — of the match or the championship — 1, a draw ½). */
  score: number;
  /** The seat's mean goal difference when those playouts ended (see `MofCoachReason.scope`). */
  goalDifference: number;
}

export interface MofCoachReason {
  /** `search` (options compared by playouts) or `only` (a single option to consider). */
  basis: 'search' | 'only' | 'policy';
  /** What the goal difference counts: the match's, or every championship match played. */
  scope: 'match' | 'championship';
  playouts: number;
  best: MofCoachOption | null;
  next: MofCoachOption | null;
}

export interface MofAdvice {
  action: MofAction;
  notation: string;
  reason: MofCoachReason;
}

export type MofCoach = Adviser<MofAdvice>;

/** The seat's goal difference: in the match, or over the championship's results. */
function margin(s: MofState, seat: string): number {
  const team = s.teams.findIndex((t) => t.seat === seat);
  if (s.kind === 'match') {
    const m = s.matches[0];
    if (!m) return 0;
    const side = m.sides[0].team === team ? 0 : 1;
    return m.score[side] - m.score[side === 0 ? 1 : 0];
  }
  let diff = 0;
  for (const r of s.results) {
    if (r.home === team) diff += r.hg - r.ag;
    else if (r.away === team) diff += r.ag - r.hg;
  }
  return diff;
}

/**
 * Starts the coach for `seat`, which must be a person seat to act (a RuleError 'NOT_YOUR_TURN' if
 * not, 'GAME_OVER' once the game is over). Reads only what `seat` can see.
 */
export function createCoach(state: MofState, seat: string, options: MofCoachOptions = {}): MofCoach {
  const toAct = currentSeat(state);
  if (toAct === null) throw new RuleError('GAME_OVER', 'The game is over: there is nothing to advise.');
  if (toAct !== seat)
    throw new RuleError(
      'NOT_YOUR_TURN',
      `The seat to advise must be the one to act: it is ${toAct}'s turn, not ${String(seat)}'s.`,
      'seat',
    );
  const { seed = 0, ...budget } = options;
  const rng = new Rng(seedRng(`coach:${seed}`));
  // The expert level's search (its budget, bias and rollout): the coach says what expert plays.
  const expert = levelSpec('mof', 'expert');
  const game = levelSearchGame(expert);
  const adviser = createAdviser(game, state, seat, margin, { ...levelSearchOptions(expert), ...budget }, rng);
  const scope = state.kind === 'match' ? 'match' : 'championship';
  return adviseIn(adviser, (choice) => finish(scope, choice));
}

/** What the coach would play for `seat` (the seat to act) and why; see `createCoach`. */
export function coach(state: MofState, seat: string, options: MofCoachOptions = {}): MofAdvice {
  return adviseNow(createCoach(state, seat, options));
}

function finish(scope: MofCoachReason['scope'], choice: CoachChoice<MofState, MofAction>): MofAdvice {
  const { sample: s, action, basis, playouts, best, next } = choice;
  const option = (o: CoachOptionStats<MofAction> | null): MofCoachOption | null =>
    o && { ...o, notation: formatAction(s, o.action) };
  return {
    action,
    notation: formatAction(s, action),
    reason: { basis, scope, playouts, best: option(best), next: option(next) },
  };
}
