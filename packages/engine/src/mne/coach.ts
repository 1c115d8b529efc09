/**
 * The Magic Number Eleven coach: what the search bot would play for a seat, and the numbers that
 * say why — for a shot, the chance of each Goal Check outcome (`shotOutcomes`, the estimate the
 * bots use); for every searched decision, the search's score rate and mean final goal difference
 * against the next best option. It reads the seat's view only (core/coach.ts searches from one
 * determinization); the elements turn the data into a sentence.
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
import { currentSeat } from './match.js';
import { formatAction } from './notation.js';
import { basicAttackOf, shotOdds, shotOutcomes, type ShotOutcomes } from './queries.js';
import { teamOf } from './rules/context.js';
import { fieldCardInfo } from './rules/tactical-icons.js';
import { mneSearchGame, type MneSearchOptions } from './search-bot.js';
import type { MneAction, MneState, Seat } from './types.js';

export interface MneCoachOptions {
  /** Playouts (default the expert level's): the same seed and playouts, the same advice. */
  playouts?: number;
  /** A time cap in milliseconds as well (the advice then depends on the machine's speed). */
  timeMs?: number;
  /** The clock `timeMs` is read on (default `performance.now()`). */
  clock?: () => number;
  /** Seed of the coach's own randomness (default 0). */
  seed?: number | string;
  /** Rollout policy, as the search bot's (default the expert level's, 'greedy'). */
  rollout?: MneSearchOptions['rollout'];
}

/** The search's numbers for one option. */
export interface MneCoachOption {
  action: MneAction;
  /** The action in the move notation. */
  notation: string;
  /** Playouts that tried it. */
  visits: number;
  /** Its score rate in the playouts, in [0, 1] (a win 1, a draw ½). */
  score: number;
  /** The seat's mean goal difference at the end of those playouts (the final whistle, mostly). */
  goalDifference: number;
}

/** A shot's chances as the seat can estimate them; `scoring` is the engine's `shotOdds` (a Wonder Goal 0.9). */
export interface MneShotOutlook extends ShotOutcomes {
  scoring: number;
}

export interface MneCoachReason {
  /**
   * How the advice was found: `search` (the options compared by playouts), `only` (a single move to
   * consider) or `policy` (a decision the search bot leaves to a fixed rule: the draft and the
   * lineup by the greedy bot's judgement, a penalty direction at random, half-time `ready`).
   */
  basis: 'search' | 'only' | 'policy';
  /** Playouts run (0 unless `search`). */
  playouts: number;
  /** The advised option's numbers (null unless `search`). */
  best: MneCoachOption | null;
  /** The next best option's numbers (null when there was none). */
  next: MneCoachOption | null;
  /** When the advice is a shot (or adds cards to one): its outcomes before the Goal Check. */
  shot: MneShotOutlook | null;
}

export interface MneAdvice {
  action: MneAction;
  notation: string;
  reason: MneCoachReason;
}

/** A coach thinking in slices (a page's main thread): `run(n)` adds playouts, `result()` advises. */
export type MneCoach = Adviser<MneAdvice>;

/** The seat's goal difference. */
const margin = (s: MneState, seat: string): number => {
  const them: Seat = seat === 'home' ? 'away' : 'home';
  return s.teams[seat as Seat].score - s.teams[them].score;
};

/**
 * Starts the coach for `seat`, which must be the seat to act (a RuleError 'NOT_YOUR_TURN' if not,
 * 'GAME_OVER' once the match is over). Reads only what `seat` can see (core/coach.ts).
 */
export function createCoach(state: MneState, seat: Seat, options: MneCoachOptions = {}): MneCoach {
  const toAct = currentSeat(state);
  if (toAct === null) throw new RuleError('GAME_OVER', 'The match is over: there is nothing to advise.');
  if (toAct !== seat)
    throw new RuleError(
      'NOT_YOUR_TURN',
      `The seat to advise must be the one to act: it is ${toAct}'s turn, not ${String(seat)}'s.`,
      'seat',
    );
  // The expert level's search (its budget, bias and rollout cut): the coach says what expert plays.
  const expert = levelSpec('mne', 'expert');
  const { rollout = expert.rollout ?? 'greedy', seed = 0, ...budget } = options;
  const rng = new Rng(seedRng(`coach:${seed}`));
  const game = mneSearchGame(rollout, seed, expert.cardPlacements);
  const adviser = createAdviser(game, state, seat, margin, { ...levelSearchOptions(expert), ...budget }, rng);
  return adviseIn(adviser, (choice) => finish(seat, choice));
}

/** What the coach would play for `seat` (the seat to act) and why; see `createCoach`. */
export function coach(state: MneState, seat: Seat, options: MneCoachOptions = {}): MneAdvice {
  return adviseNow(createCoach(state, seat, options));
}

function finish(seat: Seat, choice: CoachChoice<MneState, MneAction>): MneAdvice {
  const { sample: s, action, basis, playouts, best, next } = choice;
  const option = (o: CoachOptionStats<MneAction> | null): MneCoachOption | null =>
    o && { ...o, notation: formatAction(s, o.action) };
  return {
    action,
    notation: formatAction(s, action),
    reason: { basis, playouts, best: option(best), next: option(next), shot: shotOutlook(s, seat, action) },
  };
}

/** The outcomes of the shot `action` starts or adds cards to (null when it is no shot). */
export function shotOutlook(s: MneState, seat: Seat, action: MneAction): MneShotOutlook | null {
  const args = shotArguments(s, seat, action);
  if (!args) return null;
  return { ...shotOutcomes(s, seat, ...args), scoring: shotOdds(s, seat, ...args) };
}

type ShotArguments = [basic: number, crack: number, hand: string[], organised: boolean, ignoreDefence: boolean];

/** `shotOdds`' arguments for the shot `action` starts (no hand cards yet: they come next) or commits to. */
function shotArguments(s: MneState, seat: Seat, action: MneAction): ShotArguments | null {
  const by = (card: string | null, ignoreDefence = false): ShotArguments | null =>
    card === null
      ? null
      : [
          basicAttackOf(s, seat, card),
          fieldCardInfo(s.data, teamOf(s, seat).field, card).crack,
          [],
          true,
          ignoreDefence,
        ];
  switch (action.type) {
    case 'directAttack':
      return by(action.card);
    case 'shoot':
      return by(s.placed);
    case 'applyEffect':
      // An icon names the free shot (the placed card shoots, ignoring the Basic Defence).
      return action.icon === undefined ? null : by(s.placed, true);
    case 'unorganisedShot':
      return [0, 0, [], false, false];
    case 'commitAttack': {
      const shot = s.shot;
      if (!shot) return null;
      return [shot.basicAttack, shot.crack, action.cards, shot.kind !== 'unorganised', shot.ignoreDefence];
    }
    default:
      return null;
  }
}
