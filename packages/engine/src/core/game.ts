/**
 * The shape every Pitchside game shares (after OpenSpiel's common API), so replay, bots, simulation,
 * benchmarks and adapters are written once for both games.
 */
import { RuleError } from './errors.js';

export interface GameEvent {
  type: string;
}

export interface GameAction {
  type: string;
}

export interface Applied<S, E extends GameEvent = GameEvent> {
  state: S;
  events: E[];
}

export interface GameDefinition<S, A extends GameAction, E extends GameEvent, Setup, Seat extends string = string> {
  /** A short id: 'mne' or 'mof'. */
  readonly id: string;
  createMatch(setup: Setup): S;
  /** Every legal action for whoever must act now; empty when the game is over. */
  legalActions(state: S): A[];
  /** Pure: never mutates `state`. Throws RuleError for an illegal or malformed action. */
  applyAction(state: S, action: A): Applied<S, E>;
  /** The seat that must act now, or null when the game is over. */
  currentSeat(state: S): Seat | null;
  isOver(state: S): boolean;
}

/** Plays `actions` from `setup`; the same setup and actions always give the same state. */
export function replayActions<S, A extends GameAction, E extends GameEvent, Setup>(
  game: GameDefinition<S, A, E, Setup>,
  setup: Setup,
  actions: readonly A[],
): Applied<S, E> {
  let state = game.createMatch(setup);
  const events: E[] = [];
  actions.forEach((action, i) => {
    try {
      const next = game.applyAction(state, action);
      state = next.state;
      for (const e of next.events) events.push(e);
    } catch (e) {
      if (e instanceof RuleError) {
        throw new RuleError(e.code, `Action ${i} (${action.type}) cannot be replayed: ${e.message}`, `actions[${i}]`);
      }
      throw e;
    }
  });
  return { state, events };
}
