/**
 * Plays the bot seats of a match element's game (`<mne-match>`, `<mof-match>`, `<mof-championship>`).
 * After every update of its element, if a bot is to act, it asks the element's bots for their moves
 * (in a Web Worker, see `bot-worker.ts`) and hands them to the element to play. An answer is played
 * only while it is still wanted: a move by a person, undo, a new game or other bots meanwhile drop it.
 * The worker starts with the first bots and ends when the element leaves the page. The bot bridge
 * (`bot-worker.ts`) is downloaded with the first bots too, so a page where only people play, or
 * whose bots have not been asked for yet, never loads it.
 * ```ts
 * private readonly bots = new BotDriver<MneState, MneAction>(this, {
 *   game: 'mne',
 *   state: () => this.match,
 *   seatToAct: currentSeat,
 *   bots: () => ({ seats: ['away'], level: 'greedy', seed: this.seed }),
 *   pause: () => this.botDelay,
 *   play: (action) => this.play(action, 'bot'),   // false when the engine refused it
 *   failed: (error) => this.showProblem(error),
 * });
 * ```
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BotLevel } from './bot-level.js';
import type { BotHost, BotRunner } from './bot-worker.js';

type BotBridge = typeof import('./bot-worker.js');

/** The bot bridge once downloaded; its download while under way (again after a failure). */
let bridge: BotBridge | null = null;
let bridgeDownload: Promise<BotBridge> | null = null;

function downloadBridge(): Promise<BotBridge> {
  bridgeDownload ??= import('./bot-worker.js').then(
    (module) => (bridge = module),
    (error: unknown) => {
      bridgeDownload = null;
      throw error;
    },
  );
  return bridgeDownload;
}

/** Milliseconds of bot moves the worker plays in one answer when there is no pause (a frame's worth). */
const BATCH_MS = 12;

/** What the driver needs to know of its element's game. */
export interface BotTable<S, A> {
  game: 'mne' | 'mof';
  /** The game now (null: none, or an unusable attribute). */
  state(): S | null;
  /** The seat to act in `state` (null: nobody, the game is over). */
  seatToAct(state: S): string | null;
  /** The seats the bots play, at which level, seeded from `seed` and the seat. */
  bots(): { seats: Iterable<string>; level: BotLevel; seed: string };
  /** Milliseconds to wait before the next bot move; 0 plays on at once, a frame's worth per answer. */
  pause(): number;
  /** Plays a bot's move for `seat`; false when the engine refused it (the bots think again). */
  play(action: A, seat: string): boolean;
  /** The bots could not answer (the worker and the main-thread fallback both failed). */
  failed(error: unknown): void;
}

