/**
 * The bot worker (see bot-worker.ts): runs an engine bot off the page's main thread. It keeps one
 * bot per key so a seeded bot's RNG carries on from move to move, as it would on the main thread,
 * until the page says to forget it (a new game, another level).
 * Built twice: as a module of the package (bundlers follow `new URL('./bot-worker-entry.js',
 * import.meta.url)`) and self-contained beside the CDN bundle (dist/cdn/bot-worker-entry.js).
 */
import type { AnyBot, BotGame } from './bot-game.js';
import { mneBotGame } from './bot-game-mne.js';
import { mofBotGame } from './bot-game-mof.js';
import { playOn, type BotMessage, type BotReply, type BotSpec } from './bot-worker.js';

const GAMES: Record<BotSpec['game'], BotGame> = { mne: mneBotGame, mof: mofBotGame };
const bots = new Map<string, AnyBot>();
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<BotMessage>) => void) | null;
  postMessage(message: BotReply): void;
};

function botOf(key: string, spec: BotSpec): AnyBot {
  let bot = bots.get(key);
  if (!bot) bots.set(key, (bot = GAMES[spec.game].makeBot(spec)));
  return bot;
}

const failure = (id: number, err: unknown): BotReply => ({
  id,
  error: err instanceof Error ? err.message : String(err),
});

scope.onmessage = (e) => {
  const message = e.data;
  if ('forget' in message) {
    bots.delete(message.forget);
    return;
  }
  const { id } = message;
  if ('coach' in message) {
    try {
      scope.postMessage({ id, advice: GAMES[message.coach.game].coach(message.coach, message.state) });
    } catch (err) {
      scope.postMessage(failure(id, err));
    }
    return;
  }
  if ('run' in message) {
    // A batch: the seats' bots play on from the state, the engine applying each move.
    const { game, seats, state, ms } = message.run;
    const botFor = (seat: string) => {
      const entry = seats.find((s) => s.seat === seat);
      return entry && botOf(entry.key, entry.spec);
    };
    playOn(GAMES[game], state, botFor, ms).then(
      (actions) => scope.postMessage({ id, actions }),
      (err: unknown) => scope.postMessage(failure(id, err)),
    );
    return;
  }
  try {
    scope.postMessage({ id, action: botOf(message.key, message.spec)(message.state) });
  } catch (err) {
    scope.postMessage(failure(id, err));
  }
};

// Loaded: the page may send the state-only bots' moves here from now on.
scope.postMessage({ ready: true });
