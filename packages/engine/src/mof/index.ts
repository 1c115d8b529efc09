/**
 * @pitchside/engine/mof — the Masters of Football rules engine. See README.md for the action flow.
 */
export * from './types.js';
export { createMatch, createChampionship } from './setup.js';
// The functions that take a state answer malformed input with a RuleError (api/match.ts).
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
  teamSheet,
  attackerOn,
  minuteLabel,
  wheelTurns,
  levelForValue,
  standingsFromResults,
  lookup,
} from './api/match.js';
export { mofReward, determinize, symbolCoverage } from './api/search.js';
export type { MofResult } from './engine.js';
export { toJSON, fromJSON, validateState, SAVE_VERSION, STATE_VERSION } from './serialize.js';
export { scenario } from './scenario.js';
export { game, championshipGame, replay } from './game.js';
export { FIXTURES, MATCHDAYS } from './rules/competition.js';
export { randomBot, greedyBot } from './bots.js';
export { searchBot, mofSearchGame, levelSearchGame, SEARCH_PLAYOUTS, type MofSearchOptions } from './search-bot.js';
export { botForLevel, type LevelOptions } from './levels.js';
export { BOT_LEVELS } from '../core/levels.js';
export { coach, createCoach } from './api/coach.js';
export { sampleState } from './sample-state.js';
export type { MofAdvice, MofCoach, MofCoachOption, MofCoachOptions, MofCoachReason } from './coach.js';
export type { TeamValues, WheelTurn, StandingWithReason } from './queries.js';
export type { TeamSheet, TeamSheetPlayer, TacticalDice } from './team-sheet.js';
export { defaultData, validateData, validatePlayer, validateEffect } from './data/index.js';
export { SYMBOLS } from './symbols.js';
export { formatAction, parseAction, toRecord, toRecordJSON, fromRecord, resultText } from './api/notation.js';
export type { MofRecordInput, MofReplayedRecord, MofRecordSetup } from './record.js';
