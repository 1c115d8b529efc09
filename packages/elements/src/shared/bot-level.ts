import { BOT_LEVELS, type BotLevel } from './bot-worker.js';
import type { I18nController } from './i18n.js';
import { sharedMessages } from './messages.js';
import { ok, problem, type Result } from './problem.js';

/** A match element's `bot-level`: one of `BOT_LEVELS`, else a Problem in the page's language. */
export function readBotLevel(value: string, i18n: I18nController): Result<BotLevel> {
  return (BOT_LEVELS as readonly string[]).includes(value)
    ? ok(value as BotLevel)
    : problem('bot-level', 'error.invalid', { detail: i18n.t(sharedMessages, 'error.badLevel', { value }) });
}
