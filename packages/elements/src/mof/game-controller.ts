/**
 * Owns a Masters of Football game for an element (`<mof-match>`, `<mof-championship>`): the engine
 * state, the bots that play some seats, and the context value the element provides to its children.
 * Every move goes through the engine (`applyAction`); bots are the engine's `greedyBot`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  SPECTATOR,
  applyAction,
  currentSeat,
  greedyBot,
  legalActions,
  viewFor,
  type MofAction,
  type MofEvent,
  type MofState,
} from '@pitchside/engine/mof';
import type { MofGameContext } from './context.js';

/** Bot moves applied in one go before the page gets a chance to draw (when there is no delay). */
const BOT_BATCH = 400;

export class MofGameController implements ReactiveController {
  state: MofState | null = null;
  /** Seats played by the engine's bot. */
  bots = new Set<string>();
  /** Milliseconds a bot waits before each move (0: as fast as possible, drawn in batches). */
  delay = 0;
  /** Events of the last move, and a running log of the whole game (most recent last). */
  events: MofEvent[] = [];
  log: MofEvent[] = [];
  /** The message of the last action the engine refused (a stale click), cleared by the next move. */
  refused: string | null = null;
  /** The human seat last shown, kept while bots move so the page does not flip to a spectator. */
  private shown: string = SPECTATOR;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly bot = greedyBot();

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Called after every applied move (the element emits its events). */
    private readonly onMove: (events: MofEvent[], by: string | null, action: MofAction) => void = () => {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.schedule();
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Starts from `state` (a new game, a saved one or a scenario). */
  load(state: MofState): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.state = state;
    this.events = [];
    this.log = [];
    this.refused = null;
    this.shown = this.humanSeats()[0] ?? SPECTATOR;
    this.host.requestUpdate();
    this.schedule();
  }

  /** The seats of persons not played by a bot. */
  humanSeats(): string[] {
    return (this.state?.seats ?? []).filter((seat) => !this.bots.has(seat));
  }

  /** The seat whose view is shown: the person deciding now, else the last person shown. */
  viewerSeat(): string {
    const seat = this.state ? currentSeat(this.state) : null;
    if (seat !== null && !this.bots.has(seat)) this.shown = seat;
    return this.shown;
  }

  isBotTurn(): boolean {
    const seat = this.state ? currentSeat(this.state) : null;
    return seat !== null && this.bots.has(seat);
  }

  /** The value provided to the children through `mofMatchContext`. */
  context(): MofGameContext | undefined {
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
      botToMove: this.isBotTurn(),
      dispatch: (action) => this.apply(action),
    };
  }

  /** Applies a person's move; a move the engine refuses is reported in `refused`, never thrown. */
  apply(action: MofAction): boolean {
    if (!this.state) return false;
    const seat = currentSeat(this.state);
    try {
      this.step(action);
      this.refused = null;
    } catch (error) {
      this.refused = error instanceof Error ? error.message : String(error);
      this.host.requestUpdate();
      return false;
    }
    this.host.requestUpdate();
    this.onMove(this.events, seat, action);
    this.schedule();
    return true;
  }

  private step(action: MofAction): void {
    const applied = applyAction(this.state as MofState, action);
    this.state = applied.state;
    this.events = applied.events;
    this.log = this.log.concat(applied.events).slice(-300);
  }

  /**
   * The pause before the next bot move: `delay` while a person has something to follow (a stage
   * decision, or a match one of them plays), none for a match between bots and non-person teams.
   */
  private pause(): number {
    const s = this.state;
    if (!s || s.stage !== 'matchday') return this.delay;
    const m = s.matches[s.active];
    const seats = m ? m.sides.map((side) => s.teams[side.team]?.seat ?? null) : [];
    return seats.some((seat) => seat !== null && !this.bots.has(seat)) ? this.delay : 0;
  }

  private schedule(): void {
    if (this.timer !== undefined || !this.isBotTurn()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.playBots();
    }, this.pause());
  }

  private playBots(): void {
    const batch = this.pause() > 0 ? 1 : BOT_BATCH;
    let moved = false;
    for (let i = 0; i < batch && this.state && this.isBotTurn() && (i === 0 || this.pause() === 0); i++) {
      const seat = currentSeat(this.state);
      const action = this.bot(this.state);
      this.step(action);
      moved = true;
      this.onMove(this.events, seat, action);
    }
    if (moved) this.host.requestUpdate();
    this.schedule();
  }
}
