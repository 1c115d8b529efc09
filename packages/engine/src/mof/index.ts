/**
 * @pitchside/engine/mof — the Masters of Football rules engine. See README.md for the action flow.
 */
export * from './types.js';
export { createMatch, createChampionship } from './setup.js';
// The functions that take a state answer malformed input with a RuleError (boundary.ts).
export {
  legalActions,
  applyAction,
  currentSeat,
  isOver,
  result,
  standings,
  fixtures,
  viewFor,
  eventsFor,
  activeMatch,
  tacticalBreakdown,
  teamValues,
  attackerOn,
  minuteLabel,
  wheelTurns,
  levelForValue,
  standingsFromResults,
  lookup,
} from './boundary.js';
export { mofReward, determinize, symbolCoverage } from './boundary-extras.js';
export type { MofResult } from './engine.js';
export { toJSON, fromJSON, validateState, SAVE_VERSION, STATE_VERSION } from './serialize.js';
export { scenario } from './scenario.js';
export { game, championshipGame, replay } from './game.js';
export { FIXTURES, MATCHDAYS } from './rules/competition.js';
export { randomBot, greedyBot } from './bots.js';
export { searchBot, mofSearchGame, SEARCH_PLAYOUTS } from './search-bot.js';
export { coach, createCoach } from './boundary-coach.js';
export type { MofAdvice, MofCoach, MofCoachOption, MofCoachOptions, MofCoachReason } from './coach.js';
export type { TeamValues, WheelTurn, StandingWithReason } from './helpers.js';
export { defaultData, validateData, validatePlayer, validateEffect } from './data/index.js';
export { SYMBOLS } from './symbols.js';
export { formatAction, parseAction, toRecord, toRecordJSON, fromRecord, resultText } from './boundary-records.js';
export type { MofRecordInput, MofReplayedRecord, MofRecordSetup } from './record.js';
