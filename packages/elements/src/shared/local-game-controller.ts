/**
 * A game played on the page by a match element (`<mne-match>`, `<mof-match>`, `<mof-championship>`
 * without `view`): the element's local `GameSource`. It owns the engine state, applies every move
 * through the engine, plays the bot seats (a `BotDriver`: they think in a Web Worker, and their answer
 * is played only if the game is still where it was when they were asked), keeps the hotseat cover
 * (`Handoff`), the log, the moves of the record, the message of a refused move and, where the game
 * offers it, undo. The element renders its snapshot and hands it a person's choices.
 *
 * One class for both games: what differs is a small table of the game's engine functions
 * (`LocalRules`), given by each game's `local-game.ts`. This module imports no engine, so a page of
 * one game never downloads the other's. (With `view`, a `ControlledGame` stands in.)
 * ```ts
 * private readonly local = new LocalGameController(this, mneRules, { moved: (move) => emit(this, 'mne-move', move) });
 * // in willUpdate: this.local.bots = new Set(['away']); this.local.load(createMatch({ seed: '42' }));
 * ```
 */
import type { ReactiveControllerHost } from 'lit';
import { BotDriver } from './bot-driver.js';
import type { BotLevel } from './bot-level.js';
import type { GameSnapshot, GameSource } from './game-source.js';
import { Handoff } from './handoff.js';

/** The seat of a view that shows no one's secrets (both engines call it so). */
export const SPECTATOR = 'spectator';

/** One game's engine functions and the few ways its elements differ, for `LocalGameController`. */
export interface LocalRules<State, View, Action, Event> {
  /** Which game's bots to play. */
  readonly game: 'mne' | 'mof';
  applyAction(state: State, action: Action): { state: State; events: readonly Event[] };
  legalActions(state: State): readonly Action[];
  viewFor(state: State, seat: string): View;
  /** The seat to act (null: nobody, the game is over). */
  currentSeat(state: State): string | null;
  /** Every seat of the game, played by persons or bots. */
  seats(state: State): readonly string[];
  /** The most events kept in the log (the oldest dropped beyond). */
  readonly logLimit: number;
  /**
   * Whose view once nobody is to act, when several persons share the device: a spectator's (MNE's
   * final whistle shows no one's hand), or the last person's shown.
   */
  readonly idleViewer: 'spectator' | 'last';
  /** Whether a person's move can be taken back (the states before each are kept). */
  readonly undo: boolean;
  /** Milliseconds before the next bot move when it is not always `delay` (MoF: no wait among bots alone). */
  pause?(state: State, bots: ReadonlySet<string>, delay: number): number;
}

/** A move applied by a `LocalGameController`: who played it and what happened. */
export interface LocalMove<Action, Event> {
  seat: string;
  action: Action;
  by: 'human' | 'bot';
  /** The events of the move. */
  events: readonly Event[];
}

/** What the element hears from its local game. */
export interface LocalGameHooks<Action, Event> {
  /** A move was applied (the element sends its events). */
  moved?(move: LocalMove<Action, Event>): void;
  /** The bots could not answer; by default their error is shown as the refused message. */
  failed?(error: unknown): void;
}

