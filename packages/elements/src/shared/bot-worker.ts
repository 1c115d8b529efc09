/**
 * Runs an engine bot without freezing the page: in a module Web Worker when the browser allows
 * it, else on the main thread in slices (the search bot yields to the page every few playouts;
 * random and greedy answer at once). Both ways make the same choices for the same seed and budget.
 *
 * ```ts
 * const runner = createBotRunner({ game: 'mne', bot: 'search', seed: 7 });
 * const action = await runner.move(state);   // the full engine state of the match
 * runner.dispose();
 * ```
 * The worker script is `bot-worker-entry.js` beside this module (in the CDN build: beside
 * `pitchside.js`); pass `workerUrl` when a host serves it elsewhere, or `mainThread: true` to skip it.
 */
import { sliceSearchBot } from '@pitchside/engine';
import * as mne from '@pitchside/engine/mne';
import * as mof from '@pitchside/engine/mof';

export interface BotSpec {
  game: 'mne' | 'mof';
  bot: 'random' | 'greedy' | 'search';
  seed?: number | string;
  /** Search bot: playouts per decision (default: the engine's, answering within a second). */
  playouts?: number;
  /** Search bot: a time cap per decision in milliseconds (makes choices depend on speed). */
  timeMs?: number;
}

/** A message to the worker: one decision for the bot `key`. */
export interface BotRequest {
  id: number;
  key: string;
  spec: BotSpec;
  state: unknown;
}
export type BotReply = { id: number; action: unknown } | { id: number; error: string };

export interface BotRunner<S = unknown, A = unknown> {
  /** The bot's action for `state` (the engine's full state; a seat's view is not enough). */
  move(state: S): Promise<A>;
  /** Where the bot runs now ('worker' may fall back to 'main' if the worker fails to start). */
  readonly mode: 'worker' | 'main';
  dispose(): void;
}

export interface BotRunnerOptions {
  /** Where the worker script is served (default: `bot-worker-entry.js` beside this module). */
  workerUrl?: string | URL;
  /** Never start a worker. */
  mainThread?: boolean;
}

/** The engine bot a spec names (used by the worker, and by the main-thread fallback for non-search bots). */
export function makeBot(spec: BotSpec): (state: never) => unknown {
  const seed = spec.seed ?? 0;
  const search = {
    seed,
    ...(spec.playouts !== undefined ? { playouts: spec.playouts } : {}),
    ...(spec.timeMs !== undefined ? { timeMs: spec.timeMs } : {}),
  };
  if (spec.game === 'mne') {
    if (spec.bot === 'random') return mne.randomBot(seed);
    if (spec.bot === 'greedy') return mne.greedyBot(seed);
    return mne.searchBot(search);
  }
  if (spec.bot === 'random') return mof.randomBot(seed);
  if (spec.bot === 'greedy') return mof.greedyBot();
  return mof.searchBot(search);
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The main-thread bot: the search in slices, the others at once (after letting the page paint). */
function mainThreadBot(spec: BotSpec): (state: unknown) => Promise<unknown> {
  if (spec.bot !== 'search') {
    const bot = makeBot(spec) as (state: unknown) => unknown;
    return async (state) => {
      await yieldToPage();
      return bot(state);
    };
  }
  const seed = spec.seed ?? 0;
  const options = {
    seed,
    playouts: spec.playouts ?? (spec.game === 'mne' ? mne.SEARCH_PLAYOUTS : mof.SEARCH_PLAYOUTS),
    ...(spec.timeMs !== undefined ? { timeMs: spec.timeMs } : {}),
  };
  const bot =
    spec.game === 'mne'
      ? sliceSearchBot(mne.mneSearchGame('greedy', seed), options, yieldToPage)
      : sliceSearchBot(mof.mofSearchGame(), options, yieldToPage);
  return bot as (state: unknown) => Promise<unknown>;
}

let nextKey = 0;

export function createBotRunner<S = unknown, A = unknown>(
  spec: BotSpec,
  options: BotRunnerOptions = {},
): BotRunner<S, A> {
  const key = `bot${nextKey++}`;
  let worker: Worker | null = null;
  let local: ((state: unknown) => Promise<unknown>) | null = null;
  let id = 0;
  const pending = new Map<number, { state: unknown; resolve: (a: A) => void; reject: (e: Error) => void }>();

  const fallBack = () => {
    worker?.terminate();
    worker = null;
    local ??= mainThreadBot(spec);
    // Requests the worker did not answer run here, in order.
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) void runLocal(p.state).then(p.resolve, p.reject);
  };
  const runLocal = (state: unknown) => (local ??= mainThreadBot(spec))(state) as Promise<A>;

  if (!options.mainThread && typeof Worker !== 'undefined') {
    try {
      worker = new Worker(options.workerUrl ?? new URL('./bot-worker-entry.js', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent<BotReply>) => {
        const p = pending.get(e.data.id);
        if (!p) return;
        pending.delete(e.data.id);
        if ('error' in e.data) p.reject(new Error(e.data.error));
        else p.resolve(e.data.action as A);
      };
      // A script that cannot load (not served, blocked by a policy) or crashes: carry on here.
      worker.onerror = (e) => {
        e.preventDefault();
        fallBack();
      };
    } catch {
      worker = null;
    }
  }

  return {
    get mode() {
      return worker ? 'worker' : 'main';
    },
    move(state) {
      if (!worker) return runLocal(state);
      const w = worker;
      return new Promise<A>((resolve, reject) => {
        const n = id++;
        pending.set(n, { state, resolve, reject });
        w.postMessage({ id: n, key, spec, state } satisfies BotRequest);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const p of pending.values()) p.reject(new Error('bot runner disposed'));
      pending.clear();
    },
  };
}
