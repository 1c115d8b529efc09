/**
 * The Masters of Football search bot: Monte Carlo tree search over the dice and the hidden cards
 * (core/mcts.ts's information-set search, each playout on a fresh determinization — new dice, the
 * unseen action cards redealt, see determinize.ts), with the random bot's rollouts or the odds
 * rollouts (odds-rollout.ts). Card swaps are searched only when nothing else is legal (as the random
 * bot rarely swaps). With `observe`, the tree also tells apart the situations a decision is taken in
 * (`mofObservation`).
 */
import type { Bot } from '../core/bots.js';
import type { MofLevelSpec } from '../core/levels.js';
import { RuleError } from '../core/errors.js';
import { searchBot as coreSearchBot, type SearchGame, type SearchOptions } from '../core/mcts.js';
import { greedyBot, randomBot } from './bots.js';
import { determinize } from './determinize.js';
import { oddsRolloutBot } from './odds-rollout.js';
import { applyAction, currentSeat, frozen, inPlaceStepper, isOver, legalActions, legalMain } from './engine.js';
import { matchOdds, onlyDiceLeft, windowValues } from './match-odds.js';
import { bestTactic, lineupValues } from './kick-off-odds.js';
import { Rng, seedRng } from '../core/rng.js';
import type { WinOddsTable } from './win-odds.js';
import type { MatchState, MofAction, MofState } from './types.js';

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
  const diff = m.score[side] - m.score[side === 0 ? 1 : 0];
  return 1 / (1 + Math.exp(-1.2 * diff));
}

export interface MofSearchOptions extends SearchOptions {
  /**
   * Rollout policy: 'random' (default: fastest), 'greedy', or 'odds' (random, but the turn windows'
   * effects spent by the dice odds: odds-rollout.ts).
   */
  rollout?: MofRollout;
  /**
   * End each rollout at the first turn window of a stand-alone match's second half and score the
   * rest by the exact win odds with the effects each side holds (match-odds.ts). Default false.
   */
  oddsCut?: boolean;
  /**
   * Decide a turn window of a stand-alone match's second half (re-roll, extra attack, skip,
   * disallow) by the win odds of keeping and of using the effect, averaged over determinizations
   * of the seat's view (match-odds.ts), instead of searching it. Default false.
   */
  oddsWindows?: boolean;
  /**
   * With `oddsWindows`, the first turn whose windows are so decided (default 7, the second half's
   * first; earlier, the rest of the match is valued at the levels in use then).
   */
  oddsWindowsFrom?: number;
  /**
   * Search only the best `lineupOdds` line-ups of a stand-alone match, by their win odds from
   * kick-off (kick-off-odds.ts), for either manager (1: that line-up without a search). Default 0:
   * every line-up.
   */
  lineupOdds?: number;
  /**
   * Play each half's tactic card of a stand-alone match by the win odds (kick-off-odds.ts'
   * `bestTactic`) instead of searching it. Default false.
   */
  tacticOdds?: boolean;
  /**
   * Bias the search (`bias`) towards the tactic card the win odds choose (kick-off-odds.ts'
   * `bestTactic`) instead of greedy's, in both managers' tactic decisions. Default false.
   */
  tacticBias?: boolean;
}

/** In a turn window, the move that uses the effect (the manager's ability first: it is free) or passes. */
function windowMove(s: MofState, use: boolean): MofAction | undefined {
  let chosen: MofAction | undefined;
  for (const a of legalMain(s)) {
    if (a.type === 'pass') {
      if (!use) chosen = a;
    } else if (use && (chosen === undefined || ('source' in a && a.source === 'ability'))) chosen = a;
  }
  return chosen ? frozen(chosen) : undefined;
}

/** Determinizations a window decided by the win odds is averaged over. */
export const WINDOW_SAMPLES = 32;

/**
 * The move of a second-half turn window by the win odds, seen by `seat` (the other side's hand and
 * stack redealt in each of `WINDOW_SAMPLES` determinizations), or undefined in another decision.
 */
export function oddsWindowMove(
  s: MofState,
  seat: string,
  rng: Rng,
  tables: Map<string, WinOddsTable>,
  from = 7,
): MofAction | undefined {
  if (!onlyDiceLeft(s, from)) return undefined;
  let gain = 0; // the deciding side's mean gain from using the effect now
  for (let i = 0; i < WINDOW_SAMPLES; i++) {
    const w = windowValues(determinize(s, seat, rng), tables);
    if (!w) return undefined;
    gain += w.side === 0 ? w.use - w.keep : w.keep - w.use;
  }
  return windowMove(s, gain > 1e-9);
}

/**
 * What both managers see of `s` beyond the actions that led there: who decides, in which window,
 * the score and the turn (the dice's result shows in who is asked and in the score).
 */
export function mofObservation(s: MofState): string {
  const seat = currentSeat(s) ?? '';
  const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
  if (!m) return `${seat}|${s.stage}`;
  return `${seat}|${m.pending?.kind ?? m.at}|${m.score[0]}-${m.score[1]}|${m.turn}`;
}

