/**
 * @pitchside/engine/mne/picture — what a picture of a Magic Number Eleven position needs, and no
 * part of the match flow: a position from its description (`scenario`), a seat's view of it
 * (`viewFor`), the read-only queries a field or a Synergy Board shows (icons, Basic Attack Power,
 * placements, Control States, a Goal Check's numbers) and the card data. A page that only shows a
 * position imports this entry and its bundle stays small; `@pitchside/engine/mne` exports the same
 * functions with the rest of the engine.
 *
 * The input is checked as the main entry checks it (api/state-checks.ts): a state's or a view's
 * outline, every argument, a RuleError naming what is wrong. One difference: when the rules trip
 * on a state broken deeper than its outline, the main entry checks the whole state (as `fromJSON`
 * does) to name the bad field, which needs the whole engine; this entry says what the rules
 * tripped on (INVALID_STATE). A state from `scenario` or from `fromJSON` never gets there.
 */
import { RuleError, isRuleError } from '../core/errors.js';
import * as queries from './queries.js';
import { goalCheckNumbers as goalCheck, type GoalCheckNumbers } from './rules/goal-check.js';
import * as view from './view.js';
import type {
  ControlState,
  IconInfo,
  MneState,
  MneView,
  PlayerCardDef,
  Seat,
  ShotState,
  SynergyCardDef,
  ViewerSeat,
} from './types.js';
import { isObject, isSeat, badArgument, seatArg, idArg, trackArg, viewerArg } from './api/arguments.js';
import { checkOutline, failedView, readable } from './api/outline.js';

export type * from './types.js';
export type { GoalCheckNumbers };
export { scenario } from './scenario.js';
export { DEFAULT_TRACK, HAND_CARDS_BY_CONTROL } from './track.js';
export { controlState, controlOffset } from './api/track.js';
export { DEFAULT_CARDS, DEFAULT_SYNERGY, DEFAULT_BOARD, CARD_NAMES_VI, ICON_TYPES, POSITIONS } from './data/index.js';

/** After the rules threw on checked input: a RuleError goes on; anything else becomes INVALID_STATE. */
function failed(fn: string, s: unknown, e: unknown): never {
  if (isObject(s) && 'viewer' in s) failedView(fn, e);
  if (isRuleError(e)) throw e;
  throw new RuleError('INVALID_STATE', `${fn}: the match state could not be read (${(e as Error).message}).`);
}

/** What `viewer` may see of `s` (as `viewFor` of `@pitchside/engine/mne`). */
export function viewFor(s: MneState, viewer: ViewerSeat): MneView {
  const fn = 'viewFor';
  const state = checkOutline(fn, s);
  const who = viewerArg(fn, viewer);
  try {
    return view.viewFor(state, who);
  } catch (e) {
    return failed(fn, state, e);
  }
}

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

/** The numbers of a Goal Check of `shot` in `s` (a Synergy Board's picture, the odds of a shot). */
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