export class BotDriver<S, A> implements ReactiveController {
  private connected = false;
  /** Where the bots run while the element is connected (made with the first bots). */
  private botHost: BotHost | null = null;
  /** A bot per bot seat, for `runnersKey` (level, seed, seats). */
  private runners: Record<string, BotRunner<S, A>> = {};
  private runnersKey = '';
  /** The bot moves being thought about: the answer is played only while this is still it. */
  private asking: object | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the driver waits for the bot bridge's download (to schedule the bots when it is here). */
  private awaitingBridge = false;
  /** The bots (`runnersKey`) for which the bridge's download failed: not tried again for them. */
  private bridgeFailedFor = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly table: BotTable<S, A>,
  ) {
    host.addController(this);
  }

  /** Whether a bot is to act now. */
  get botToAct(): boolean {
    const state = this.table.state();
    const seat = state === null ? null : this.table.seatToAct(state);
    return seat !== null && this.botSeats().has(seat);
  }

  /** Drops the answer being waited for (undo, a changed state); the next update asks again. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.asking = null;
  }

  /** A new game: the answer being waited for is dropped and the bots start afresh. */
  restart(): void {
    this.cancel();
    this.bridgeFailedFor = '';
    this.dropRunners();
  }

  hostConnected(): void {
    this.connected = true;
    // Back on the page: the worker starts again if it had ended (see hostDisconnected).
    this.schedule();
  }

  hostUpdated(): void {
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

  private botSeats(): Set<string> {
    return new Set(this.table.bots().seats);
  }

  /**
   * The bots of the bot seats now, made again when the level, the seed or the seats change; null
   * while the bot bridge they need is downloading (the driver schedules again when it is here) or
   * after its download failed for these bots (tried again for other bots, or after `restart()`).
   */
  private botRunners(): Record<string, BotRunner<S, A>> | null {
    const { seats, level, seed } = this.table.bots();
    const bots = [...seats];
    const key = JSON.stringify([level, seed, bots]);
    if (key === this.runnersKey) return this.runners;
    if (bots.length > 0 && !bridge) {
      if (key !== this.bridgeFailedFor) this.awaitBridge(key);
      return null;
    }
    this.dropRunners();
    this.asking = null;
    this.runnersKey = key;
    if (bridge && bots.length > 0) {
      const { botSpec, createBotHost } = bridge;
      const host = (this.botHost ??= createBotHost());
      for (const seat of bots) this.runners[seat] = host.bot(botSpec(this.table.game, level, `${seed}:${seat}`));
    }
    return this.runners;
  }

  /** Downloads the bot bridge for the bots `key`, then schedules them; a failed download is their failure. */
  private awaitBridge(key: string): void {
    if (this.awaitingBridge) return;
    this.awaitingBridge = true;
    downloadBridge().then(
      () => {
        this.awaitingBridge = false;
        this.schedule();
      },
      (error: unknown) => {
        this.awaitingBridge = false;
        if (!this.connected) return;
        this.bridgeFailedFor = key;
        this.table.failed(error);
        this.host.requestUpdate();
      },
    );
  }

  private dropRunners(): void {
    for (const runner of Object.values(this.runners)) runner.dispose();
    this.runners = {};
    this.runnersKey = '';
  }

  private schedule(): void {
    if (!this.connected || this.table.state() === null) return;
    // The bots now, so that their worker loads while the page draws (before the first bot move).
    const runners = this.botRunners();
    if (runners === null || this.timer !== undefined || this.asking || !this.botToAct) return;
    const pause = Math.max(0, this.table.pause() || 0);
    // No pause: ask at once, so that the worker thinks while the page draws the moves before.
    if (pause === 0) return void this.playBots(runners);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const now = this.botRunners();
      if (now) void this.playBots(now);
    }, pause);
  }

  /**
   * Asks the bots for their moves from the state now, one when there is a pause, else a frame's
   * worth, and plays them if the answer is still wanted.
   */
  private async playBots(runners: Record<string, BotRunner<S, A>>): Promise<void> {
    const state = this.table.state();
    if (state === null || !this.botHost || !this.botToAct) return;
    const key = this.runnersKey;
    const asking = {};
    this.asking = asking;
    let actions: A[];
    try {
      actions = await this.botHost.playOn(state, runners, this.table.pause() > 0 ? 0 : BATCH_MS);
    } catch (error) {
      if (this.asking !== asking) return;
      this.asking = null;
      this.table.failed(error);
      this.host.requestUpdate();
      return;
    }
    if (this.asking !== asking) return;
    this.asking = null;
    if (this.table.state() !== state || this.runnersKey !== key) return this.schedule();
    // The worker plays on among bots; a move after which a person follows (a pause) waits for it:
    // the rest of the answer is asked again then.
    let moved = false;
    for (const action of actions) {
      const now = this.table.state();
      const seat = now === null ? null : this.table.seatToAct(now);
      if (seat === null || !Object.hasOwn(this.runners, seat) || (moved && this.table.pause() > 0)) break;
      if (!this.table.play(action, seat)) break;
      moved = true;
    }
    this.host.requestUpdate();
  }
}
