/**
 * A Magic Number Eleven match played on the page (`<mne-match>` without `view`): the element's
 * local `GameSource`. It owns the engine state, plays the bot seats (a `BotDriver`), keeps the
 * hotseat cover (`Handoff`) and undo, and applies every move through the engine. The element only
 * renders its snapshot and hands it a person's choices. (With `view`, a `ControlledGame` stands in.)
 */
import type { ReactiveControllerHost } from 'lit';
import {
  applyAction,
  currentSeat,
  legalActions,
  viewFor,
  type MneAction,
  type MneEvent,
  type MneState,
  type MneView,
  type Seat,
  type ViewerSeat,
} from '@pitchside/engine/mne';
import { BotDriver } from '../shared/bot-driver.js';
import { BOT_LEVELS, type BotLevel } from '../shared/bot-level.js';
import type { GameSnapshot, GameSource } from '../shared/game-source.js';
import { Handoff } from '../shared/handoff.js';
import { ok, problemFrom, type Result } from '../shared/problem.js';
import { messageOf } from './errors.js';

/** Who plays a seat: a person on this device or the engine's bot. */
export type MnePlayer = 'human' | 'bot';

/** What `mne-move` tells the page: a move was played, by a person or by the computer. */
export interface MneMoveDetail {
  seat: Seat;
  action: MneAction;
  by: MnePlayer;
}

const SEATS: readonly Seat[] = ['home', 'away'];

/** What the local game reads from its element. */
export interface MneLocalOptions {
  /** Who plays `seat`, as the element's attribute says (`human`, `bot`, or anything a page wrote). */
  player(seat: Seat): string;
  /** The bots' level (`bot-level`, checked by the element) and seed. */
  level(): string;
  seed(): string;
  /** Milliseconds before each bot move. */
  delay(): number;
  /** A move was applied (the element sends `mne-move`). */
  moved(detail: MneMoveDetail): void;
}

export class MneLocalGame implements GameSource<MneView, MneAction, MneEvent> {
  /** The engine state, or what is wrong with the element's `seed` / `state` (or why the bots failed). */
  game: Result<MneState | null> = ok(null);
  /** Every event so far, oldest first (the log's first line: the Star Players revealed). */
  log: readonly MneEvent[] = [];
  /** Events of the last move. */
  events: readonly MneEvent[] = [];
  /** Why the engine refused a person's last move, until the next move. */
  refused: string | null = null;
  /** Hotseat with `handoff`: who holds the device (`device.cover` is the element's `handoff`). */
  readonly device: Handoff;
  /** Every move since the match started (empty for a resumed match: its earlier moves are unknown). */
  actions: readonly MneAction[] = [];
  /** Hotseat undo: the states before each person's move, with the log's and the moves' lengths then. */
  private history: { state: MneState; log: number; actions: number }[] = [];
  private readonly bots: BotDriver<MneState, MneAction>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: MneLocalOptions,
  ) {
    this.device = new Handoff(host);
    this.bots = new BotDriver<MneState, MneAction>(host, {
      game: 'mne',
      state: () => this.state,
      seatToAct: currentSeat,
      bots: () => {
        const level = options.level() as BotLevel;
        return {
          seats: BOT_LEVELS.includes(level) ? SEATS.filter((seat) => options.player(seat) === 'bot') : [],
          level,
          seed: options.seed(),
        };
      },
      pause: () => options.delay(),
      play: (action) => this.play(action, 'bot'), // false: refused (the engine says why), the bots think again
      failed: (error) => void (this.game = problemFrom('state', error)),
    });
  }

  /** The engine state now (null when there is none, or an input is unusable). */
  get state(): MneState | null {
    return this.game.ok ? this.game.value : null;
  }

  /** Whether a person's move can be taken back. */
  get canUndo(): boolean {
    return this.history.length > 0;
  }

  /**
   * Starts from `game` (a new match, `fresh`, or a saved one), or from none (null: the element is
   * controlled by its page); the bots start afresh.
   */
  start(game: Result<MneState> | null, fresh = false): void {
    this.bots.restart();
    this.device.reset();
    this.history = [];
    this.events = [];
    this.actions = [];
    this.refused = null;
    this.game = game ?? ok(null);
    const s = this.state;
    this.log = s && fresh ? [{ type: 'starsRevealed', round: 0, cards: s.draft?.revealed ?? [] }] : [];
    this.host.requestUpdate();
  }

  /**
   * The seat whose view is shown: the only person, the person to play (hotseat; with `handoff`,
   * once they have taken the device), or a spectator.
   */
  private viewer(s: MneState): ViewerSeat {
    const humans = SEATS.filter((seat) => this.options.player(seat) === 'human');
    if (humans.length === 1) return humans[0]!;
    const toAct = currentSeat(s);
    if (humans.length === 2 && toAct !== null && this.device.shows(toAct, humans.length)) return toAct;
    return 'spectator';
  }

  snapshot(): GameSnapshot<MneView, MneAction, MneEvent> | undefined {
    const s = this.state;
    if (!s) return undefined;
    const seat = this.viewer(s);
    const toAct = currentSeat(s);
    const mine = toAct !== null && toAct === seat && this.options.player(toAct) === 'human';
    const cover =
      toAct !== null && seat === 'spectator' && this.options.player(toAct) === 'human'
        ? { handoff: this.device.handTo(toAct) }
        : {};
    return {
      view: viewFor(s, seat),
      seat,
      legalActions: mine ? legalActions(s) : [],
      events: this.events,
      log: this.log,
      botToMove: this.bots.botToAct,
      dispatch: (action) => void this.choose(action),
      ...cover,
    };
  }

  /** A person's move; one the engine refuses is explained (`refused`), never thrown. */
  choose(action: MneAction): boolean {
    return this.play(action, 'human');
  }

  /** Applies a move for the seat to act, if `by` plays it; false when it was not applied. */
  private play(action: MneAction, by: MnePlayer): boolean {
    const s = this.state;
    const seat = s && currentSeat(s);
    if (!s || !seat || this.options.player(seat) !== by) return false;
    let next;
    try {
      next = applyAction(s, action);
    } catch (error) {
      this.refused = messageOf(error);
      this.host.requestUpdate();
      return false;
    }
    if (by === 'human')
      this.history = [...this.history, { state: s, log: this.log.length, actions: this.actions.length }];
    this.actions = [...this.actions, action];
    this.events = next.events;
    this.log = [...this.log, ...next.events];
    this.game = ok(next.state);
    this.refused = null;
    this.host.requestUpdate();
    this.options.moved({ seat, action, by });
    return true;
  }

  /** Hotseat: takes back the last person's move (and anything after it). */
  undo(): boolean {
    const previous = this.history.at(-1);
    if (!previous) return false;
    this.bots.cancel();
    this.history = this.history.slice(0, -1);
    this.game = ok(previous.state);
    this.log = this.log.slice(0, previous.log);
    this.actions = this.actions.slice(0, previous.actions);
    this.events = [];
    this.refused = null;
    this.host.requestUpdate();
    return true;
  }
}