export type MofRollout = 'random' | 'greedy' | 'odds';

/**
 * `mofReward`, except that a match waiting on a second-half turn window is scored by its win odds
 * (`tables`: a search's cache of win-odds tables).
 */
export function mofOddsReward(s: MofState, seat: string, tables?: Map<string, WinOddsTable>): number {
  if (isOver(s) || !onlyDiceLeft(s)) return mofReward(s, seat);
  const m = s.matches[0] as MatchState;
  const home = matchOdds(s, tables);
  const mine = s.teams.findIndex((t) => t.seat === seat);
  return m.sides[0].team === mine ? home : m.sides[1].team === mine ? 1 - home : 0.5;
}

/** How the MoF search game uses the win odds of a match's rest (match-odds.ts); by default not at all. */
export interface MofGameOptions {
  /** End rollouts at the second half's first turn window, scored by the win odds (`MofSearchOptions.oddsCut`). */
  oddsCut?: boolean;
  /** Decide the turn windows from this turn on by the win odds, not by the search (`preset`). */
  oddsWindowsFrom?: number;
  /** Seed of the determinizations those window decisions average over. */
  seed?: number | string;
  /** Search only this many line-ups, the best by the kick-off odds (`MofSearchOptions.lineupOdds`). */
  lineupOdds?: number;
  /** Play the tactic cards by the win odds (`MofSearchOptions.tacticOdds`). */
  tacticOdds?: boolean;
  /** Favour the tactic cards the win odds choose (`MofSearchOptions.tacticBias`). */
  tacticBias?: boolean;
}

/**
 * The tactic card the win odds choose in a tactic decision of a stand-alone match, or undefined in
 * another decision. `memo` keeps it by what `bestTactic` reads (the side's line-up, the other's once
 * shown or else its squad, the score, the cards in play): the same in many determinizations.
 */
function oddsTactic(s: MofState, memo: Map<string, MofAction | undefined>): MofAction | undefined {
  const m = s.kind === 'match' && s.stage === 'matchday' ? s.matches[0] : undefined;
  const p = m?.pending;
  if (!m || p?.kind !== 'chooseTactic') return undefined;
  const other = m.sides[p.side === 0 ? 1 : 0];
  const key = JSON.stringify([
    p.side,
    m.at,
    m.ha,
    m.score,
    m.sides[p.side].lineup,
    m.shown ? other.lineup : [s.teams[other.team]?.squad, other.wood],
    m.sides.map((sd) => sd.used.genius ?? 0),
    m.cards,
  ]);
  if (memo.has(key)) return memo.get(key);
  const tactic = bestTactic(s, p.side);
  const action = tactic ? frozen({ type: 'chooseTactic', tactic }) : undefined;
  memo.set(key, action);
  return action;
}

/**
 * The best `keep` of the line-ups in `legal` (a pick-team decision of a stand-alone match) by their
 * win odds from kick-off for the side picking, or undefined in another decision. `memo` keeps the
 * choice by what it depends on (both squads, the players drawn for the position rule, the home
 * advantage, the abilities): the same in every determinization.
 */
function bestLineups(
  s: MofState,
  legal: MofAction[],
  keep: number,
  memo: Map<string, ReadonlySet<string>>,
): MofAction[] | undefined {
  const m = s.kind === 'match' && s.stage === 'matchday' ? s.matches[0] : undefined;
  const p = m?.pending;
  if (!m || p?.kind !== 'pickTeam') return undefined;
  const teams = legal.filter((a) => a.type === 'pickTeam');
  if (teams.length <= keep) return undefined;
  const key = `${p.side}|${m.ha}|${m.sides.map((sd) => `${s.teams[sd.team]?.manager}:${sd.wood}:${s.teams[sd.team]?.squad.join(',')}`).join('|')}`;
  let best = memo.get(key);
  if (!best) {
    const values = lineupValues(
      s,
      p.side,
      teams.map((a) => a.players),
    );
    if (!values) return undefined;
    // The best first; equal values keep the legal order (a stable sort).
    const order = teams.map((a, i) => ({ a, v: values[i] as number })).sort((x, y) => y.v - x.v);
    best = new Set(order.slice(0, keep).map((x) => JSON.stringify(x.a)));
    memo.set(key, best);
  }
  const kept = best;
  return legal.filter((a) => kept.has(JSON.stringify(a)));
}

/** The search game a level's row plays (its rollout, and the tactic bias where the row sets it). */
export function levelSearchGame(spec: MofLevelSpec): SearchGame<MofState, MofAction> {
  if (typeof spec !== 'object' || spec === null)
    throw new RuleError(
      'INVALID_ARGUMENT',
      `levelSearchGame: spec must be a level's row (levelSpec('mof', level)), got ${String(spec)}.`,
      'spec',
    );
  return mofSearchGame(spec.rollout ?? 'random', spec.tacticBias === true ? { tacticBias: true } : {});
}

