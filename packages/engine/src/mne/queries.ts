/**
 * Read-only helpers a UI needs (and the bots use): icons on a field with their geometry and the
 * cards that created them, a card's Basic Attack Power, a team's icon counts, legal placements,
 * Control States, and the odds of a shot.
 */
import { lookup } from './data/index.js';
import { attackHandLimit } from './rules/goal-check.js';
import { squad } from './rules/squad.js';
import { other, teamOf } from './rules/context.js';
import { basicAttackPower, basicDefencePower, fieldIcons } from './rules/tactical-icons.js';
import { controlState, HAND_CARDS_BY_CONTROL } from './track.js';
import type {
  ControlState,
  IconInfo,
  IconType,
  MneData,
  MneState,
  PlayerCardDef,
  Seat,
  SynergyCardDef,
} from './types.js';

/** Every complete icon on `seat`'s field, with the cards that created it and its geometry. */
export function iconsOnField(s: MneState, seat: Seat): IconInfo[] {
  const t = s.teams[seat];
  return fieldIcons(s.data, t.field).map((ic) => ({ ...ic, flipped: t.tokens.includes(ic.key) }));
}

/** The icons created by `card` (shared ones included). */
export function iconsOfCard(s: MneState, seat: Seat, card: string): IconInfo[] {
  return iconsOnField(s, seat).filter((ic) => ic.cards.includes(card));
}

/** Basic Attack Power of a card on `seat`'s field (0 when not on it). */
export function basicAttackOf(s: MneState, seat: Seat, card: string): number {
  return basicAttackPower(s.data, teamOf(s, seat), card);
}

/** Basic Defence Power of `seat`. */
export function basicDefenceOf(s: MneState, seat: Seat): number {
  return basicDefencePower(s.data, teamOf(s, seat));
}

export type IconCounts = Record<IconType, number>;

/** Complete icons on a team's field by type (attack: live ones only). */
export function teamCounts(s: MneState, seat: Seat): IconCounts {
  const counts: IconCounts = { attack: 0, defence: 0, pass: 0, press: 0 };
  for (const ic of iconsOnField(s, seat)) if (!ic.flipped) counts[ic.type] += 1;
  return counts;
}

// Where a card may be placed now: with the placement rules (a page showing a position needs none).
export { placementsFor } from './rules/placement.js';

export function controlStates(s: MneState): Record<Seat, ControlState> {
  return { home: controlState(s.data.track, s.marker, 'home'), away: controlState(s.data.track, s.marker, 'away') };
}

/** How many synergy cards `seat` may add from hand to a shot in its Control State (before hand size). */
export function attackCardLimit(s: MneState, seat: Seat): number {
  return HAND_CARDS_BY_CONTROL[controlState(s.data.track, s.marker, seat)];
}

export { attackHandLimit };

/** The squad of `seat`: its base cards and the Star Players it signed (for the lineup screen). */
export function squadOf(s: MneState, seat: Seat): string[] {
  return squad(s, seat);
}

export function playerCard(s: MneState, id: string): PlayerCardDef | undefined {
  return lookup(s.data).cards.get(id);
}

export function synergyCard(s: MneState, id: string): SynergyCardDef | undefined {
  return lookup(s.data).synergy.get(id);
}

export interface UnseenStars {
  data: MneData;
  hand: readonly string[];
  /** The star values of the synergy cards not in `hand`, in deck-data order. */
  unseen: number[];
  /** How many of them have each star value (index 1..5). */
  byStars: number[];
}

/**
 * The cards a seat cannot see, kept for the last hand asked about (`lookup(data).recent`): a bot
 * weighs many shots with one hand (hands are replaced, never changed, so the array identifies it).
 */
function unseenStars(data: MneData, hand: readonly string[]): UnseenStars {
  const recent = lookup(data).recent;
  const last = recent.unseen;
  if (last?.hand === hand) return last;
  const byStars = [0, 0, 0, 0, 0, 0];
  const unseen: number[] = [];
  for (const c of data.synergy) {
    if (hand.includes(c.id)) continue;
    byStars[c.stars] = (byStars[c.stars] as number) + 1;
    unseen.push(c.stars);
  }
  return (recent.unseen = { data, hand, unseen, byStars });
}

