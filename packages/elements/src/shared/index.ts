export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  I18nController,
  defineMessages,
  allCatalogs,
  loadLocale,
  bestLocale,
  interpolate,
  nearestLang,
  type SupportedLocale,
  type MessageCatalog,
  type MessageParams,
  type Messages,
  type MessagesLoader,
  type I18nHost,
} from './i18n.js';
export { sharedMessages, type SharedMessageKey } from './messages.js';
export { matchMessages, type MatchMessageKey } from './match-messages/messages.js';
export { Handoff, renderHandoff } from './handoff.js';
export { emit, type EmitOptions, type EventDetail, type PitchsideEventName } from './emit.js';
export { tokens, token, TOKEN_DEFAULTS, baseStyles, type TokenName } from './theme.js';
export { defineElement } from './define.js';
export { PitchsideElement } from './pitchside-element.js';
export type { MatchContext, ViewerSeat } from './context.js';
export {
  attempt,
  ok,
  problem,
  problemFrom,
  readInteger,
  jsonConverter,
  parsedJson,
  InvalidJson,
  type Problem,
  type Result,
} from './problem.js';
export { BOT_LEVELS, readBotLevel, type BotLevel } from './bot-level.js';
export {
  SEARCH_TIME_MS,
  BotDisposedError,
  createBotHost,
  createBotRunner,
  setBotWorkerUrl,
  type BotSpec,
  type BotHost,
  type BotRunner,
  type BotRunnerOptions,
  type BotMode,
} from './bot-worker.js';
