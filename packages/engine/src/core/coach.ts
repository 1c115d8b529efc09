/**
 * The coach's search, written once for every game: the search bot's information-set MCTS
 * (mcts.ts) run for one seat, from a single determinization of the state (so nothing it reads
 * depends on cards the seat cannot see), keeping for each root action how its playouts ended —
 * the mean result and the mean final goal difference — so that a game's coach can say why its
 * choice beats the next best one.
 */
import type { GameAction } from './game.js';
import { createSearch, type SearchGame, type SearchOptions } from './mcts.js';
import type { Rng } from './rng.js';

/** What the search found for one root action. */
export interface CoachOptionStats<A> {
  action: A;
  /** Playouts that tried it. */
  visits: number;
  /** Mean result of those playouts for the seat, in [0, 1]: a win 1, a draw ½, a loss 0 (a score rate). */
  score: number;
  /** Mean goal difference for the seat when those playouts ended (at the final whistle, or where cut off). */
  goalDifference: number;
}

/** A coach's search in progress: `run(n)` adds up to n playouts; `options()` ranks the root actions. */
export interface CoachSearch<A> {
  run(n: number): number;
  readonly done: boolean;
  readonly playouts: number;
  /** The root actions, best first (most visited, as the search bot chooses); at least one. */
  options(): CoachOptionStats<A>[];
}

/**
 * Starts a coach search for `seat` (the seat to act in `state`), keeping each root action's mean
 * final goal difference (`margin(final, seat)`, the seat's goal difference in a state).
 */
export function createCoachSearch<S, A extends GameAction>(
  game: SearchGame<S, A>,
  state: S,
  seat: string,
  margin: (final: S, seat: string) => number,
  options: SearchOptions,
  rng: Rng,
): CoachSearch<A> {
  const goals = new Map<string, { sum: number; n: number }>();
  const counting: SearchGame<S, A> = {
    ...game,
    playoutEnded(root, final) {
      game.playoutEnded?.(root, final);
      if (root === undefined) return;
      const key = game.actionKey(root);
      const g = goals.get(key) ?? { sum: 0, n: 0 };
      g.sum += margin(final, seat);
      g.n++;
      goals.set(key, g);
    },
  };
  const search = createSearch(counting, state, options, rng);
  let playouts = 0;
  return {
    run(n) {
      const ran = search.run(n);
      playouts += ran;
      return ran;
    },
    get done() {
      return search.done;
    },
    get playouts() {
      return playouts;
    },
    options() {
      return search.result().children.map(({ action, visits, value }) => {
        const g = goals.get(game.actionKey(action));
        return { action, visits, score: value, goalDifference: g && g.n > 0 ? g.sum / g.n : 0 };
      });
    },
  };
}

/** The coach's choice before a game adds its own words' data (notation, a shot's odds). */
export interface CoachChoice<S, A> {
  action: A;
  /** `search` (options compared by playouts), `only` (one option to consider) or `policy` (the game's fixed rule). */
  basis: 'search' | 'only' | 'policy';
  playouts: number;
  best: CoachOptionStats<A> | null;
  next: CoachOptionStats<A> | null;
  /** The determinization everything was read from (what the seat could know, hidden parts sampled). */
  sample: S;
}

/** A coach thinking in slices: `run(n)` adds up to n playouts; `result()` gives the advice so far. */
export interface Adviser<T> {
  run(n: number): number;
  readonly done: boolean;
  result(): T;
}

/**
 * The search bot's decision for `seat` with its reasons: the game's `preset` when it has one
 * (`policy`), else a coach search (see `createCoachSearch`), all read from one determinization.
 */
export function createAdviser<S, A extends GameAction>(
  game: SearchGame<S, A>,
  state: S,
  seat: string,
  margin: (final: S, seat: string) => number,
  options: SearchOptions,
  rng: Rng,
): Adviser<CoachChoice<S, A>> {
  const sample = game.determinize(state, seat, rng);
  const preset = game.preset?.(sample);
  if (preset !== undefined) {
    const choice: CoachChoice<S, A> = { action: preset, basis: 'policy', playouts: 0, best: null, next: null, sample };
    return { run: () => 0, done: true, result: () => choice };
  }
  // The search determinizes again from the sample: the same worlds as from the state, by construction.
  const search = createCoachSearch(game, sample, seat, margin, options, rng);
  return {
    run: (n) => search.run(n),
    get done() {
      return search.done;
    },
    result() {
      const [best, next] = search.options() as [CoachOptionStats<A>, CoachOptionStats<A>?];
      if (search.playouts === 0)
        return { action: best.action, basis: 'only', playouts: 0, best: null, next: null, sample };
      return { action: best.action, basis: 'search', playouts: search.playouts, best, next: next ?? null, sample };
    },
  };
}

/** `adviser` with its result put in a game's words by `words`. */
export function adviseIn<T, U>(adviser: Adviser<T>, words: (choice: T) => U): Adviser<U> {
  return {
    run: (n) => adviser.run(n),
    get done() {
      return adviser.done;
    },
    result: () => words(adviser.result()),
  };
}

/** Runs an adviser to its budget and gives its advice. */
export function adviseNow<T>(adviser: Adviser<T>): T {
  while (!adviser.done) adviser.run(64);
  return adviser.result();
}
