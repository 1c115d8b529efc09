/**
 * Owns a Masters of Football game for an element (`<mof-match>`, `<mof-championship>`): the engine
 * state, the bots that play some seats, and the context value the element provides to its children.
 * Every move goes through the engine (`applyAction`). The bots (the engine's greedy or search bot,
 * see `level`) think in a Web Worker, started when a game with bots is loaded and ended when the
 * element leaves the page; their answer is played only if the game is still where it was when they were
 * asked.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  SPECTATOR,
  applyAction,
  currentSeat,
  legalActions,
  viewFor,
  type MofAction,
  type MofEvent,
  type MofState,
} from '@pitchside/engine/mof';
import { botSpec, createBotHost, type BotHost, type BotLevel, type BotRunner } from '../shared/bot-worker.js';
import { Handoff } from '../shared/handoff.js';
import type { MofGameContext } from './context.js';

/** Milliseconds of bot moves the worker plays in one answer when there is no delay (a frame's worth). */
const BOT_BATCH_MS = 12;

export class MofGameController implements ReactiveController {
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
  /** The message of the last action the engine refused (a stale click), cleared by the next move. */
  refused: string | null = null;
  /** The human seat last shown, kept while bots move so the page does not flip to a spectator. */
  private shown: string = SPECTATOR;
  /** Hotseat: who holds the device; `device.cover` is the elements' `handoff`. */
  readonly device: Handoff;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private connected = false;
  /** Where the bots run while the element is connected (made with the first bots). */
  private botHost: BotHost | null = null;
  /** A bot per bot seat, for `runnersKey` (level, seed, seats). */
  private runners: Record<string, BotRunner<MofState, MofAction>> = {};
  private runnersKey = '';
  /** The bot moves being thought about: the answer is played only while this is still it. */
  private asking: object | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Called after every applied move (the element emits its events). */
    private readonly onMove: (events: MofEvent[], by: string | null, action: MofAction) => void = () => {},
  ) {
    host.addController(this);
    this.device = new Handoff(host);
  }

  hostConnected(): void {
    this.connected = true;
    // Back on the page: the bots' worker starts again if it had ended (see hostDisconnected).
    if (this.state && this.bots.size > 0) this.botRunners();
    this.schedule();
  }

  hostDisconnected(): void {
    this.connected = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    // The worker goes with the element (a move being thought about is dropped), unless the element
    // was only moved in the page (put back at once): then the bots carry on.
    queueMicrotask(() => {
      if (this.connected) return;
      this.asking = null;
      this.dropRunners();
      this.botHost?.dispose();
      this.botHost = null;
    });
  }

  /** Starts from `state` (a new game, a saved one or a scenario); the bots start afresh. */
  load(state: MofState): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.asking = null;
    this.dropRunners();
    this.state = state;
    this.events = [];
    this.log = [];
    this.refused = null;
    this.device.reset();
    this.shown = this.device.cover && this.humanSeats().length > 1 ? SPECTATOR : (this.humanSeats()[0] ?? SPECTATOR);
    // The bots now: their worker loads while the page draws.
    if (this.connected && this.bots.size > 0) this.botRunners();
    this.host.requestUpdate();
    this.schedule();
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
      ...(acting !== null && seat === SPECTATOR && !this.bots.has(acting)
        ? { handoff: this.device.handTo(acting) }
        : {}),
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
    if (this.timer !== undefined || this.asking || !this.connected || !this.isBotTurn()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.playBots();
    }, this.pause());
  }

  private dropRunners(): void {
    for (const runner of Object.values(this.runners)) runner.dispose();
    this.runners = {};
    this.runnersKey = '';
  }

  /** The bots of the bot seats now, made again when the level, the seed or the seats change. */
  private botRunners(): Record<string, BotRunner<MofState, MofAction>> {
    const key = JSON.stringify([this.level, this.seed, [...this.bots]]);
    if (key !== this.runnersKey) {
      this.dropRunners();
      this.runnersKey = key;
      this.botHost ??= createBotHost();
      for (const seat of this.bots)
        this.runners[seat] = this.botHost.bot(botSpec('mof', this.level, `${this.seed}:${seat}`));
    }
    return this.runners;
  }

  /**
   * Asks the bots (in the worker) for their moves from the state now: one when a person follows
   * (a delay), else a frame's worth. Played only if the answer is still wanted: a new game, other
   * bots or another level meanwhile drop it.
   */
  private async playBots(): Promise<void> {
    const state = this.state;
    if (!state || !this.isBotTurn()) return;
    const runners = this.botRunners();
    const key = this.runnersKey;
    const asking = {};
    this.asking = asking;
    let actions: MofAction[];
    try {
      actions = await (this.botHost as BotHost).playOn(state, runners, this.pause() > 0 ? 0 : BOT_BATCH_MS);
    } catch (error) {
      if (this.asking !== asking) return;
      this.asking = null;
      this.refused = error instanceof Error ? error.message : String(error);
      this.host.requestUpdate();
      return;
    }
    if (this.asking !== asking) return;
    this.asking = null;
    if (this.state !== state || this.runnersKey !== key) return this.schedule();
    let moved = false;
    // The worker plays on among bots; a move that hands the game to a match a person follows
    // waits for the delay (the rest of the answer is asked again then).
    for (const action of actions) {
      if (!this.state || !this.isBotTurn() || (moved && this.pause() > 0)) break;
      const seat = currentSeat(this.state);
      try {
        this.step(action);
      } catch (error) {
        this.refused = error instanceof Error ? error.message : String(error);
        break;
      }
      moved = true;
      this.onMove(this.events, seat, action);
    }
    this.host.requestUpdate();
    this.schedule();
  }
}
