/**
 * Runs engine bots without freezing the page: in a module Web Worker when the browser allows it,
 * else on the main thread in slices (the search bot yields to the page every few playouts; random
 * and greedy answer at once). Both ways make the same choices for the same seed and budget.
 *
 * An element keeps one host while it is connected; the host starts its worker when its first bot
 * is made, and every bot of the element (one per seat, a new one per seed or level) lives in that
 * one worker. A bot whose answer depends on the state alone (MoF's greedy bot) answers on the main
 * thread until the worker has loaded, so the first move does not wait for the worker's script:
 * ```ts
 * const host = createBotHost();                                   // connectedCallback
 * const home = host.bot<MneState, MneAction>(botSpec('mne', 'search', '42:home'));
 * const action = await home.move(state);  // the full engine state (a seat's view is not enough)
 * home.dispose();                         // a bot no longer needed (new game): the worker stays
 * host.dispose();                         // disconnectedCallback: the worker is terminated
 * ```
 * `createBotRunner(spec)` is a host with a single bot, disposed together.
 *
 * The worker script is `bot-worker-entry.js` beside this module: in the package build, beside
 * `dist/shared/bot-worker.js` (bundlers see the `new Worker(new URL(…, import.meta.url))` below and
 * bundle the worker too); in the CDN build, in `dist/cdn/` beside the file (bundle or chunk) this
 * code ends up in. A script on another origin than the page (a CDN) is started through a small
 * same-origin `blob:` module that imports it. Pass `workerUrl` (or `setBotWorkerUrl`) when a host
 * serves the worker elsewhere, or `mainThread: true` to skip it.
 */
import { loadBotGame, type AnyBot, type BotGame } from './bot-game.js';
import type { BotLevel } from './bot-level.js';
import { IN_CDN_BUNDLE } from './cdn-bundle.js';
import { trustedScriptUrl } from './trusted-script-url.js';

/**
 * The search levels' time cap per decision, with the level's playout budget: most decisions
 * take the full playouts well within it; a slow machine or a long position stops at the cap, so
 * an answer comes within a second (the cap leaves room for the playout in progress and the trip to
 * the worker).
 */
export const SEARCH_TIME_MS = 700;

/** The engine's level of each `bot-level` value (the earlier names are aliases). */
const ENGINE_LEVEL = {
  easy: 'easy',
  normal: 'normal',
  greedy: 'normal',
  hard: 'hard',
  search: 'hard',
  expert: 'expert',
} as const satisfies Record<BotLevel, string>;

export interface BotSpec {
  game: 'mne' | 'mof';
  /** The kind of bot: 'search' for a search level too (the page then runs it in slices). */
  bot: 'random' | 'greedy' | 'search';
  /** The engine's level (`botForLevel`): its bot, budget and mistakes come from the level table. */
  level?: 'easy' | 'hard' | 'expert';
  seed?: number | string;
  /** Search bot: playouts per decision (default: the engine's, answering within a second). */
  playouts?: number;
  /** Search bot: a time cap per decision in milliseconds (makes choices depend on speed). */
  timeMs?: number;
}

/**
 * The spec of a match element's bot at `level`: the greedy bot for normal, the engine's level
 * otherwise, a search level with its time cap.
 */
export function botSpec(game: 'mne' | 'mof', level: BotLevel, seed: number | string): BotSpec {
  const engineLevel = ENGINE_LEVEL[level];
  if (engineLevel === 'normal') return { game, bot: 'greedy', seed };
  if (engineLevel === 'easy') return { game, bot: 'greedy', level: engineLevel, seed };
  return { game, bot: 'search', level: engineLevel, seed, timeMs: SEARCH_TIME_MS };
}

/** A message to the worker: one decision for the bot `key`. */
export interface BotRequest {
  id: number;
  key: string;
  spec: BotSpec;
  state: unknown;
}
/**
 * A message to the worker: the bots' moves from `state` on, each applied by the engine, while the
 * seat to act is one of `seats` and for about `ms` (one move at least).
 */
export interface BotRun {
  id: number;
  run: { game: BotSpec['game']; seats: { seat: string; key: string; spec: BotSpec }[]; state: unknown; ms: number };
}
/** A message to the worker: forget the bot `key` (its element no longer needs it). */
export interface BotForget {
  forget: string;
}
/** What a coach is asked (see `BotHost.coach`). */
export interface CoachSpec {
  game: BotSpec['game'];
  /** The seat to advise (the seat to act). */
  seat: string;
  seed?: number | string;
  /** Playouts (default: the engine's search budget). */
  playouts?: number;
  /** A time cap in milliseconds. */
  timeMs?: number;
}
/**
 * A message to the worker: the coach's advice for `coach.seat` in `state` (the engine's `coach`):
 * the full state, or that seat's view (controlled mode).
 */
