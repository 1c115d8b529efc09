/** The read-only queries as exported: a state or a seat's view, checked (state-checks.ts). */
import * as queries from '../queries.js';
import { goalCheckNumbers as goalCheck, type GoalCheckNumbers } from '../rules/shot.js';
import type {
  ControlState,
  IconInfo,
  MneState,
  MneView,
  PlayerCardDef,
  Seat,
  ShotState,
  SynergyCardDef,
} from '../types.js';
import { isObject, isSeat, badArgument, seatArg, idArg, numberArg, booleanArg, trackArg } from './arguments.js';
import { failed, readable } from './state-checks.js';

/** Every complete icon on `seat`'s field, with the cards that created it and its geometry. */
export function iconsOnField(s: MneState | MneView, seat: Seat): IconInfo[] {
  const fn = 'iconsOnField';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.iconsOnField(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

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

/** Basic Attack Power of a card on `seat`'s field (0 when not on it). */
export function basicAttackOf(s: MneState | MneView, seat: Seat, card: string): number {
  const fn = 'basicAttackOf';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  const id = idArg(fn, card, 'card');
  try {
    return queries.basicAttackOf(state, who, id);
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

/** Where `card` may be placed now on `seat`'s field (empty when it is not in front of `seat`). */
export function placementsFor(s: MneState | MneView, seat: Seat, card: string): { row: number; col: number }[] {
  const fn = 'placementsFor';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  const id = idArg(fn, card, 'card');
  try {
    return queries.placementsFor(state, who, id);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Each seat's Control State. */
export function controlStates(s: MneState | MneView): Record<Seat, ControlState> {
  const fn = 'controlStates';
  const state = readable(fn, s);
  trackArg(fn, state.data.track);
  return queries.controlStates(state);
}

/** How many synergy cards `seat` may add from hand to a shot in its Control State (before hand size). */
export function attackCardLimit(s: MneState | MneView, seat: Seat): number {
  const fn = 'attackCardLimit';
  const state = readable(fn, s);
  trackArg(fn, state.data.track);
  return queries.attackCardLimit(state, seatArg(fn, seat));
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

/** The definition of player card `id` in the state's data (undefined when there is none). */
export function playerCard(s: MneState | MneView, id: string): PlayerCardDef | undefined {
  const fn = 'playerCard';
  const state = readable(fn, s);
  const card = idArg(fn, id, 'id');
  try {
    return queries.playerCard(state, card);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The definition of synergy card `id` in the state's data (undefined when there is none). */
export function synergyCard(s: MneState | MneView, id: string): SynergyCardDef | undefined {
  const fn = 'synergyCard';
  const state = readable(fn, s);
  const card = idArg(fn, id, 'id');
  try {
    return queries.synergyCard(state, card);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The chance that a shot scores, as `seat` can estimate it (see queries.ts). */
export function shotOdds(
  s: MneState | MneView,
  seat: Seat,
  basic: number,
  crack: number,
  handCards: readonly string[],
  organised = true,
  ignoreDefence = false,
): number {
  const fn = 'shotOdds';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  numberArg(fn, basic, 'basic');
  numberArg(fn, crack, 'crack');
  if (!Array.isArray(handCards)) badArgument(fn, 'handCards', 'must be an array of synergy card ids', handCards);
  handCards.forEach((id, i) => idArg(fn, id, `handCards[${i}]`));
  booleanArg(fn, organised, 'organised');
  booleanArg(fn, ignoreDefence, 'ignoreDefence');
  try {
    return queries.shotOdds(state, who, basic, crack, handCards, organised, ignoreDefence);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The same estimate as `shotOdds`, split by Goal Check outcome (see queries.ts). */
export function shotOutcomes(
  s: MneState | MneView,
  seat: Seat,
  basic: number,
  crack: number,
  handCards: readonly string[],
  organised = true,
  ignoreDefence = false,
): queries.ShotOutcomes {
  const fn = 'shotOutcomes';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  numberArg(fn, basic, 'basic');
  numberArg(fn, crack, 'crack');
  if (!Array.isArray(handCards)) badArgument(fn, 'handCards', 'must be an array of synergy card ids', handCards);
  handCards.forEach((id, i) => idArg(fn, id, `handCards[${i}]`));
  booleanArg(fn, organised, 'organised');
  booleanArg(fn, ignoreDefence, 'ignoreDefence');
  try {
    return queries.shotOutcomes(state, who, basic, crack, handCards, organised, ignoreDefence);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The numbers of a Goal Check of `shot` in `s` (for the UI's odds and for tests). */
export function goalCheckNumbers(s: MneState | MneView, shot: ShotState): GoalCheckNumbers {
  const fn = 'goalCheckNumbers';
  const state = readable(fn, s);
  if (
    !isObject(shot) ||
    !Array.isArray(shot.attackCards) ||
    !Array.isArray(shot.defenceCards) ||
    !isSeat(shot.attacker)
  )
    badArgument(fn, 'shot', 'must be a shot (attacker, attackCards, defenceCards)', shot);
  try {
    return goalCheck(state, shot);
  } catch (e) {
    return failed(fn, s, e);
  }
}
