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
 * Starts a coach search for `seat` (the seat to act in `state`). `margin(final, seat)` is the
 * seat's goal difference in a state. The search runs on `game.determinize(state, seat, rng)`:
 * everything it reads is what the seat could know; the same view, options and `rng` give the same
 * ranking however the hidden cards really lie.
 */
export function createCoachSearch<S, A extends GameAction>(
  game: SearchGame<S, A>,
  state: S,
  seat: string,
  margin: (final: S, seat: string) => number,
  options: SearchOptions,
  rng: Rng,
): CoachSearch<A> {
  const sample = game.determinize(state, seat, rng);
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
  const search = createSearch(counting, sample, options, rng);
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

/** Runs a coach search to its budget (see `createCoachSearch`). */
export function runToEnd<A>(search: CoachSearch<A>): CoachSearch<A> {
  while (!search.done) search.run(64);
  return search;
}