export interface BotCoach {
  id: number;
  coach: CoachSpec;
  state: unknown;
}
export type BotMessage = BotRequest | BotRun | BotForget | BotCoach;
export type BotReply =
  | { id: number; action: unknown }
  | { id: number; actions: unknown[] }
  | { id: number; error: string }
  | { id: number; advice: unknown }
  /** The worker's script has loaded (its first message). */
  | { ready: true };

export type BotMode = 'worker' | 'main';

export interface BotRunner<S = unknown, A = unknown> {
  /** The bot's action for `state` (the engine's full state; a seat's view is not enough). */
  move(state: S): Promise<A>;
  /** Where the bot runs: 'worker', or 'main' (no Worker, `mainThread`, or the worker failed to start). */
  readonly mode: BotMode;
  dispose(): void;
}

export interface BotHost {
  /** A bot running in this host (in its worker when there is one). */
  bot<S = unknown, A = unknown>(spec: BotSpec): BotRunner<S, A>;
  /**
   * The moves of `bots` (this host's, by seat) from `state` on, each applied by the engine, while
   * the seat to act has a bot and for about `ms` (one move at least; 0: exactly one): a batch
   * of moves in one trip to the worker. Empty when no bot is to act.
   */
  playOn<S, A>(state: S, bots: Readonly<Record<string, BotRunner<S, A> | undefined>>, ms: number): Promise<A[]>;
  /**
   * The engine coach's advice (`{ action, notation, reason }`) for `spec.seat` in `state`, thought
   * about in the worker like a bot's move. `state` is the full state (the coach reads only that
   * seat's view of it) or that seat's view, `viewFor(state, seat)` (controlled mode: the engine
   * samples a state the seat cannot tell from the true one, and the same seed gives the same advice).
   */
  coach(spec: CoachSpec, state: unknown): Promise<unknown>;
  /** Where the bots run: see `BotRunner.mode`. */
  readonly mode: BotMode;
  /** Terminates the worker; moves still pending are rejected, and later ones too. */
  dispose(): void;
}

export interface BotRunnerOptions {
  /** Where the worker script is served (default: `bot-worker-entry.js` beside this module). */
  workerUrl?: string | URL;
  /** Never start a worker. */
  mainThread?: boolean;
}

let defaultWorkerUrl: URL | null = null;

/**
 * Where hosts created without `workerUrl` load the worker script from (null: beside this module).
 * For a page that serves `bot-worker-entry.js` somewhere else, and for tests.
 */
export function setBotWorkerUrl(url: string | URL | null): void {
  defaultWorkerUrl = url === null ? null : new URL(url, document.baseURI);
}

/** The error a move rejects with once its bot or host is disposed (the answer is not wanted). */
export class BotDisposedError extends Error {
  constructor() {
    super('bot disposed');
    this.name = 'BotDisposedError';
  }
}

/** A bot whose answer depends on the state alone (no seed, no budget): any copy answers the same. */
function stateOnly(spec: BotSpec | undefined): boolean {
  return spec?.game === 'mof' && spec.bot === 'greedy' && spec.level === undefined;
}

const now = () => performance.now();

/**
 * Plays on from `state` (see `BotHost.playOn`) with `botFor(seat)`, the bot of a seat (undefined:
 * a person's seat, where it stops). A bot's error after the first move ends the batch early (the
 * next batch reports it).
 */
export async function playOn(
  rules: Pick<BotGame, 'currentSeat' | 'applyAction'>,
  state: unknown,
  botFor: (seat: string) => ((s: unknown) => unknown) | undefined,
  ms: number,
): Promise<unknown[]> {
  const until = now() + ms;
  const actions: unknown[] = [];
  let s = state;
  do {
    const seat = rules.currentSeat(s);
    const bot = seat === null ? undefined : botFor(seat);
    if (!bot) break;
    try {
      // The worker's bots answer at once: no await, so the batch runs in one go, as one task.
      const answer = bot(s);
      const action = answer instanceof Promise ? await answer : answer;
      s = rules.applyAction(s, action).state;
      actions.push(action);
    } catch (error) {
      if (actions.length === 0) throw error;
      break;
    }
  } while (ms > 0 && now() < until);
  return actions;
}

