import type { I18nController } from './i18n.js';
import { matchMessages } from './match-messages/messages.js';
import { ok, problem, readInteger, type Result } from './problem.js';

// Apart from the bot bridge (bot-worker.ts), so reading an attribute does not pull the bridge into
// a page's shared chunk.

/**
 * The bot strengths the match elements offer (`bot-level`), weakest first: the engine's levels
 * (`BOT_LEVELS` of `@pitchside/engine`), then their earlier names, still accepted — `greedy` (the
 * default, the same bot as `normal`) and `search` (the same as `hard`).
 */
export const BOT_LEVELS = ['easy', 'normal', 'hard', 'expert', 'greedy', 'search'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A match element's `bot-level`: one of `BOT_LEVELS`, else a Problem in the page's language. */
export function readBotLevel(value: string, i18n: I18nController): Result<BotLevel> {
  return (BOT_LEVELS as readonly string[]).includes(value)
    ? ok(value as BotLevel)
    : problem('bot-level', 'error.invalid', { detail: i18n.t(matchMessages, 'error.badLevel', { value }) });
}

/** A match element's `bot-delay`: the milliseconds a bot waits before each move, 0 to 60 000. */
export function readDelay(value: unknown, written: string | null): Result<number> {
  return readInteger('bot-delay', value, written, 0, 60_000);
}
