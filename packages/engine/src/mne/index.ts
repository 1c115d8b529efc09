/**
 * @pitchside/engine/mne — the Magic Number Eleven rules engine. See README.md for the action flow.
 * The functions come from api/, which checks their input (see api/state-checks.ts); `game` is the trusted fast
 * path that simulations and search loops run on.
 */
export type * from './types.js';
export { DEFAULT_TRACK, HAND_CARDS_BY_CONTROL } from './track.js';
export { validateTrack } from './track-data.js';
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
export {
  createMatch,
  legalActions,
  applyAction,
  currentSeat,
  isOver,
  result,
  replay,
  viewFor,
  eventsFor,
  toJSON,
  fromJSON,
  validateState,
  scenario,
  scenarioPosition,
  standardPosition,
  usesOwnData,
} from './api/match.js';
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
  shotOutcomes,
  goalCheckNumbers,
} from './api/queries.js';
export { controlState, controlOffset, pushMarker, atOpponentEnd } from './api/track.js';
export { randomBot, greedyBot } from './api/bots.js';
export { botForLevel } from './api/levels.js';
export { BOT_LEVELS } from '../core/levels.js';
export type { LevelOptions } from './levels.js';
export { searchBot, mneSearchGame, mneReward, determinize } from './api/search.js';
export { SAVE_VERSION } from './serialize.js';
export { game } from './game.js';
export { SEARCH_PLAYOUTS, type MneSearchOptions } from './search-bot.js';
export { coach, createCoach } from './api/coach.js';
export { sampleState } from './sample-state.js';
export type { MneAdvice, MneCoach, MneCoachOption, MneCoachOptions, MneCoachReason, MneShotOutlook } from './coach.js';
export type { IconCounts, ShotOutcomes } from './queries.js';
export { DIRECTIONS } from './rules/shot.js';
export { DRAFT_ORDER, STARTERS } from './rules/setup.js';
export { MAX_SUBSTITUTIONS } from './rules/substitution.js';
export { HAND_LIMIT } from './rules/synergy-deck.js';
export { SHOOTOUT_KICKS } from './rules/half-time.js';
export { formatAction, parseAction } from './api/notation.js';
export { toRecord, toRecordJSON, fromRecord, resultText } from './record.js';
export type { MneRecordInput, MneReplayedRecord } from './record.js';