/**
 * Lets the page handle its events and draw: a message to itself, which, unlike a chain of
 * `setTimeout(0)`, is not held back to one every 4 ms.
 */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * The worker script beside this module. Served as TypeScript source (the test server, a Vite dev
 * server), it is the source `bot-worker-entry.ts`, compiled by the same server. (Only the literal
 * in `startWorker` is written as `new URL('…', import.meta.url)`: bundlers take that form for a
 * file to bundle or copy, and there is no `.ts` file in a build.)
 */
function besideThisModule(): URL {
  const here = new URL(import.meta.url);
  return new URL(here.pathname.endsWith('.ts') ? 'bot-worker-entry.ts' : 'bot-worker-entry.js', here);
}

/**
 * The main-thread bot: the search in slices, the others at once (after letting the page paint).
 * Its game's engine is loaded on first use (the page has it already when it shows that game).
 */
async function mainThreadBot(spec: BotSpec): Promise<(state: unknown) => Promise<unknown>> {
  const game = await loadBotGame(spec.game);
  if (spec.bot === 'search') return game.sliceSearch(spec, yieldToPage);
  const bot: AnyBot = game.makeBot(spec);
  return async (state) => {
    await yieldToPage();
    return bot(state);
  };
}

/**
 * The worker for `url` (null: the script beside this module). A script on another origin (a CDN)
 * cannot be a worker's script, so a same-origin `blob:` module imports it (the CDN must allow CORS,
 * as jsDelivr and unpkg do). The default script is started with the literal
 * `new Worker(new URL(…, import.meta.url))`, by which an app's bundler finds it (and may move it),
 * except in the CDN bundle, where it is known to sit beside this module. Every other URL goes through
 * the elements' Trusted Types policy when there is one (trusted-script-url.ts): a page enforcing
 * Trusted Types refuses a plain one.
 */
function startWorker(url: URL | null): Worker {
  const target = url ?? besideThisModule();
  if (url === null && !IN_CDN_BUNDLE && target.pathname.endsWith('.js'))
    return new Worker(new URL('./bot-worker-entry.js', import.meta.url), { type: 'module' });
  const elsewhere = typeof location !== 'undefined' && target.origin !== location.origin && target.protocol !== 'blob:';
  const script = elsewhere
    ? URL.createObjectURL(new Blob([`import ${JSON.stringify(target.href)};`], { type: 'text/javascript' }))
    : target.href;
  // The worker fetches its script after the constructor returns: revoke the URL a while later.
  if (elsewhere) setTimeout(() => URL.revokeObjectURL(script), 60_000);
  return new Worker(trustedScriptUrl(script) ?? script, { type: 'module' });
}

let nextKey = 0;

interface Pending {
  /** The bots it waits for (one, or a batch's). */
  keys: string[];
  /** Runs it on the main thread, if the worker fails before answering. */
  local: () => Promise<unknown>;
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Where an element's bots run (see the module's notes): one worker, started with the first bot;
 * on the main thread without Workers, with `mainThread`, or once the worker failed to start.
 */
