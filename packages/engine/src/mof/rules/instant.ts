/**
 * Instant effects (rulebook: Game Symbols; The Cards → timing): the five effects used from a source
 * in a use-it-or-pass window, whom each is aimed at, and which cards could ever give one from a
 * hand — the part of the test that depends on the card alone (effects.ts adds the match's state).
 */
import type { ActionCardDef } from '../types.js';

/** The instant effects that can be used from a source in a match window. */
export type InstantKind = 'reroll' | 'extra' | 'disallow' | 'skip' | 'tacReroll';

export const INSTANT_KINDS: readonly InstantKind[] = ['reroll', 'extra', 'disallow', 'skip', 'tacReroll'];

/**
 * A bit per instant effect, in `INSTANT_KINDS` order (the per-data facts hold them as bit sets); 0
 * for other effect kinds. A search of five constants: a record read by a name that varies from call
 * to call (the hot window tests) is several times slower.
 */
export function instantBit(k: string): number {
  const i = INSTANT_KINDS.indexOf(k as InstantKind);
  return i < 0 ? 0 : 1 << i;
}

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
