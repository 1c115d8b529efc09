/**
 * A game an app drives (controlled mode): the page gives a match element one seat's `view` (the
 * engine's `viewFor(state, seat)`) and that seat's `events` of the last move (`eventsFor`); the
 * element shows them with its usual controls, offers the engine's `legalActions(view)`, and when
 * the person chooses, the element sends one `*-action` event and waits: it holds no engine state,
 * runs no bot and applies nothing. A new view ends the wait.
 *
 * Loaded with `import()` the first time a page sets `view` (each game's `extras-controlled.ts`), so
 * pages that play locally never download it.
 */
import type { ReactiveControllerHost } from 'lit';
import type { GameSnapshot, GameSource } from './game-source.js';
import { attempt, ok, problem, type Result } from './problem.js';

/** What a game tells `ControlledGame` about its views. */
export interface ControlledRules<View, Action> {
  /** Whether `value` has the shape of the game's view (a page may set anything). */
  isView(value: unknown): value is View;
  /** The seat a view was made for (`spectator` for a spectator's). */
  seatOf(view: View): string;
  /** Whether `view`'s seat is to act now (then `legalActions(view)` is asked). */
  acts(view: View): boolean;
  /** The engine's `legalActions(view)`. */
  legalActions(view: View): readonly Action[];
}

const NONE: readonly never[] = [];
/** The most events kept for the log (as a local game keeps). */
const LOG = 300;

export class ControlledGame<View, Action, Event> implements GameSource<View, Action, Event> {
  private shown: GameSnapshot<View, Action, Event> | undefined;
  private legal: readonly Action[] = NONE;
  private log: readonly Event[] = [];
  private view: unknown;
  private events: unknown;
  private sent = false;
  private readonly dispatch = (action: Action) => void this.choose(action);

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly rules: ControlledRules<View, Action>,
  ) {}

  /**
   * Reads the page's `view` and `events` (in the element's `willUpdate`). A new `events` array is
   * added to the log; a new view ends the wait after a choice. `null` is no view yet (the element
   * shows nothing). A value that is not a view, or events that are not a list, are a Problem for
   * the element's error state.
   */
  receive(view: unknown, events: unknown): Result<null> {
    const newView = view !== this.view;
    const newEvents = events !== this.events;
    this.view = view;
    this.events = events;
    if (view === null) {
      // Controlled, before the first view (a connection to a server opening): nothing to show yet.
      this.shown = undefined;
      return ok(null);
    }
    if (!this.rules.isView(view)) {
      this.shown = undefined;
      return problem('view', 'error.notView');
    }
    if (events !== undefined && !Array.isArray(events)) {
      this.shown = undefined;
      return problem('events', 'error.notEvents');
    }
    const given = (events ?? NONE) as readonly Event[];
    if (newEvents && given.length) this.log = this.log.concat(given).slice(-LOG);
    if (newView || !this.shown) {
      this.sent = false;
      const legal = attempt('view', () => (this.rules.acts(view) ? this.rules.legalActions(view) : NONE));
      if (!legal.ok) {
        this.shown = undefined;
        return legal;
      }
      this.legal = legal.value;
    }
    this.shown = {
      view,
      seat: this.rules.seatOf(view),
      legalActions: this.sent ? NONE : this.legal,
      events: given,
      log: this.log,
      botToMove: false,
      waiting: this.sent,
      dispatch: this.dispatch,
    };
    return ok(null);
  }

  snapshot(): GameSnapshot<View, Action, Event> | undefined {
    return this.shown;
  }

  /** The person chose `action` (the element has sent its event): wait for the next view. */
  choose(action: Action): boolean {
    if (this.sent || !this.shown || !this.legal.length || action === undefined) return false;
    this.sent = true;
    this.shown = { ...this.shown, legalActions: NONE, waiting: true };
    this.host.requestUpdate();
    return true;
  }

  /** Starts afresh: the log is emptied (the page set `view` back to undefined, or a new game). */
  reset(): void {
    this.log = [];
    this.view = this.events = undefined;
    this.shown = undefined;
    this.sent = false;
  }
}
