/**
 * The engine contract both games share (`core/game.ts`): `legalActions`, pure `applyAction`
 * → { state, events }, `currentSeat`, `isOver`, `result`. An action is legal exactly when it is
 * one of `legalActions(s)`; anything else is rejected with a RuleError and the input untouched.
 */
import type { Applied, InPlaceStepper } from '../core/game.js';
import { RuleError } from '../core/errors.js';
import { NONE, without } from '../core/lists.js';
import { changeMoney, openCopy, openInPlace, ownState, type Ctx } from './rules/context.js';
import { closeWorkingCopy } from '../core/working-copy.js';
import { checkAction } from './action-shape.js';
import { actionOf, indexOf, type LegalMemo } from './data/index.js';
import type {
  MatchState,
  MofAction,
  MofActionWithSeat,
  MofEvent,
  MofState,
  MofView,
  StandingRow,
  TeamState,
} from './types.js';
import { applyMatchDecision, choiceAction, matchActions, matchChoices, pendingSeat } from './match/decisions.js';
import { teamOfSeat } from './match/seats.js';
import { applyStageDecision, runFlow, stageActions, standings as tables } from './championship.js';
import { moneyPlays, SWAP_COST, swapPlays } from './rules/action-cards.js';
import { dealActions, discardAction } from './decks.js';
import { moneyNeeded } from './rules/effects.js';
import { priceOf } from './rules/game-setup.js';
import { matchPoints } from './rules/final-whistle.js';

export function isOver(s: MofState): boolean {
  return s.stage === 'over';
}

/** The seat that must act now, or null when the game is over. */
export function currentSeat(s: MofState): string | null {
  if (s.stage === 'over') return null;
  if (s.stage === 'matchday') {
    const m = s.matches[s.active];
    return m ? pendingSeat(s, m) : null;
  }
  const t = s.queue[0];
  return t === undefined ? null : (s.teams[t]?.seat ?? null);
}

/**
 * The legal actions of `s`, worked out once per state object and kept on its data set's index
 * (`ix.legal`, one entry): all but the card swaps (`main`), and the cards the seat may swap
 * (`swaps`; the full list, with a swapCard action for each after the others, is built only when
 * asked — random play rarely swaps). A bot asks for the legal actions, then applyAction checks its
 * choice against the same lists. (A WeakMap over every state would slow the garbage collector down.)
 */
function legalOf(s: MofState): LegalMemo {
  const ix = indexOf(s.data);
  const memo = ix.legal;
  if (memo.state === s) return memo;
  memo.main = NONE;
  memo.swaps = NONE;
  memo.list = null;
  memo.state = s;
  const seat = currentSeat(s);
  if (seat === null) return memo;
  const t = teamOfSeat(s, seat);
  const team = s.teams[t] as TeamState;
  if (s.stage === 'matchday') memo.main = matchActions(ix, s, s.matches[s.active] as MatchState);
  else {
    const list = stageActions(ix, s);
    for (const card of moneyPlays(ix, team)) list.push(actionOf(ix, 'playCard', 'card', card));
    memo.main = list;
  }
  memo.swaps = swapPlays(ix, s, t);
  return memo;
}

/**
 * Every legal action for the seat that must act now; empty when the game is over. Given a seat's
 * view (`viewFor`), the same list when that seat is to act, else empty: what a seat may decide
 * depends only on what it sees (its hand, offers and line-up, the public table, the stacks' sizes).
 */
export function legalActions(s: MofState | MofView): MofAction[] {
  if ('deckSizes' in s && s.seat !== currentSeat(s)) return [];
  const legal = legalOf(s);
  const list = legal.main.slice();
  for (const card of legal.swaps) list.push(swapAction(s, card));
  for (let i = 0; i < list.length; i++) frozen(list[i] as MofAction);
  return list;
}

/**
 * `a` frozen (with its players): an action handed out of the engine stays the legal action it
 * was, so applyAction may trust the very object (see `known` there).
 */
