export { RuleError, isRuleError, ensure, type RuleErrorCode } from './errors.js';
export { Rng, seedRng, randomSeed, isRngState, type RngState } from './rng.js';
export { Checker, join, type Json } from './validate.js';
export { SAVE_VERSION, wrapState, unwrapState, type SaveEnvelope } from './serialize.js';
export {
  replayActions,
  type GameDefinition,
  type GameAction,
  type GameEvent,
  type Applied,
  type SeatId,
} from './game.js';
export { randomBot, playMatch, type Bot } from './bots.js';
export {
  BOT_LEVELS,
  BOT_LEVEL_ALIASES,
  LEVEL_TABLE,
  levelSpec,
  levelSearchOptions,
  resolveLevel,
  withMistakes,
  type BotLevel,
  type LevelGame,
  type LevelSpec,
  type MofLevelSpec,
} from './levels.js';
export {
  ismcts,
  createSearch,
  searchBot,
  sliceSearchBot,
  type Search,
  type SearchGame,
  type SearchOptions,
  type SearchStats,
} from './mcts.js';
export {
  parseRecordText,
  recordText,
  type RecordJSON,
  type RecordMove,
  type RecordInput,
  type ReplayedRecord,
} from './record.js';
