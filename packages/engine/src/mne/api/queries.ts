/** The read-only queries as exported: a state or a seat's view, checked (state-checks.ts). */
import * as queries from '../queries.js';
import type { IconInfo, MneState, MneView, Seat } from '../types.js';
import { badArgument, seatArg, idArg, numberArg, booleanArg, trackArg } from './arguments.js';
import { pictureQueries } from './picture-queries.js';
import { failed, readable } from './state-checks.js';

// The queries a picture needs, as the light entry (picture.ts) has them; a deep fault is named by
// checking the whole state.
const picture = pictureQueries(failed);

/** Every complete icon on `seat`'s field, with the cards that created it and its geometry. */
export const iconsOnField = picture.iconsOnField;
/** Basic Attack Power of a card on `seat`'s field (0 when not on it). */
export const basicAttackOf = picture.basicAttackOf;
/** Where `card` may be placed now on `seat`'s field (empty when it is not in front of `seat`). */
export const placementsFor = picture.placementsFor;
/** Each seat's Control State. */
export const controlStates = picture.controlStates;
/** How many synergy cards `seat` may add from hand to a shot in its Control State (before hand size). */
export const attackCardLimit = picture.attackCardLimit;
/** The definition of player card `id` in the state's data (undefined when there is none). */
export const playerCard = picture.playerCard;
/** The definition of synergy card `id` in the state's data (undefined when there is none). */
export const synergyCard = picture.synergyCard;
/** The numbers of a Goal Check of `shot` in `s` (for the UI's odds and for tests). */
export const goalCheckNumbers = picture.goalCheckNumbers;

/** The icons created by `card` (shared ones included). */
export function iconsOfCard(s: MneState | MneView, seat: Seat, card: string): IconInfo[] {
  const fn = 'iconsOfCard';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  const id = idArg(fn, card, 'card');
  try {
    return queries.iconsOfCard(state, who, id);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Basic Defence Power of `seat`. */
export function basicDefenceOf(s: MneState | MneView, seat: Seat): number {
  const fn = 'basicDefenceOf';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.basicDefenceOf(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Complete icons on a team's field by type (attack: live ones only). */
export function teamCounts(s: MneState | MneView, seat: Seat): queries.IconCounts {
  const fn = 'teamCounts';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.teamCounts(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The most hand cards `seat` may add to a shot now (its Control State and its hand). */
export function attackHandLimit(s: MneState | MneView, seat: Seat): number {
  const fn = 'attackHandLimit';
  const state = readable(fn, s);
  trackArg(fn, state.data.track);
  return queries.attackHandLimit(state, seatArg(fn, seat));
}

/** The squad of `seat`: its base cards and the Star Players it signed (for the lineup screen). */
export function squadOf(s: MneState | MneView, seat: Seat): string[] {
  const fn = 'squadOf';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.squadOf(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/**
 * `query` (shotOdds or shotOutcomes: the same estimate, two answers) with its arguments checked
 * and a deep fault named as `fn`.
 */
function checkedShot<T>(fn: string, query: typeof queries.shotOdds | typeof queries.shotOutcomes) {
  return (
    s: MneState | MneView,
    seat: Seat,
    basic: number,
    crack: number,
    handCards: readonly string[],
    organised = true,
    ignoreDefence = false,
  ): T => {
    const state = readable(fn, s);
    const who = seatArg(fn, seat);
    numberArg(fn, basic, 'basic');
    numberArg(fn, crack, 'crack');
    if (!Array.isArray(handCards)) badArgument(fn, 'handCards', 'must be an array of synergy card ids', handCards);
    handCards.forEach((id, i) => idArg(fn, id, `handCards[${i}]`));
    booleanArg(fn, organised, 'organised');
    booleanArg(fn, ignoreDefence, 'ignoreDefence');
    try {
      return query(state, who, basic, crack, handCards, organised, ignoreDefence) as T;
    } catch (e) {
      return failed(fn, s, e);
    }
  };
}

/** The chance that a shot scores, as `seat` can estimate it (see queries.ts). */
export const shotOdds = checkedShot<number>('shotOdds', queries.shotOdds);

/** The same estimate as `shotOdds`, split by Goal Check outcome (see queries.ts). */
export const shotOutcomes = checkedShot<queries.ShotOutcomes>('shotOutcomes', queries.shotOutcomes);
