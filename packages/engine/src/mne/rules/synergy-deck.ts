/**
 * The synergy deck and Injury Time (rulebook: "Synergy Cards", "Injury Time", "1. Team Action" —
 * maximum hand size; decisions: docs/rules/mne.md#synergy-deck-and-injury-time,
 * #hand-limit).
 * When the deck becomes empty during a turn the discards are shuffled into a new deck at once and
 * the next turn is Injury Time; if deck and discards are both empty a draw simply does not happen.
 * A hand never exceeds 5 cards.
 */
import type { PlayedSynergy, Seat } from '../types.js';
import { copyOf } from '../../core/lists.js';
import { other, rng, team, type Ctx } from './context.js';

export const HAND_LIMIT = 5;

/** Takes the top card of the deck (null when deck and discards are empty). */
export function takeFromDeck(ctx: Ctx): string | null {
  const s = ctx.s;
  if (s.deck.length === 0) refillDeck(ctx);
  if (s.deck.length === 0) return null;
  const card = s.deck[s.deck.length - 1] as string;
  // In place the state owns its deck; otherwise the input state still holds this array.
  if (ctx.inPlace) s.deck.pop();
  else s.deck = s.deck.slice(0, -1);
  if (s.deck.length === 0) {
    if (!s.deckRanOut && !s.injuryTime) ctx.events?.push({ type: 'injuryTimeNext', seat: other(s.active) });
    s.deckRanOut = true;
    refillDeck(ctx);
  }
  return card;
}

function refillDeck(ctx: Ctx): void {
  const s = ctx.s;
  if (s.discard.length === 0) return;
  // In place the state owns its discard pile (see `pile`): shuffled as it is into the new deck.
  s.deck = rng(ctx).shuffle(ctx.inPlace ? s.discard : s.discard.slice());
  s.discard = [];
  ctx.events?.push({ type: 'deckReshuffled', count: s.deck.length });
}

/** Cards a draw could still find (deck plus discards). */
export function drawable(s: { deck: readonly string[]; discard: readonly string[] }): number {
  return s.deck.length + s.discard.length;
}

/** Draws up to `n` cards into `seat`'s hand, never beyond the hand limit. */
export function drawToHand(ctx: Ctx, seat: Seat, n: number): void {
  const t = team(ctx, seat);
  // The new hand: the old one, then each card drawn (one array, allocated once).
  const hand = copyOf(t.hand);
  const had = hand.length;
  while (hand.length - had < n && hand.length < HAND_LIMIT) {
    const card = takeFromDeck(ctx);
    if (card === null) break;
    hand.push(card);
  }
  if (hand.length > had) {
    t.hand = hand;
    ctx.events?.push({ type: 'cardsDrawn', seat, cards: hand.slice(had), count: hand.length - had });
  }
}

/** The discard pile to add to: the state's own in place, else a copy (the input state holds it). */
function pile(ctx: Ctx): string[] {
  if (!ctx.inPlace) ctx.s.discard = ctx.s.discard.slice();
  return ctx.s.discard;
}

export function discard(ctx: Ctx, cards: readonly string[]): void {
  if (cards.length === 0) return;
  const to = pile(ctx);
  for (let i = 0; i < cards.length; i++) to.push(cards[i] as string);
}

/** Discards the cards of both sides of the Synergy Board, attack first (after a Goal Check). */
export function discardPlayed(ctx: Ctx, attack: readonly PlayedSynergy[], defence: readonly PlayedSynergy[]): void {
  if (attack.length + defence.length === 0) return;
  const to = pile(ctx); // one copy of the pile for both sides
  for (let i = 0; i < attack.length; i++) to.push((attack[i] as PlayedSynergy).card);
  for (let i = 0; i < defence.length; i++) to.push((defence[i] as PlayedSynergy).card);
}
