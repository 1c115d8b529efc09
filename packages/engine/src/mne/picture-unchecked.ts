/**
 * @pitchside/engine/mne/picture-unchecked — the functions of `@pitchside/engine/mne/picture` with
 * no check of their input, for code that only passes states this engine made (`scenario`,
 * `fromJSON`, a match's own state or `viewFor`'s view turned back into a state) and checks its other
 * arguments itself: the MNE elements, whose attributes are read by `scenario` and `fromJSON`.
 * Given anything else they may throw a TypeError or answer nonsense; use `@pitchside/engine/mne/picture`
 * (the same functions, every argument checked, a RuleError naming what is wrong) for input from
 * anyone else. The queries take a state, not a view.
 */
export type * from './types.js';
export type { GoalCheckNumbers } from './rules/goal-check.js';
export { scenario } from './scenario.js';
export { scenarioPosition, standardPosition, usesOwnData } from './scenario-position.js';
export { viewFor } from './view.js';
export {
  iconsOnField,
  basicAttackOf,
  placementsFor,
  controlStates,
  attackCardLimit,
  playerCard,
  synergyCard,
} from './queries.js';
export { goalCheckNumbers } from './rules/goal-check.js';
export { DEFAULT_TRACK, HAND_CARDS_BY_CONTROL } from './track.js';
export { DEFAULT_CARDS, DEFAULT_SYNERGY, DEFAULT_BOARD, CARD_NAMES_VI, ICON_TYPES, POSITIONS } from './data/index.js';
export { HAND_LIMIT } from './rules/synergy-deck.js';
export { MAX_SUBSTITUTIONS } from './rules/substitution.js';