export class LocalGameController<State, View, Action, Event> implements GameSource<View, Action, Event> {
  /** The engine state (null: no game, or the element's inputs are unusable). */
  state: State | null = null;
  /** Seats played by the engine's bot. */
  bots: ReadonlySet<string> = new Set<string>();
  /** Milliseconds a bot waits before each move (0: as fast as possible, drawn in batches). */
  delay = 0;
  /** The bots' strength (`bot-level`). */
  level: BotLevel = 'greedy';
  /** The bots' seed (with their seat): the element's seed. */
  seed = '0';
  /** Events of the last move, and a running log of the whole game (most recent last). */
  events: readonly Event[] = [];
  log: readonly Event[] = [];
  /** Every move since `load` (the moves of a record). */
  actions: readonly Action[] = [];
  /** Why the engine refused the last move (a stale click), until the next move. */
  refused: string | null = null;
  /** Hotseat: who holds the device; `device.cover` is the element's `handoff`. */
  readonly device: Handoff;
  /** The person whose view was last shown, kept while bots move so the page does not flip to a spectator. */
  private shown: string = SPECTATOR;
  /** Undo: the states before each person's move, with the log's and the moves' lengths then. */
  private history: { state: State; log: number; actions: number }[] = [];
  private readonly driver: BotDriver<State, Action>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly rules: LocalRules<State, View, Action, Event>,
    private readonly hooks: LocalGameHooks<Action, Event> = {},
  ) {
    this.device = new Handoff(host);
    this.driver = new BotDriver(host, {
      game: rules.game,
      state: () => this.state,
      seatToAct: (state) => rules.currentSeat(state),
      bots: () => ({ seats: this.bots, level: this.level, seed: this.seed }),
      pause: () => (this.state && rules.pause ? rules.pause(this.state, this.bots, this.delay) : this.delay),
      play: (action, seat) => this.play(action, seat, 'bot'), // false: refused, the bots think again
      failed: (error) => (hooks.failed ? hooks.failed(error) : void (this.refused = messageOf(error))),
    });
  }

  /**
   * Starts from `state` (a new game, a saved one, a scenario; null: none), its log opening with
   * `log`; the bots start afresh. Reloading the same state (the bots changed) keeps its moves.
   */
  load(state: State | null, log: readonly Event[] = []): void {
    this.driver.restart();
    if (state !== this.state) this.actions = [];
    this.state = state;
    this.events = [];
    this.log = log;
    this.history = [];
    this.refused = null;
    this.device.reset();
    const humans = this.humanSeats();
    this.shown = this.device.cover && humans.length > 1 ? SPECTATOR : (humans[0] ?? SPECTATOR);
    this.host.requestUpdate();
  }

  /** The seats of persons, not played by a bot. */
  humanSeats(): string[] {
    return this.state ? this.rules.seats(this.state).filter((seat) => !this.bots.has(seat)) : [];
  }

  /**
   * The seat whose view is shown: the person deciding now, else the last person shown (the only
   * person, when there is one); with `handoff`, a spectator's until the person deciding has taken
   * the device.
   */
  viewerSeat(): string {
    const s = this.state;
    if (!s) return SPECTATOR;
    const humans = this.humanSeats();
    const acting = this.rules.currentSeat(s);
    if (acting !== null && !this.bots.has(acting)) {
      if (!this.device.shows(acting, humans.length)) return SPECTATOR;
      this.shown = acting;
    }
    // The page made the person shown a bot (without a new game).
    if (!humans.includes(this.shown)) this.shown = humans.length === 1 ? humans[0]! : SPECTATOR;
    if (acting === null && humans.length > 1 && this.rules.idleViewer === 'spectator') return SPECTATOR;
    return this.shown;
  }

  /** What the element shows, also provided to the elements inside it. */
  snapshot(): GameSnapshot<View, Action, Event> | undefined {
    const s = this.state;
    if (!s) return undefined;
    const seat = this.viewerSeat();
    const acting = this.rules.currentSeat(s);
    const person = acting !== null && !this.bots.has(acting);
    return {
      view: this.rules.viewFor(s, seat),
      seat,
      legalActions: person && acting === seat ? this.rules.legalActions(s) : [],
      events: this.events,
      log: this.log,
      botToMove: this.driver.botToAct,
      dispatch: (action) => void this.choose(action),
      ...(person && seat === SPECTATOR ? { handoff: this.device.handTo(acting) } : {}),
    };
  }

  /** A person's move; one the engine refuses is explained in `refused`, never thrown. */
  choose(action: Action): boolean {
    const seat = this.state && this.rules.currentSeat(this.state);
    return seat != null && this.play(action, seat, 'human');
  }

  /** Whether a person's move can be taken back. */
  get canUndo(): boolean {
    return this.history.length > 0;
  }

  /** Takes back the last person's move (and the bots' moves after it). */
  undo(): boolean {
    const previous = this.history.at(-1);
    if (!previous) return false;
    this.driver.cancel();
    this.history = this.history.slice(0, -1);
    this.state = previous.state;
    this.log = this.log.slice(0, previous.log);
    this.actions = this.actions.slice(0, previous.actions);
    this.events = [];
    this.refused = null;
    this.host.requestUpdate();
    return true;
  }

  /** Applies a move for `seat`, the seat to act, if `by` plays it; false when it was not applied. */
  private play(action: Action, seat: string, by: 'human' | 'bot'): boolean {
    const s = this.state;
    if (!s || this.rules.currentSeat(s) !== seat || this.bots.has(seat) !== (by === 'bot')) return false;
    let next;
    try {
      next = this.rules.applyAction(s, action);
    } catch (error) {
      this.refused = messageOf(error);
      this.host.requestUpdate();
      return false;
    }
    if (by === 'human' && this.rules.undo)
      this.history = [...this.history, { state: s, log: this.log.length, actions: this.actions.length }];
    this.state = next.state;
    this.actions = [...this.actions, action];
    this.events = next.events;
    this.log = this.log.concat(next.events).slice(-this.rules.logLimit);
    this.refused = null;
    this.host.requestUpdate();
    this.hooks.moved?.({ seat, action, by, events: next.events });
    return true;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
