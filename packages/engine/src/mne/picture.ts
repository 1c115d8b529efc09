/**
 * @pitchside/engine/mne/picture — what a picture of a Magic Number Eleven position needs, and no
 * part of the match flow: a position from its description (`scenario`, or `scenarioPosition` for a
 * position only shown: the same position, its deck not shuffled), a seat's view of it
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
import type { GoalCheckNumbers } from './rules/goal-check.js';
import { isObject } from './api/arguments.js';
import { failedView } from './api/outline.js';
import { pictureQueries } from './api/picture-queries.js';

export type * from './types.js';
export type { GoalCheckNumbers };
export { scenario } from './scenario.js';
export { scenarioPosition, standardPosition, usesOwnData } from './scenario-position.js';
export { DEFAULT_TRACK, HAND_CARDS_BY_CONTROL } from './track.js';
export { controlState, controlOffset } from './api/track.js';
export { DEFAULT_CARDS, DEFAULT_SYNERGY, DEFAULT_BOARD, CARD_NAMES_VI, ICON_TYPES, POSITIONS } from './data/index.js';

/** After the rules threw on checked input: a RuleError goes on; anything else becomes INVALID_STATE. */
function failed(fn: string, s: unknown, e: unknown): never {
  if (isObject(s) && 'viewer' in s) failedView(fn, e);
  if (isRuleError(e)) throw e;
  throw new RuleError('INVALID_STATE', `${fn}: the match state could not be read (${(e as Error).message}).`);
}

// The queries as `@pitchside/engine/mne` has them (api/picture-queries.ts), with this entry's `failed`.
const queries = pictureQueries(failed);

/** What `viewer` may see of `s` (as `viewFor` of `@pitchside/engine/mne`). */
export const viewFor = queries.viewFor;

/** Every complete icon on `seat`'s field, with the cards that created it and its geometry. */
export const iconsOnField = queries.iconsOnField;
/** Basic Attack Power of a card on `seat`'s field (0 when not on it). */
export const basicAttackOf = queries.basicAttackOf;
/** Where `card` may be placed now on `seat`'s field (empty when it is not in front of `seat`). */
export const placementsFor = queries.placementsFor;
/** Each seat's Control State. */
export const controlStates = queries.controlStates;
/** How many synergy cards `seat` may add from hand to a shot in its Control State (before hand size). */
export const attackCardLimit = queries.attackCardLimit;
/** The definition of player card `id` in the state's data (undefined when there is none). */
export const playerCard = queries.playerCard;
/** The definition of synergy card `id` in the state's data (undefined when there is none). */
export const synergyCard = queries.synergyCard;
/** The numbers of a Goal Check of `shot` in `s` (a Synergy Board's picture, the odds of a shot). */
export const goalCheckNumbers = queries.goalCheckNumbers;
