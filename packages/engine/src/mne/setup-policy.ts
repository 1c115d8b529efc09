/**
 * The rule the search bot follows for the two setup decisions it does not search (search-bot.ts):
 * the Star Player draft and the lineup. Both pick by each card's worth, a weighted count of what the
 * card prints — its half-icons, complete icons, Crack and immediate effect — so any card list a
 * publisher supplies is valued the same way. The weights are data.
 *
 * The greedy bot counts each half-icon 1, a complete icon 2, each Crack 1 and an effect 1
 * (`GREEDY_WORTH`). Measured in seeded greedy-against-greedy matches, a draft that values an immediate
 * effect 2 and a Press half-icon 1.5 (`DRAFT_WORTH`) is clearly better, and the search, which uses
 * the effects well, gains from it too (docs/bots.md has the numbers).
 */
import { cardDef } from './data/index.js';
import { legalActions } from './match.js';
import type { IconType, MneAction, MneState, PlayerCardDef } from './types.js';

/** What each part of a Player Card is worth when drafting or picking a lineup. */
export interface CardWorth {
  /** Per half-icon on the card's edges, by icon type. */
  readonly halfIcon: Readonly<Record<IconType, number>>;
  /** A complete icon counts as this many half-icons of its type. */
  readonly completeIcon: number;
  /** Per Crack icon. */
  readonly crack: number;
  /** An immediate effect. */
  readonly effect: number;
}

/** The greedy bot's count: every half-icon 1, a complete icon 2, a Crack 1, an effect 1. */
export const GREEDY_WORTH: CardWorth = Object.freeze({
  halfIcon: Object.freeze({ attack: 1, defence: 1, pass: 1, press: 1 }),
  completeIcon: 2,
  crack: 1,
  effect: 1,
});

/** The search bot's draft: effects and Press icons weigh more (measured: see the module comment). */
export const DRAFT_WORTH: CardWorth = Object.freeze({
  halfIcon: Object.freeze({ attack: 1, defence: 1, pass: 1, press: 1.5 }),
  completeIcon: 2,
  crack: 1,
  effect: 2,
});

/**
 * The search bot's lineup: greedy's count. (Valuing effects 2 here changed no lineup in 83 seeded
 * matches; valuing them 0 cost the search about 16 points.)
 */
export const LINEUP_WORTH: CardWorth = GREEDY_WORTH;

/** A card's worth under the weights `w`. */
export function cardWorth(def: PlayerCardDef, w: CardWorth): number {
  let v = 0;
  for (const icon of Object.values(def.edges)) if (icon) v += w.halfIcon[icon];
  for (const icon of def.fullIcons) v += w.halfIcon[icon] * w.completeIcon;
  return v + def.crack * w.crack + (def.effect ? w.effect : 0);
}

/**
 * The draft pick or lineup of the highest worth (the first of equals, in the legal order), with
 * `draft` weights for the draft and `lineup` weights for the lineup; undefined in any other phase.
 */
export function setupChoice(s: MneState, draft: CardWorth, lineup: CardWorth): MneAction | undefined {
  if (s.phase !== 'draft' && s.phase !== 'lineup') return undefined;
  const w = s.phase === 'draft' ? draft : lineup;
  const worth = new Map<string, number>();
  const of = (card: string): number => {
    let v = worth.get(card);
    if (v === undefined) worth.set(card, (v = cardWorth(cardDef(s.data, card), w)));
    return v;
  };
  let top: MneAction | undefined;
  let topWorth = -Infinity;
  for (const a of legalActions(s)) {
    const v = a.type === 'draftPick' ? of(a.card) : a.type === 'lineup' ? a.starters.reduce((n, c) => n + of(c), 0) : 0;
    if (v > topWorth) {
      top = a;
      topWorth = v;
    }
  }
  return top;
}
