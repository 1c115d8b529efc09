/**
 * The bot worker (see bot-worker.ts): runs an engine bot off the page's main thread. It keeps one
 * bot per key so a seeded bot's RNG carries on from move to move, as it would on the main thread.
 * Built twice: as a module of the package (bundlers follow `new URL('./bot-worker-entry.js',
 * import.meta.url)`) and self-contained beside the CDN bundle (dist/cdn/bot-worker-entry.js).
 */
import { makeBot, type BotRequest, type BotReply, type BotSpec } from './bot-worker.js';

type AnyBot = (state: unknown) => unknown;
const bots = new Map<string, AnyBot>();
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotReply): void;
};

scope.onmessage = (e) => {
  const { id, key, spec, state } = e.data;
  try {
    let bot = bots.get(key);
    if (!bot) bots.set(key, (bot = makeBot(spec as BotSpec) as AnyBot));
    scope.postMessage({ id, action: bot(state) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