export function createBotHost(options: BotRunnerOptions = {}): BotHost {
  const url = options.workerUrl !== undefined ? new URL(options.workerUrl, document.baseURI) : defaultWorkerUrl;
  let worker: Worker | null = null;
  /** Worker failed or unavailable: every move runs on the main thread from now on. */
  let main = Boolean(options.mainThread) || typeof Worker === 'undefined';
  let disposed = false;
  /** The worker's script has loaded. */
  let ready = false;
  let id = 0;
  const pending = new Map<number, Pending>();
  const specs = new Map<string, BotSpec>();
  const locals = new Map<string, Promise<(state: unknown) => Promise<unknown>>>();
  /** Main-thread moves run one after another, as the worker would run them. */
  let queue: Promise<unknown> = Promise.resolve();

  const local = (key: string) => {
    if (disposed || !specs.has(key)) throw new BotDisposedError();
    let bot = locals.get(key);
    if (!bot) locals.set(key, (bot = mainThreadBot(specs.get(key) as BotSpec)));
    return bot;
  };
  const runLocal = (run: () => Promise<unknown>): Promise<unknown> => {
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
  /** Sends `message` to the worker, or runs `run` here when there is none. */
  const ask = (keys: string[], message: (id: number) => BotMessage, run: () => Promise<unknown>) => {
    if (disposed || keys.some((key) => !specs.has(key))) return Promise.reject(new BotDisposedError());
    const w = ensureWorker();
    if (!w || (!ready && keys.length > 0 && keys.every((key) => stateOnly(specs.get(key))))) return runLocal(run);
    return new Promise<unknown>((resolve, reject) => {
      const n = id++;
      pending.set(n, { keys, local: run, resolve, reject });
      w.postMessage(message(n));
    });
  };

  const fallBack = () => {
    worker?.terminate();
    worker = null;
    main = true;
    // Moves the worker did not answer run here, in order.
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) runLocal(p.local).then(p.resolve, p.reject);
  };

  const ensureWorker = (): Worker | null => {
    if (worker || main || disposed) return worker;
    try {
      const w = startWorker(url);
      w.onmessage = (e: MessageEvent<BotReply>) => {
        ready = true;
        if (!('id' in e.data)) return;
        const p = pending.get(e.data.id);
        if (!p) return;
        pending.delete(e.data.id);
        if ('error' in e.data) p.reject(new Error(e.data.error));
        else p.resolve('actions' in e.data ? e.data.actions : 'advice' in e.data ? e.data.advice : e.data.action);
      };
      // A script that cannot load (not served, blocked by a policy) or crashes: carry on here.
      w.onerror = (e) => {
        e.preventDefault();
        if (worker === w) fallBack();
      };
      worker = w;
    } catch {
      main = true;
    }
    return worker;
  };

  const rejectAll = (key?: string) => {
    for (const [n, p] of pending)
      if (key === undefined || p.keys.includes(key)) {
        pending.delete(n);
        p.reject(new BotDisposedError());
      }
  };

  const keys = new WeakMap<BotRunner<never, never>, string>();

  return {
    get mode() {
      return main ? 'main' : 'worker';
    },
    bot<S, A>(spec: BotSpec): BotRunner<S, A> {
      const key = `bot${nextKey++}`;
      specs.set(key, spec);
      ensureWorker(); // its script loads while the game starts
      const runner: BotRunner<S, A> = {
        get mode() {
          return main ? 'main' : 'worker';
        },
        move(state: S): Promise<A> {
          return ask(
            [key],
            (n) => ({ id: n, key, spec, state }),
            async () => (await local(key))(state),
          ) as Promise<A>;
        },
        dispose() {
          if (!specs.delete(key)) return;
          locals.delete(key);
          rejectAll(key);
          worker?.postMessage({ forget: key } satisfies BotMessage);
        },
      };
      keys.set(runner as BotRunner<never, never>, key);
      return runner;
    },
    playOn<S, A>(state: S, bots: Readonly<Record<string, BotRunner<S, A> | undefined>>, ms: number): Promise<A[]> {
      const seats: { seat: string; key: string; spec: BotSpec }[] = [];
      for (const [seat, bot] of Object.entries(bots)) {
        const key = bot && keys.get(bot as BotRunner<never, never>);
        if (key && specs.has(key)) seats.push({ seat, key, spec: specs.get(key) as BotSpec });
      }
      const game = seats[0]?.spec.game;
      if (game === undefined) return Promise.resolve([]);
      const keyOf = new Map(seats.map((s) => [s.seat, s.key]));
      return ask(
        seats.map((s) => s.key),
        (n) => ({ id: n, run: { game, seats, state, ms } }),
        async () => {
          const rules = await loadBotGame(game);
          const bots = new Map<string, (state: unknown) => Promise<unknown>>();
          for (const [seat, key] of keyOf) bots.set(seat, await local(key));
          return playOn(rules, state, (seat) => bots.get(seat), ms);
        },
      ) as Promise<A[]>;
    },
    coach(spec: CoachSpec, state: unknown): Promise<unknown> {
      return ask(
        [],
        (n) => ({ id: n, coach: spec, state }),
        async () => (await loadBotGame(spec.game)).sliceCoach(spec, state, yieldToPage),
      );
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      worker?.terminate();
      worker = null;
      rejectAll();
      specs.clear();
      locals.clear();
    },
  };
}

/** A host with one bot (see `createBotHost`); `dispose` ends both. */
export function createBotRunner<S = unknown, A = unknown>(
  spec: BotSpec,
  options: BotRunnerOptions = {},
): BotRunner<S, A> {
  const host = createBotHost(options);
  const bot = host.bot<S, A>(spec);
  return {
    get mode() {
      return bot.mode;
    },
    move: (state) => bot.move(state),
    dispose: () => host.dispose(),
  };
}