export function mofSearchGame(
  rollout: MofRollout = 'random',
  options: MofGameOptions = {},
): SearchGame<MofState, MofAction> {
  if (typeof options !== 'object' || options === null)
    throw new RuleError(
      'INVALID_ARGUMENT',
      `mofSearchGame: options must be an object, got ${String(options)}.`,
      'options',
    );
  const {
    oddsCut = false,
    oddsWindowsFrom,
    seed = 0,
    lineupOdds = 0,
    tacticOdds = false,
    tacticBias = false,
  } = options;
  // The win-odds tables this game's searches have made (a pure cache: the same values whenever made).
  const tables = new Map<string, WinOddsTable>();
  const windowRng = new Rng(seedRng(`windows:${seed}`));
  const lineups = new Map<string, ReadonlySet<string>>();
  const tactics = new Map<string, MofAction | undefined>();
  const greedy = greedyBot();
  // A decision left to the win odds (a turn window, a tactic card), or undefined to search it.
  const byOdds = (s: MofState): MofAction | undefined => {
    const seat = currentSeat(s);
    if (seat === null) return undefined;
    const tactic = tacticOdds ? oddsTactic(s, tactics) : undefined;
    if (tactic) return tactic;
    return oddsWindowsFrom === undefined ? undefined : oddsWindowMove(s, seat, windowRng, tables, oddsWindowsFrom);
  };
  return {
    ...(oddsCut ? { rolloutDone: onlyDiceLeft } : {}),
    ...(oddsWindowsFrom !== undefined || tacticOdds ? { preset: byOdds } : {}),
    legalActions,
    applyAction,
    inPlace: inPlaceStepper,
    currentSeat,
    reward: oddsCut ? (s, seat) => mofOddsReward(s, seat, tables) : mofReward,
    actionKey: (a) => JSON.stringify(a),
    observe: mofObservation,
    determinize,
    rolloutBot: (seed) =>
      rollout === 'greedy' ? greedyBot() : rollout === 'odds' ? oddsRolloutBot(seed) : randomBot(seed),
    // The greedy bot's move (or the tactic by the odds), for a search with a bias towards it (`bias`).
    favoured: tacticBias ? (s: MofState) => oddsTactic(s, tactics) ?? greedy(s) : greedy,
    candidates: (s, legal) => {
      const kept = legal.filter((a) => a.type !== 'swapCard');
      if (kept.length === 0) return legal;
      return (lineupOdds > 0 ? bestLineups(s, kept, lineupOdds, lineups) : undefined) ?? kept;
    },
  };
}

/** A search bot for any person seat; reproducible for a seed with a budget in `playouts`. */
export function searchBot(options: MofSearchOptions = {}): Bot<MofState, MofAction> {
  if (typeof options !== 'object' || options === null)
    throw new RuleError('INVALID_ARGUMENT', `searchBot: options must be an object, got ${String(options)}.`, 'options');
  const {
    rollout = 'random',
    oddsCut = false,
    oddsWindows = false,
    oddsWindowsFrom = 7,
    lineupOdds = 0,
    tacticOdds = false,
    tacticBias = false,
    ...search
  } = options;
  if (rollout !== 'random' && rollout !== 'greedy' && rollout !== 'odds')
    throw new RuleError(
      'INVALID_ARGUMENT',
      `searchBot: options.rollout must be 'random', 'greedy' or 'odds', got ${String(rollout)}.`,
      'options.rollout',
    );
  if (search.observe !== undefined && typeof search.observe !== 'boolean')
    throw new RuleError(
      'INVALID_ARGUMENT',
      `searchBot: options.observe must be true or false, got ${String(search.observe)}.`,
      'options.observe',
    );
  for (const [name, value] of [
    ['oddsCut', oddsCut],
    ['oddsWindows', oddsWindows],
    ['tacticOdds', tacticOdds],
    ['tacticBias', tacticBias],
  ] as const)
    if (typeof value !== 'boolean')
      throw new RuleError(
        'INVALID_ARGUMENT',
        `searchBot: options.${name} must be true or false, got ${String(value)}.`,
        `options.${name}`,
      );
  if (!Number.isInteger(oddsWindowsFrom) || oddsWindowsFrom < 1 || oddsWindowsFrom > 13)
    throw new RuleError(
      'INVALID_ARGUMENT',
      `searchBot: options.oddsWindowsFrom must be a turn from 1 to 13, got ${String(oddsWindowsFrom)}.`,
      'options.oddsWindowsFrom',
    );
  if (!Number.isInteger(lineupOdds) || lineupOdds < 0)
    throw new RuleError(
      'INVALID_ARGUMENT',
      `searchBot: options.lineupOdds must be a whole number of line-ups (0: all), got ${String(lineupOdds)}.`,
      'options.lineupOdds',
    );
  const game = mofSearchGame(rollout, {
    oddsCut,
    lineupOdds,
    tacticOdds,
    tacticBias,
    ...(oddsWindows ? { oddsWindowsFrom } : {}),
    ...(search.seed !== undefined ? { seed: search.seed } : {}),
  });
  return coreSearchBot(game, { playouts: SEARCH_PLAYOUTS, ...search });
}
