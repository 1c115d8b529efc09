/**
 * Where things sit on a player card, as fractions of the card (a card covers two spaces of the
 * field). `<mne-player-card>` draws its icons at these places and `<mne-field>` draws the completed
 * icons at the same places, so a completed icon lands exactly on the two halves that make it.
 */

/** A space's height as a fraction of its width (a card is two spaces wide: 2 × 1 : 1.2). */
export const SPACE_ASPECT = 1.2;
/** An icon's diameter as a fraction of a space's width. */
export const ICON_SIZE = 0.4;
/** The height of a printed complete icon's centre, as a fraction of the card's height. */
export const FULL_ICON_Y = 0.66;
/** The distance between printed complete icons, as a fraction of a space's width. */
export const FULL_ICON_STEP = 0.5;

/** The horizontal offset (in spaces, from the card's centre) of printed complete icon `index` of `count`. */
export function fullIconOffset(index: number, count: number): number {
  return (index - (count - 1) / 2) * FULL_ICON_STEP;
}
