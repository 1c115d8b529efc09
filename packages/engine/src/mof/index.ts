/**
 * @pitchside/engine/mof — the Masters of Football rules engine. See README.md for the action flow.
 */
export * from './types.js';
export { createMatch, createChampionship } from './setup.js';
export { legalActions, applyAction, currentSeat, isOver, result, standings, type MofResult } from './engine.js';
export { viewFor, eventsFor } from './view.js';
export { toJSON, fromJSON, validateState, STATE_VERSION } from './serialize.js';
export { scenario } from './scenario.js';
export { game, championshipGame, replay } from './game.js';
export { fixtures } from './championship.js';
export { FIXTURES, MATCHDAYS } from './rules/competition.js';
export { randomBot, greedyBot } from './bots.js';
export { searchBot, mofSearchGame, mofReward, SEARCH_PLAYOUTS } from './search-bot.js';
export { determinize } from './determinize.js';
export {
  activeMatch,
  tacticalBreakdown,
  teamValues,
  attackerOn,
  minuteLabel,
  wheelTurns,
  levelForValue,
  standingsFromResults,
  lookup,
  type TeamValues,
  type WheelTurn,
  type StandingWithReason,
} from './helpers.js';
export { defaultData, validateData, validatePlayer, validateEffect } from './data/index.js';
export { SYMBOLS, symbolCoverage } from './symbols.js';
