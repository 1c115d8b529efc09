/**
 * Instant effects (rulebook: Game Symbols; The Cards → timing): the five effects used from a source
 * in a use-it-or-pass window, whom each is aimed at, and which cards could ever give one from a
 * hand — the part of the test that depends on the card alone (effects.ts adds the match's state).
 */
import type { ActionCardDef } from '../types.js';

/** The instant effects that can be used from a source in a match window. */
export type InstantKind = 'reroll' | 'extra' | 'disallow' | 'skip' | 'tacReroll';

export const INSTANT_KINDS: readonly InstantKind[] = ['reroll', 'extra', 'disallow', 'skip', 'tacReroll'];

/** A bit per instant effect, in `INSTANT_KINDS` order (the per-data facts hold them as bit sets). */
export const INSTANT_BITS = Object.fromEntries(INSTANT_KINDS.map((k, i) => [k, 1 << i])) as Readonly<
  Record<InstantKind, number>
>;

/**
 * `INSTANT_BITS[k]` for a `k` that varies from call to call (the hot window tests): a keyed load
 * by a varying name is several times slower than this search of five constants.
 */
export const instantBit = (k: InstantKind): number => 1 << INSTANT_KINDS.indexOf(k);

/** Whether instant effect `k` is aimed at the opponent (the card's manager indicator must be 'opp'). */
export const aimsAtOpponent = (k: InstantKind): boolean => k === 'disallow' || k === 'skip';

/**
 * Whether `card` could give effect `k` from a hand at all: it has the effect, its timing fits the
 * window (the tactical re-roll is the pre-match window, the others in-match) and it is aimed
 * where `k` is.
 */
export function servesFromHand(card: ActionCardDef, k: InstantKind): boolean {
  if (!card.effects.some((e) => e.k === k)) return false;
  if (k === 'tacReroll' ? card.timing === 'in' : card.timing === 'pre') return false;
  return (card.target === 'opp') === aimsAtOpponent(k);
}
