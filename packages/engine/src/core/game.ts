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

/**
 * Who acts, by id: the one seat model of both games. MNE's seats are 'home' and 'away' (its `Seat`);
 * MoF's are the ids its setup gives the people at the table ('p1'…'pN', or 'home' and 'away' for a
 * single match; its `Seat`). A game's views, actions and events name seats by these ids.
 */
export type SeatId = string;

export interface GameDefinition<S, A extends GameAction, E extends GameEvent, Setup, Seat extends SeatId = SeatId> {
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
  /**
   * The fast path for simulation and search, when the game has one: `own(state)` makes a copy that
   * `advance(state, action, seat?)` then plays legal actions on in place, by the same rules as
   * `applyAction` but without events.
   */
  readonly inPlace?: InPlaceStepper<S, A>;
}

/**
 * A game's private fast path for loops that own their state (`playMatch`, search playouts):
 * `advance` plays a trusted action — one taken from `legalActions` — by changing the state in
 * place and producing no events. It runs the same rules as `applyAction`, so from the same state
 * and action both reach equal states; what it skips is the copy, the events and the checks of the
 * action's shape. Never hand it a state someone else holds: `own` makes one that may be changed
 * (`createMatch` returns one too).
 */
export interface InPlaceStepper<S, A> {
  /** A copy of `state` that `advance` may change without touching `state`. */
  own(state: S): S;
  /**
   * Plays `action` (legal in `state`) on `state` itself. `seat`: `currentSeat(state)`, when the
   * caller has just asked (the game need not work it out again).
   */
  advance(state: S, action: A, seat?: string): void;
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