export function frozen(a: MofAction): MofAction {
  if (!Object.isFrozen(a)) {
    if ('players' in a) Object.freeze(a.players);
    Object.freeze(a);
  }
  return a;
}

/** The legal actions of `s` but card swaps (read only; computed once per state object). */
export function legalMain(s: MofState): readonly MofAction[] {
  return legalOf(s).main;
}

/** The cards the seat to act in `s` may swap (read only). */
export function legalSwaps(s: MofState): readonly string[] {
  return legalOf(s).swaps;
}

/**
 * The legal action at index `pick(main, swaps)` of `legalList(s)` (its `main` actions, then
 * `swaps` card swaps): during a match, unless the lists of `s` are built already, only that one
 * action is built (random play), and not frozen unless it is a shared one.
 */
export function pickLegal(s: MofState, pick: (main: number, swaps: number) => number): MofAction {
  const ix = indexOf(s.data);
  const m = s.stage === 'matchday' && ix.legal.state !== s ? s.matches[s.active] : undefined;
  const p = m?.pending;
  if (!m || !p) {
    const { main, swaps } = legalOf(s);
    const i = pick(main.length, swaps.length);
    return i < main.length ? frozen(main[i] as MofAction) : swapAction(s, swaps[i - main.length] as string);
  }
  const choices = matchChoices(ix, s, m, p);
  // (the team deciding: a side's, or the seat's in the windows that name one)
  const swaps = swapPlays(ix, s, 'side' in p ? m.sides[p.side].team : teamOfSeat(s, p.seat));
  const i = pick(choices.length, swaps.length);
  return i < choices.length
    ? choiceAction(ix, p, choices[i], false)
    : swapAction(s, swaps[i - choices.length] as string);
}

/** The shared swapCard action for `card`. */
export const swapAction = (s: MofState, card: string): MofAction => actionOf(indexOf(s.data), 'swapCard', 'card', card);

/**
 * The legal actions of `s`: `legalMain`, then a swap for each of `legalSwaps` (read only, for the
 * engine's own loops; bots freeze only the action they hand out).
 */
export function legalList(s: MofState): readonly MofAction[] {
  const legal = legalOf(s);
  return (legal.list ??= legal.main.concat(legal.swaps.map((card: string) => swapAction(s, card))));
}

const FIELDS = ['manager', 'player', 'card', 'tactic', 'play', 'source', 'when', 'out', 'in', 'side'] as const;

/** Two actions are the same decision when their type and fields match (players in any order). */
function sameAction(a: MofAction, b: MofAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const f of FIELDS) if (x[f] !== y[f]) return false;
  const p = x.players as string[] | undefined;
  const q = y.players as string[] | undefined;
  if (p || q) {
    if (!p || !q || p.length !== q.length) return false;
    for (const id of p) if (!q.includes(id)) return false;
    if (new Set(p).size !== p.length) return false;
  }
  return true;
}

/** Why an action that is not legal was refused: a specific code where one applies. */
function refuse(s: MofState, a: MofActionWithSeat, seat: string): never {
  const ix = indexOf(s.data);
  const team = s.teams[teamOfSeat(s, seat)];
  if (team) {
    if (a.type === 'swapCard' && team.money < SWAP_COST && team.hand.includes(a.card))
      throw new RuleError('NOT_ENOUGH_MONEY', `Swapping a card costs ${SWAP_COST}M; ${team.name} has ${team.money}M.`);
    if (a.type === 'buyPlayer' && team.offer.includes(a.player)) {
      const p = ix.player.get(a.player);
      if (p && priceOf(ix, team, p) > team.money)
        throw new RuleError(
          'NOT_ENOUGH_MONEY',
          `${p.name} costs ${priceOf(ix, team, p)}M; ${team.name} has ${team.money}M.`,
        );
    }
    const card = 'card' in a ? a.card : 'source' in a ? a.source : undefined;
    const def = card === undefined ? undefined : ix.card.get(card);
    if (def && team.hand.includes(def.id) && team.money < moneyNeeded(ix, team, def) && a.type !== 'discardCard')
      throw new RuleError(
        'NOT_ENOUGH_MONEY',
        `${def.name} needs ${moneyNeeded(ix, team, def)}M; ${team.name} has ${team.money}M.`,
      );
  }
  const types = [...new Set(legalActions(s).map((x) => x.type))].join(', ');
  throw new RuleError(
    'ILLEGAL_ACTION',
    `${a.type} is not legal now for ${seat}; legal action types: ${types}.`,
    'type',
  );
}

