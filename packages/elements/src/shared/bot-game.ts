/**
 * What the bot bridge needs from one game: its rules (to play a batch of moves on) and its bots.
 * Each game's adapter is its own module (`bot-game-mne.ts`, `bot-game-mof.ts`) that the page side
 * loads with a dynamic `import()` only when a bot has to run on the main thread, so a page
 * showing one game never downloads the other's engine; the worker script imports both.
 */
import type { BotSpec, CoachSpec } from './bot-worker.js';

export type AnyBot = (state: unknown) => unknown;

export interface BotGame {
  currentSeat(state: unknown): string | null;
  applyAction(state: unknown, action: unknown): { state: unknown };
  /** The engine bot `spec` names, answering at once (the worker's bots). */
  makeBot(spec: BotSpec): AnyBot;
  /** The search bot of `spec` in slices, yielding to the page between them (the main-thread fallback). */
  sliceSearch(spec: BotSpec, yieldToPage: () => Promise<void>): (state: unknown) => Promise<unknown>;
  /** The engine coach's advice for `spec.seat` in `state` (a state or that seat's view), at once (the worker). */
  coach(spec: CoachSpec, state: unknown): unknown;
  /** The same advice in slices, yielding to the page between them (the main-thread fallback). */
  sliceCoach(spec: CoachSpec, state: unknown, yieldToPage: () => Promise<void>): Promise<unknown>;
}

/** The coach options of a spec. */
export function coachOptions(spec: CoachSpec): { seed: number | string; playouts?: number; timeMs?: number } {
  return {
    seed: spec.seed ?? 0,
    ...(spec.playouts !== undefined ? { playouts: spec.playouts } : {}),
    ...(spec.timeMs !== undefined ? { timeMs: spec.timeMs } : {}),
  };
}

/** Runs a coach in slices of 16 playouts, yielding to the page between them. */
export async function adviseInSlices<T>(
  coach: { run(n: number): number; readonly done: boolean; result(): T },
  yieldToPage: () => Promise<void>,
): Promise<T> {
  while (!coach.done) {
    coach.run(16);
    if (!coach.done) await yieldToPage();
  }
  return coach.result();
}

/**
 * The search options of a spec: its seed, the level's search options when it names a level
 * (`level`: from the engine's level table, `levelSearchOptions`), and its own budget when it sets one.
 */
export function searchOptions<R extends 'random' | 'greedy' | 'odds' = 'random' | 'greedy'>(
  spec: BotSpec,
  level?: { playouts?: number; bias?: number; observe?: boolean; maxRolloutActions?: number; rollout?: R },
): {
  seed: number | string;
  playouts?: number;
  timeMs?: number;
  rollout?: R;
  bias?: number;
  observe?: boolean;
  maxRolloutActions?: number;
} {
  return {
    seed: spec.seed ?? 0,
    ...level,
    ...(spec.playouts !== undefined ? { playouts: spec.playouts } : {}),
    ...(spec.timeMs !== undefined ? { timeMs: spec.timeMs } : {}),
  };
}

/** A game's adapter, loaded on first use. */
export function loadBotGame(game: BotSpec['game']): Promise<BotGame> {
  return game === 'mne'
    ? import('./bot-game-mne.js').then((m) => m.mneBotGame)
    : import('./bot-game-mof.js').then((m) => m.mofBotGame);
}
