/**
 * Plays the bot seats of a match element's game (`<mne-match>`, `<mof-match>`, `<mof-championship>`).
 * After every update of its element, if a bot is to act, it asks the element's bots for their moves
 * (in a Web Worker, see `bot-worker.ts`) and hands them to the element to play. An answer is played
 * only while it is still wanted: a move by a person, undo, a new game or other bots meanwhile drop it.
 * The worker starts with the first bots and ends when the element leaves the page. What plays the
 * bots (`bot-play.ts`, with the bot bridge `bot-worker.ts`) is downloaded with the first bots too,
 * so a page where only people play, or whose bots have not been asked for yet, never loads it.
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
import type { BotPlayer } from './bot-play.js';

type BotPlay = typeof import('./bot-play.js');

/** What plays the bots (with the bot bridge) once downloaded; its download while under way (again after a failure). */
let botPlay: BotPlay | null = null;
let botPlayDownload: Promise<BotPlay> | null = null;

function downloadBotPlay(): Promise<BotPlay> {
  botPlayDownload ??= import('./bot-play.js').then(
    (module) => (botPlay = module),
    (error: unknown) => {
      botPlayDownload = null;
      throw error;
    },
  );
  return botPlayDownload;
}

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
  /** What plays the bots, made once it is downloaded (see `bot-play.ts`). */
  private player: BotPlayer<S, A> | null = null;
  /** Whether the driver waits for the download of what plays the bots (to schedule them when it is here). */
  private awaitingPlay = false;
  /** The bots (level, seed, seats) for which that download failed: not tried again for them. */
  private playFailedFor = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly table: BotTable<S, A>,
  ) {
    host.addController(this);
  }

  /** Whether a bot is to act now. */
  get botToAct(): boolean {
    const state = this.table.state();
    const seat = state === null ? null : this.table.seatToAct(state);
    return seat !== null && new Set(this.table.bots().seats).has(seat);
  }

  /** Drops the answer being waited for (undo, a changed state); the next update asks again. */
  cancel(): void {
    this.player?.cancel();
  }

  /** A new game: the answer being waited for is dropped and the bots start afresh. */
  restart(): void {
    this.playFailedFor = '';
    this.player?.restart();
  }

  requestUpdate(): void {
    this.host.requestUpdate();
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
    this.player?.stopTimer();
    // The worker goes with the element (a move being thought about is dropped), unless the element
    // was only moved in the page (put back at once): then the bots carry on.
    queueMicrotask(() => {
      if (!this.connected) this.player?.dispose();
    });
  }

  /**
   * Asks the bots when one is to act, while the element is on the page with a game. Before the
   * first bots, downloads what plays them; a failed download is their failure (tried again for
   * other bots, or after `restart()`).
   */
  schedule(): void {
    if (!this.connected || this.table.state() === null) return;
    if (botPlay) this.player ??= new botPlay.BotPlayer(this);
    if (this.player) return this.player.schedule();
    const { seats, level, seed } = this.table.bots();
    const bots = [...seats];
    const key = JSON.stringify([level, seed, bots]);
    if (bots.length === 0 || key === this.playFailedFor || this.awaitingPlay) return;
    this.awaitingPlay = true;
    downloadBotPlay().then(
      () => {
        this.awaitingPlay = false;
        this.schedule();
      },
      (error: unknown) => {
        this.awaitingPlay = false;
        if (!this.connected) return;
        this.playFailedFor = key;
        this.table.failed(error);
        this.host.requestUpdate();
      },
    );
  }
}
