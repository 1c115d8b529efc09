/**
 * The Masters of Football search bot: Monte Carlo tree search over the dice and the hidden cards
 * (core/mcts.ts's information-set search, each playout on a fresh determinization — new dice, the
 * unseen action cards redealt, see determinize.ts), with the random bot's rollouts. Card swaps are
 * searched only when nothing else is legal (as the random bot rarely swaps).
 */
import type { Bot } from '../core/bots.js';
import { RuleError } from '../core/errors.js';
import { searchBot as coreSearchBot, type SearchGame, type SearchOptions } from '../core/mcts.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { applyAction, currentSeat, inPlaceStepper, isOver, legalActions } from './engine.js';
import type { MofAction, MofState } from './types.js';
import { matchWinChance } from './win-chance.js';

/** Default budget: 200 playouts per decision (a stand-alone match: well under a second here). */
export const SEARCH_PLAYOUTS = 200;

/** The value of a state for `seat`: the result when over; for a match in play, a guess from the score. */
export function mofReward(s: MofState, seat: string): number {
  const mine = s.teams.findIndex((t) => t.seat === seat);
  if (isOver(s)) return s.champion === null ? 0.5 : s.champion === mine ? 1 : 0;
  const m = s.kind === 'match' ? s.matches[0] : undefined;
  if (!m) return 0.5;
  const side = m.sides[0].team === mine ? 0 : m.sides[1].team === mine ? 1 : null;
  if (side === null) return 0.5;
  const chance = matchWinChance(s, m, side);
  if (chance !== undefined) return chance;
  const diff = m.score[side] - m.score[side === 0 ? 1 : 0];
  return 1 / (1 + Math.exp(-1.2 * diff));
}

export type MofRollout = 'random' | 'greedy' | 'mixed';

export interface MofSearchOptions extends SearchOptions {
  /**
   * Rollout policy: 'random' (default: fastest), 'greedy', or 'mixed' (greedy's line-up and
   * tactics, every other decision at random).
   */
  rollout?: MofRollout;
}

/** The kind of decision awaited in a match, or undefined between matches. */
const pendingKind = (s: MofState) => (s.stage === 'matchday' ? s.matches[s.active]?.pending?.kind : undefined);

/**
 * The random bot, except that it fields greedy's line-up and picks greedy's tactic: a random team
 * or tactic says little about how a line-up will play.
 */
export function mixedBot(seed: number | string): Bot<MofState, MofAction> {
  const random = randomBot(seed);
  const greedy = greedyBot();
  return (s) => {
    const kind = pendingKind(s);
    return kind === 'pickTeam' || kind === 'chooseTactic' ? greedy(s) : random(s);
  };
}

export function mofSearchGame(rollout: MofRollout = 'random', greedyKinds = ''): SearchGame<MofState, MofAction> {
  const greedy = greedyBot();
  const left = new Set(greedyKinds.split('+').filter(Boolean));
  return {
    ...(left.size > 0
      ? {
          preset: (s: MofState) => {
            const kind = pendingKind(s);
            return kind !== undefined && left.has(kind) ? greedy(s) : undefined;
          },
        }
      : {}),
    legalActions,
    applyAction,
    inPlace: inPlaceStepper,
    currentSeat,
    reward: mofReward,
    actionKey: (a) => JSON.stringify(a),
    determinize,
    rolloutBot: (seed) => (rollout === 'greedy' ? greedyBot() : rollout === 'mixed' ? mixedBot(seed) : randomBot(seed)),
    // The greedy bot's move, for a search with a bias towards it (`bias`).
    favoured: greedyBot(),
    // Face-down choices: a lineup, a tactic, the pre-match cards selected (revealed together).
    secret: (s) => {
      const kind = pendingKind(s);
      return kind === 'pickTeam' || kind === 'chooseTactic' || kind === 'select';
    },
    // The line-up and the tactics decide most (ISSUE: measured), the card windows of a turn least.
    budgetScale: (s) => {
      const kind = pendingKind(s);
      return kind === 'pickTeam' || kind === 'chooseTactic' ? 2 : 0.6;
    },
    // A stand-alone match in its second half: `mofReward` works the rest out from the dice.
    cutoff: (s) => {
      const m = s.kind === 'match' ? s.matches[0] : undefined;
      return m !== undefined && m.phase === 'secondHalf';
    },
    candidates: (_s, legal) => {
      const kept = legal.filter((a) => a.type !== 'swapCard');
      return kept.length > 0 ? kept : legal;
    },
  };
}

/** A search bot for any person seat; reproducible for a seed with a budget in `playouts`. */
export function searchBot(options: MofSearchOptions = {}): Bot<MofState, MofAction> {
  if (typeof options !== 'object' || options === null)
    throw new RuleError('INVALID_ARGUMENT', `searchBot: options must be an object, got ${String(options)}.`, 'options');
  const { rollout = 'random', greedyKinds, ...search } = options as MofSearchOptions & { greedyKinds?: string };
  if (rollout !== 'random' && rollout !== 'greedy' && rollout !== 'mixed')
    throw new RuleError(
      'INVALID_ARGUMENT',
      `searchBot: options.rollout must be 'random', 'greedy' or 'mixed', got ${String(rollout)}.`,
      'options.rollout',
    );
  return coreSearchBot(mofSearchGame(rollout, greedyKinds), { playouts: SEARCH_PLAYOUTS, ...search });
}
