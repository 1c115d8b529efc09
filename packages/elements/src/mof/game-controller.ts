/**
 * Owns a Masters of Football game for an element (`<mof-match>`, `<mof-championship>`) playing
 * locally: the engine state, the bots that play some seats, and the snapshot the element renders and
 * provides to its children (the local `GameSource`; in controlled mode a `ControlledGame` stands in).
 * Every move goes through the engine (`applyAction`). The bots (the engine's greedy or search bot,
 * see `level`) are played by a `BotDriver`: they think in a Web Worker, and their answer is played
 * only if the game is still where it was when they were asked.
 */
import type { ReactiveControllerHost } from 'lit';
import {
  SPECTATOR,
  applyAction,
  currentSeat,
  legalActions,
  viewFor,
  type MofAction,
  type MofEvent,
  type MofState,
  type MofView,
} from '@pitchside/engine/mof';
import { BotDriver } from '../shared/bot-driver.js';
import type { BotLevel } from '../shared/bot-level.js';
import { Handoff } from '../shared/handoff.js';
import type { MofGameContext } from './context.js';
import type { GameSource } from '../shared/game-source.js';

export class MofGameController implements GameSource<MofView, MofAction, MofEvent> {
  state: MofState | null = null;
  /** Seats played by the engine's bot. */
  bots = new Set<string>();
  /** Milliseconds a bot waits before each move (0: as fast as possible, drawn in batches). */
  delay = 0;
  /** The bots' strength (`bot-level`). */
  level: BotLevel = 'greedy';
  /** The bots' seed (with their seat): the element's seed. */
  seed = '0';
  /** Events of the last move, and a running log of the whole game (most recent last). */
  events: MofEvent[] = [];
  log: MofEvent[] = [];
  /** Every move since `load` (the moves of a record). */
  actions: MofAction[] = [];
  /** The message of the last action the engine refused (a stale click), cleared by the next move. */
  refused: string | null = null;
  /** The human seat last shown, kept while bots move so the page does not flip to a spectator. */
  private shown: string = SPECTATOR;
  /** Hotseat: who holds the device; `device.cover` is the elements' `handoff`. */
  readonly device: Handoff;
  private readonly driver: BotDriver<MofState, MofAction>;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Called after every applied move (the element emits its events). */
    private readonly onMove: (events: MofEvent[], by: string | null, action: MofAction) => void = () => {},
  ) {
    this.device = new Handoff(host);
    this.driver = new BotDriver(host, {
      game: 'mof',
      state: () => this.state,
      seatToAct: currentSeat,
      bots: () => ({ seats: this.bots, level: this.level, seed: this.seed }),
      pause: () => this.pause(),
      play: (action, seat) => this.playBot(action, seat),
      failed: (error) => void (this.refused = messageOf(error)),
    });
  }

  /** Starts from `state` (a new game, a saved one or a scenario; null: none); the bots start afresh. */
  load(state: MofState | null): void {
    this.driver.restart();
    // Reloading the same state (the bots changed) keeps the moves that led to it.
    if (state !== this.state) this.actions = [];
    this.state = state;
    this.events = [];
    this.log = [];
    this.refused = null;
    this.device.reset();
    this.shown = this.device.cover && this.humanSeats().length > 1 ? SPECTATOR : (this.humanSeats()[0] ?? SPECTATOR);
    this.host.requestUpdate();
  }

  /** The seats of persons not played by a bot. */
  humanSeats(): string[] {
    return (this.state?.seats ?? []).filter((seat) => !this.bots.has(seat));
  }

  /**
   * The seat whose view is shown: the person deciding now, else the last person shown; with
   * `handoff`, a spectator's until the person deciding has taken the device.
   */
  viewerSeat(): string {
    const seat = this.state ? currentSeat(this.state) : null;
    if (seat !== null && !this.bots.has(seat)) {
      if (!this.device.shows(seat, this.humanSeats().length)) return SPECTATOR;
      this.shown = seat;
    }
    return this.shown;
  }

  /** What the element shows, also provided to the children through `mofMatchContext`. */
  snapshot(): MofGameContext | undefined {
    const s = this.state;
    if (!s) return undefined;
    const seat = this.viewerSeat();
    const acting = currentSeat(s);
    return {
      view: viewFor(s, seat),
      seat,
      legalActions: acting === seat && !this.bots.has(seat) ? legalActions(s) : [],
      events: this.events,
      log: this.log,
      botToMove: this.driver.botToAct,
      dispatch: (action) => this.choose(action),
      ...(acting !== null && seat === SPECTATOR && !this.bots.has(acting)
        ? { handoff: this.device.handTo(acting) }
        : {}),
    };
  }

  /** Applies a person's move; a move the engine refuses is reported in `refused`, never thrown. */
  choose(action: MofAction): boolean {
    if (!this.state) return false;
    const seat = currentSeat(this.state);
    try {
      this.step(action);
      this.refused = null;
    } catch (error) {
      this.refused = messageOf(error);
      this.host.requestUpdate();
      return false;
    }
    this.host.requestUpdate();
    this.onMove(this.events, seat, action);
    return true;
  }

  /** Plays a bot's move (see `BotDriver`); false when the engine refused it. */
  private playBot(action: MofAction, seat: string): boolean {
    try {
      this.step(action);
    } catch (error) {
      this.refused = messageOf(error);
      return false;
    }
    this.onMove(this.events, seat, action);
    return true;
  }

  private step(action: MofAction): void {
    const applied = applyAction(this.state as MofState, action);
    this.state = applied.state;
    this.actions = [...this.actions, action];
    this.events = applied.events;
    this.log = this.log.concat(applied.events).slice(-300);
  }

  /**
   * The pause before the next bot move: `delay` while a person has something to follow (a stage
   * decision, a match one of them plays, a stand-alone match however it is played), none for a
   * championship match between bots and non-person teams.
   */
  private pause(): number {
    const s = this.state;
    if (!s || s.kind !== 'championship' || s.stage !== 'matchday') return this.delay;
    const m = s.matches[s.active];
    const seats = m ? m.sides.map((side) => s.teams[side.team]?.seat ?? null) : [];
    return seats.some((seat) => seat !== null && !this.bots.has(seat)) ? this.delay : 0;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
