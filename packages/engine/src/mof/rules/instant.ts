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
 * for other effect kinds. A switch: a record read by a name that varies from call to call (the hot
 * window tests) is several times slower, and `indexOf` a call into V8's runtime each time.
 */
export function instantBit(k: string): number {
  switch (k) {
    case 'reroll':
      return 1;
    case 'extra':
      return 2;
    case 'disallow':
      return 4;
    case 'skip':
      return 8;
    case 'tacReroll':
      return 16;
    default:
      return 0;
  }
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
