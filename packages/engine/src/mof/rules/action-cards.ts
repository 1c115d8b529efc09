/**
 * Rules for Playing Action Cards (rulebook: The Cards → Action Cards, Rules for Playing Action
 * Cards, Player Modifiers, Home Advantage; docs/rules/mof.md#reference-data).
 * - Two pre-match windows: the first for cards that affect the tactical roll (tactical modifiers,
 *   forcing tactics, gaining home advantage), the second for attack/defence and player modifiers.
 *   Only cards with the before-match or any-time timing; strategy constraints must hold (first
 *   window: the manager's own chosen tactic; second: the match tactic).
 * - Cards that force tactics require home advantage; a card aimed at an immune team cannot be played.
 * - Player modifiers target a player on the field (the opponent's only once players are face up).
 * - Swapping a card for 1M is allowed whenever the manager acts; money cards whenever he acts
 *   outside the in-match windows.
 */
import type { DataIndex } from '../data/index.js';
import { NONE } from '../../core/lists.js';
import type { ActionCardDef, MatchState, MofState, MofView, Side, TeamState } from '../types.js';
import { factsOf, teamOffersOf } from './facts.js';
import { cannotReach, effectiveUnder, moneyNeeded, moneyNeededBy } from './effects.js';

export const SWAP_COST = 1;
export const HAND_LIMIT = 5;

export interface CardPlay {
  card: string;
  player?: string;
}

export function isPlayerModifier(card: ActionCardDef): boolean {
  return card.effects.some((e) => e.k === 'pAtt' || e.k === 'pDef' || e.k === 'pTac');
}

/** A card that only gains money: playable whenever its manager acts outside the in-match windows. */
export function isMoneyCard(card: ActionCardDef): boolean {
  return card.timing !== 'in' && card.effects.every((e) => e.k === 'money');
}

/** The side a card affects when played by `side`. */
export function cardVictim(card: ActionCardDef, side: Side): Side {
  return card.target === 'own' ? side : side === 0 ? 1 : 0;
}

/** Every card play `side` may place face down in pre-match window `window`. */
export function windowPlays(ix: DataIndex, s: MofState, m: MatchState, side: Side, window: 1 | 2): CardPlay[] {
  const out: CardPlay[] = [];
  findPlays(ix, s, m, side, window, out);
  return out;
}

/** Whether `side` has any card to play in pre-match window `window` (`windowPlays(…).length > 0`). */
export const hasWindowPlay = (ix: DataIndex, s: MofState, m: MatchState, side: Side, window: 1 | 2): boolean =>
  findPlays(ix, s, m, side, window, null);

/** The search behind `windowPlays`: appends the plays to `out` (without, only says whether there is one). */
function findPlays(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  window: 1 | 2,
  out: CardPlay[] | null,
): boolean {
  const t = m.sides[side].team;
  const team = s.teams[t] as TeamState;
  const o = teamOffersOf(factsOf(ix), t, team);
  const hand = team.hand;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i] as string;
    const facts = o.cards[i];
    if (!facts) continue; // (a copy of a card met before has none: one play per card)
    const card = facts.def;
    if (card.timing === 'in' || team.money < moneyNeededBy(o.free, card)) continue;
    if (facts.money) {
      if (!out) return true;
      out.push({ card: id });
      continue;
    }
    if (!(facts.windows & window)) continue;
    if (card.home && m.ha !== side) continue;
    const tactic = window === 1 ? (m.forced ?? m.sides[side].tactic) : m.tactic;
    if (!effectiveUnder(card, tactic)) continue;
    const victim = cardVictim(card, side);
    // The side it reaches: its victim, or the other side for one that acts on it from its own.
    const reached = facts.onOpponent ? (side === 0 ? 1 : 0) : victim;
    if (reached !== side && cannotReach(ix, s, m, reached, card)) continue;
    if (facts.playerMod) {
      if (victim !== side && !m.shown) continue;
      const lineup = m.sides[victim].lineup;
      if (!lineup.length) continue;
      if (!out) return true;
      for (let j = 0; j < lineup.length; j++) out.push({ card: id, player: lineup[j] as string });
    } else {
      if (!out) return true;
      out.push({ card: id });
    }
  }
  return out !== null && out.length > 0;
}

/** Money cards `team` may play now (outside matches or in a pre-match window). */
export function moneyPlays(ix: DataIndex, team: TeamState): string[] {
  const out: string[] = [];
  for (const id of team.hand) {
    const card = ix.card.get(id);
    if (card && isMoneyCard(card) && !out.includes(id) && team.money >= moneyNeeded(ix, team, card)) out.push(id);
  }
  return out;
}

/**
 * Cards team `t` may swap (1M each, while the deck or its discard pile has cards; a view's deck is
 * empty, its size in `deckSizes`). Read only.
 */
export function swapPlays(ix: DataIndex, s: MofState | MofView, t: number): readonly string[] {
  const team = s.teams[t] as TeamState;
  if (team.seat === null || team.money < SWAP_COST) return NONE;
  if (!s.decks.actions.length && !s.decks.usedCards.length && !('deckSizes' in s && s.deckSizes.actions)) return NONE;
  return teamOffersOf(factsOf(ix), t, team).distinct;
}