/** Applies one action. Pure: `s` is never changed; the new state and the events are returned. */
export function applyAction(s: MofState, action: MofAction | MofActionWithSeat): Applied<MofState, MofEvent> {
  // Fast path: the very (frozen, so unchanged) object legalActions(s) handed out is legal.
  const memo = indexOf(s.data).legal;
  const known =
    memo.state === s &&
    Object.isFrozen(action) &&
    (memo.main.includes(action as MofAction) || legalList(s).includes(action as MofAction));
  const a = known ? (action as MofActionWithSeat) : checkAction(action);
  if (isOver(s)) throw new RuleError('GAME_OVER', 'The game is over; no more actions.');
  const seat = currentSeat(s);
  if (seat === null) throw new RuleError('INVALID_STATE', 'Nobody is to act in this state.');
  if (a.seat !== undefined && a.seat !== seat)
    throw new RuleError('NOT_YOUR_TURN', `It is ${seat}'s decision, not ${a.seat}'s.`, 'seat');
  if ('match' in a && a.match !== undefined && (s.stage !== 'matchday' || a.match !== s.active))
    throw new RuleError(
      'ILLEGAL_ACTION',
      `Match ${a.match} is not the match awaiting a decision (${s.active}).`,
      'match',
    );
  const legal = known ? (a as MofAction) : legalList(s).find((x) => sameAction(x, a));
  if (!legal) refuse(s, a, seat);
  const c = openCopy(s);
  decide(c, seat, legal);
  return { state: c.s, events: c.events as MofEvent[] };
}

/** Plays legal action `a` of `seat` in context `c` (a draft or in place), then runs the flow on. */
function decide(c: Ctx, seat: string, a: MofAction): void {
  if (a.type === 'swapCard') {
    const t = teamOfSeat(c.s, seat);
    const team = changeMoney(c, t, -SWAP_COST, 'swap');
    team.hand = without(team.hand, a.card);
    discardAction(c, a.card);
    c.events?.push({ type: 'cardSwapped', team: t, card: a.card });
    dealActions(c, t, 1);
  } else if (c.s.stage === 'matchday') applyMatchDecision(c, c.s.active, seat, a);
  else applyStageDecision(c, a);
  runFlow(c);
  // In place the state's generator array is the caller's own (see ownState): written, not replaced.
  closeWorkingCopy(c);
}

/**
 * The in-place path (core's InPlaceStepper) for loops that own their state: the same `decide` as
 * `applyAction`, without the checks, the copy and the events.
 */
export const inPlaceStepper: InPlaceStepper<MofState, MofAction> = {
  own: ownState,
  advance(s, a, seat) {
    const legal = indexOf(s.data).legal;
    if (legal.state === s) legal.state = null; // its legal list is stale once s changes
    decide(openInPlace(s), seat ?? (currentSeat(s) as string), a);
  },
};

/** Standings of a championship: one table per group, plus the final's when played. */
export function standings(s: MofState): StandingRow[][] {
  return tables(s);
}

export interface MofResult {
  over: boolean;
  /** Winning team index (null while playing, or for a drawn stand-alone match). */
  winner: number | null;
  /** Stand-alone match: the score and points. */
  score?: [number, number];
  points?: [number, number];
}

/** The outcome so far: a match's score and points, or a championship's champion. */
export function result(s: MofState): MofResult {
  if (s.kind === 'match') {
    const m = s.matches[0] as MatchState;
    return { over: isOver(s), winner: isOver(s) ? s.champion : null, score: m.score, points: matchPoints(m.score) };
  }
  return { over: isOver(s), winner: isOver(s) ? s.champion : null };
}
