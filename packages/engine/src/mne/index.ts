/**
 * @pitchside/engine/mne — the Magic Number Eleven rules engine. See README.md for the action flow.
 */
export type * from './types.js';
export { DEFAULT_TRACK, validateTrack, controlState, controlOffset, pushMarker, atOpponentEnd } from './track.js';
export {
  DEFAULT_CARDS,
  DEFAULT_SYNERGY,
  DEFAULT_BOARD,
  CARD_NAMES_VI,
  validateCards,
  validateSynergy,
  validateBoard,
  validateData,
  EDGE_SLOTS,
  ICON_TYPES,
  POSITIONS,
  EFFECTS,
} from './data/index.js';
export { createMatch, applyAction, currentSeat, isOver, result } from './match.js';
export { legalActions } from './api.js';
export { viewFor, eventsFor } from './view.js';
export { toJSON, fromJSON, validateState, SAVE_VERSION } from './serialize.js';
export { scenario } from './scenario.js';
export { game, replay } from './game.js';
export { randomBot, greedyBot } from './bots.js';
export { searchBot, mneSearchGame, mneReward, SEARCH_PLAYOUTS, type MneSearchOptions } from './search-bot.js';
export { determinize } from './determinize.js';
export {
  iconsOnField,
  iconsOfCard,
  basicAttackOf,
  basicDefenceOf,
  teamCounts,
  placementsFor,
  controlStates,
  attackCardLimit,
  attackHandLimit,
  playerCard,
  squadOf,
  synergyCard,
  shotOdds,
  type IconCounts,
} from './queries.js';
export { goalCheckNumbers, HAND_CARDS_BY_CONTROL, DIRECTIONS } from './rules/shot.js';
export { DRAFT_ORDER, STARTERS } from './rules/setup.js';
export { MAX_SUBSTITUTIONS } from './rules/substitution.js';
export { HAND_LIMIT } from './rules/synergy-deck.js';
export { SHOOTOUT_KICKS } from './rules/half-time.js';