/**
 * What `shotOdds` and `shotOutcomes` both start from: the unseen cards (see `unseenStars`), the
 * attack before the deck card (Basic Attack + the hand cards' stars) and the defence before the
 * defender's deck card (Basic Defence − the Crack, + the expected extra card).
 */
function shotEstimate(
  s: MneState,
  seat: Seat,
  basic: number,
  crack: number,
  handCards: readonly string[],
  organised: boolean,
  ignoreDefence: boolean,
) {
  const { unseen, byStars } = unseenStars(s.data, teamOf(s, seat).hand);
  const handStars = handCards.reduce((n, id) => n + (synergyCard(s, id)?.stars ?? 0), 0);
  const opp = other(seat);
  const baseDef = ignoreDefence ? 0 : Math.max(0, basicDefenceOf(s, opp) - (organised ? crack : 0));
  const extra = teamOf(s, opp).hand.length > 0 ? 3 : 1.5;
  return { unseen, byStars, attack: basic + handStars, defence: baseDef + extra };
}

/**
 * The chance that a shot scores, as `seat` can estimate it: Basic Attack `basic` + the stars of
 * `handCards` + one unknown deck card, against the opponent's Basic Defence − `crack` + one unknown
 * deck card + (when the opponent holds cards) an average extra card. Unknown cards are the synergy
 * cards `seat` cannot see. A Wonder Goal counts as 0.9 (a Tackle may stop it).
 */
export function shotOdds(
  s: MneState,
  seat: Seat,
  basic: number,
  crack: number,
  handCards: readonly string[],
  organised = true,
  ignoreDefence = false,
): number {
  const { unseen, byStars, attack, defence } = shotEstimate(s, seat, basic, crack, handCards, organised, ignoreDefence);
  const unknown = unseen.length;
  if (unknown === 0) return 0;
  // The sums run over the unseen cards in deck-data order, so results are exact and stable. What one
  // unseen card of each star value adds (worked out once per value, not once per card).
  const chance = byStars.map((_, stars) => {
    const total = attack + stars;
    if (total >= 12) return 0;
    if (total === 11 && organised) return 0.9;
    let wins = 0;
    for (let d = 1; d < byStars.length; d++) if (total > defence + d) wins += byStars[d] as number;
    return wins / unknown;
  });
  let p = 0;
  for (let k = 0; k < unknown; k++) p += chance[unseen[k] as number] as number;
  return p / unknown;
}

/** The chances of each Goal Check outcome of a shot, as `seat` can estimate them (see `shotOutcomes`). */
export interface ShotOutcomes {
  /** Attack above the defence (1–10). */
  goal: number;
  /** Attack exactly 11 on an organised shot: only a Tackle stops it. */
  wonderGoal: number;
  /** Attack not above the defence. */
  saved: number;
  /** Attack 12 or more. */
  ballOut: number;
}

/**
 * The same estimate as `shotOdds`, split by outcome (they add up to 1): `goal + 0.9 × wonderGoal`
 * is `shotOdds` with the same arguments. For a coach explaining a shot; the bots use `shotOdds`.
 */
export function shotOutcomes(
  s: MneState,
  seat: Seat,
  basic: number,
  crack: number,
  handCards: readonly string[],
  organised = true,
  ignoreDefence = false,
): ShotOutcomes {
  const { unseen, byStars, attack, defence } = shotEstimate(s, seat, basic, crack, handCards, organised, ignoreDefence);
  const unknown = unseen.length;
  const out: ShotOutcomes = { goal: 0, wonderGoal: 0, saved: 0, ballOut: 0 };
  if (unknown === 0) return { ...out, saved: 1 };
  for (let k = 0; k < unknown; k++) {
    const total = attack + (unseen[k] as number);
    if (total >= 12) out.ballOut += 1;
    else if (total === 11 && organised) out.wonderGoal += 1;
    else {
      let wins = 0;
      for (let d = 1; d < byStars.length; d++) if (total > defence + d) wins += byStars[d] as number;
      out.goal += wins / unknown;
      out.saved += 1 - wins / unknown;
    }
  }
  return {
    goal: out.goal / unknown,
    wonderGoal: out.wonderGoal / unknown,
    saved: out.saved / unknown,
    ballOut: out.ballOut / unknown,
  };
}
