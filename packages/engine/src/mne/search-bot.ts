/**
 * The Magic Number Eleven search bot: information-set Monte Carlo tree search (core/mcts.ts) over
 * determinizations sampled from the acting seat's view (determinize.ts), with greedy-policy rollouts (random on request).
 *
 * Left to fixed policies (searching them adds nothing or cannot work in a determinized world):
 * the draft and the lineup (greedy's choice: a lineup has hundreds of options and only matters
 * through the whole match), penalty directions (uniform: the equilibrium of the guessing game) and
 * half-time substitutions (straight to `ready`). Substitutions during a turn are not searched
 * either (they would multiply the branching by the bench size); the greedy bot never makes them.
 */
import type { Bot } from '../core/bots.js';
import { searchBot as coreSearchBot, type SearchGame, type SearchOptions } from '../core/mcts.js';
import { Rng, seedRng } from '../core/rng.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { applyAction, currentSeat, inPlace, legalActions } from './match.js';
import { DIRECTIONS } from './rules/shot.js';
import { teamOf } from './rules/context.js';
import { iconsOfPlacing } from './rules/tactical-icons.js';
import type { MneAction, MneState, Seat } from './types.js';

export interface MneSearchOptions extends SearchOptions {
  /** Rollout policy: 'greedy' (default: stronger) or 'random' (≈ 2.5× faster per playout). */
  rollout?: 'random' | 'greedy';
  /**
   * Also search building up with each other player card it may place, each at its placement
   * completing the most icons, not only with greedy's placement. Default false; the expert level's.
   */
  cardPlacements?: boolean;
}

/**
 * For each player card that `build` does not place already, its placement completing the most icons
 * (the first of equals): greedy's placement weighs one card, chosen by its own rule of thumb; with
 * these the search compares building up with every card, a Free Shot or a marker push included.
 */
function cardPlacementsBeside(s: MneState, places: MneAction[], build: MneAction[]): MneAction[] {
  const field = teamOf(s, s.active).field;
  const placed = new Set(build.map((a) => (a.type === 'place' ? a.card : '')));
  const best = new Map<string, { a: MneAction; icons: number }>();
  for (const a of places) {
    if (a.type !== 'place' || placed.has(a.card)) continue;
    const icons = iconsOfPlacing(s.data, field, { card: a.card, row: a.row, col: a.col }).length;
    const top = best.get(a.card);
    if (!top || icons > top.icons) best.set(a.card, { a, icons });
  }
  return [...best.values()].map((b) => b.a);
}

/** Default budget: 150 playouts per decision (well under a second here; see docs/bots.md). */
export const SEARCH_PLAYOUTS = 150;

/** The value of a state for `seat`: the result when over, else a guess from the score and the marker. */
export function mneReward(s: MneState, seat: Seat): number {
  const other: Seat = seat === 'home' ? 'away' : 'home';
  const diff = s.teams[seat].score - s.teams[other].score;
  if (s.phase === 'over') {
    if (diff !== 0) return diff > 0 ? 1 : 0;
    const so = s.shootout;
    if (so) {
      const mine = so.kicks[seat].filter(Boolean).length;
      const theirs = so.kicks[other].filter(Boolean).length;
      return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
    }
    return 0.5;
  }
  return 1 / (1 + Math.exp(-1.2 * diff));
}

/** The search game the MNE bot runs on; exported for tools (benchmarks, tests). */
export function mneSearchGame(
  rollout: 'random' | 'greedy' = 'random',
  seed: number | string = 0,
  cardPlacements = false,
): SearchGame<MneState, MneAction> {
  let presetRng: Rng | null = null;
  let greedy: Bot<MneState, MneAction> | null = null;
  let favoured: Bot<MneState, MneAction> | null = null;
  return {
    legalActions,
    applyAction,
    inPlace,
    currentSeat,
    reward: (s, seat) => mneReward(s, seat as Seat),
    actionKey: actionKey,
    determinize: (s, seat, rng) => determinize(s, seat as Seat, rng),
    rolloutBot: (seed) => (rollout === 'greedy' ? greedyBot(seed) : randomBot(seed)),
    candidates: (s, legal) => {
      const kept = legal.filter((a) => a.type !== 'substitute');
      if (kept.length === 0) return legal;
      if (s.phase !== 'play' || s.step !== 'player') return kept;
      // Player Action: dozens of placements, too many for a few hundred playouts. Search whether to
      // build up (with greedy's placement, and with each other card on request) or shoot (every
      // Direct Attack, the unorganised shot).
      const places = kept.filter((a) => a.type === 'place');
      if (places.length <= 1) return kept;
      const others = kept.filter((a) => a.type !== 'place');
      const choice = greedyBot(0)(s);
      const spread = [0, places.length >> 1, places.length - 1].map((i) => places[i] as MneAction);
      const build = choice.type === 'place' ? [choice] : spread.filter((a, i) => spread.indexOf(a) === i);
      if (cardPlacements) build.push(...cardPlacementsBeside(s, places, build));
      return [...build, ...others];
    },
    // The greedy bot's move, for a search with a bias towards it (`bias`).
    favoured: (s) => (favoured ??= greedyBot(`favoured:${seed}`))(s),
    preset: (s) => {
      if (s.phase === 'draft' || s.phase === 'lineup') return (greedy ??= greedyBot(seed))(s);
      if (s.phase === 'halfTime') return { type: 'ready' };
      if (s.phase === 'shootout' || (s.phase === 'play' && (s.step === 'penaltyKick' || s.step === 'penaltySave'))) {
        presetRng ??= new Rng(seedRng(`penalty:${seed}`));
        return { type: 'penalty', direction: presetRng.pick(DIRECTIONS) };
      }
      return undefined;
    },
  };
}

function actionKey(a: MneAction): string {
  switch (a.type) {
    case 'place':
      return `p${a.card}@${a.row},${a.col}`;
    case 'directAttack':
      return `d${a.card}/${a.icon}`;
    case 'shoot':
      return `s${a.icon}`;
    case 'pass':
      return `pass${a.draw}`;
    case 'commitAttack':
      return `c${a.cards.join(',')}`;
    case 'defend':
      return `f${a.add}${a.card ?? ''}`;
    case 'keep':
      return `k${a.card}`;
    case 'applyEffect':
      return `e${a.icon ?? ''}`;
    default:
      return JSON.stringify(a);
  }
}

/**
 * An information-set MCTS bot for either seat. `playouts` (default {@link SEARCH_PLAYOUTS}) makes
 * it reproducible for a seed; `timeMs` caps the time per decision as well.
 */
export function searchBot(options: MneSearchOptions = {}): Bot<MneState, MneAction> {
  const { rollout = 'greedy', cardPlacements = false, ...search } = options;
  return coreSearchBot(mneSearchGame(rollout, search.seed ?? 0, cardPlacements), {
    playouts: SEARCH_PLAYOUTS,
    ...search,
  });
}
