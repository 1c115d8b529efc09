/**
 * The part of a `BotDriver` that plays its bots: it makes them (in the bot bridge's Web Worker, see
 * `bot-worker.ts`), asks them for their moves when a bot is to act, and hands the answer to the
 * element while it is still wanted. Downloaded with the bot bridge, by the driver, with an
 * element's first bots: a page where only people play never loads it.
 */
import { botSpec, createBotHost, type BotHost, type BotRunner } from './bot-worker.js';
import type { BotTable } from './bot-driver.js';

/** Milliseconds of bot moves the worker plays in one answer when there is no pause (a frame's worth). */
const BATCH_MS = 12;

/** What a `BotPlayer` needs of its driver. */
export interface BotDriverLink<S, A> {
  readonly table: BotTable<S, A>;
  /** Re-renders the element (after moves, or to show a failure). */
  requestUpdate(): void;
  /** Whether a bot is to act now. */
  readonly botToAct: boolean;
  /** Asks again when the driver's element may play (connected, with a game). */
  schedule(): void;
}

export class BotPlayer<S, A> {
  /** Where the bots run while the element is connected (made with the first bots). */
  private botHost: BotHost | null = null;
  /** A bot per bot seat, for `runnersKey` (level, seed, seats). */
  private runners: Record<string, BotRunner<S, A>> = {};
  private runnersKey = '';
  /** The bot moves being thought about: the answer is played only while this is still it. */
  private asking: object | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly driver: BotDriverLink<S, A>) {}

  /** Drops the answer being waited for; the next update asks again. */
  cancel(): void {
    this.stopTimer();
    this.asking = null;
  }

  /** A new game: the answer being waited for is dropped and the bots start afresh. */
  restart(): void {
    this.cancel();
    this.dropRunners();
  }

  stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The element left the page: the worker ends (a move being thought about is dropped). */
  dispose(): void {
    this.asking = null;
    this.dropRunners();
    this.botHost?.dispose();
    this.botHost = null;
  }

  /** The bots of the bot seats now, made again when the level, the seed or the seats change. */
  private botRunners(): Record<string, BotRunner<S, A>> {
    const { seats, level, seed } = this.driver.table.bots();
    const bots = [...seats];
    const key = JSON.stringify([level, seed, bots]);
    if (key === this.runnersKey) return this.runners;
    this.dropRunners();
    this.asking = null;
    this.runnersKey = key;
    if (bots.length > 0) {
      const host = (this.botHost ??= createBotHost());
      for (const seat of bots) this.runners[seat] = host.bot(botSpec(this.driver.table.game, level, `${seed}:${seat}`));
    }
    return this.runners;
  }

  private dropRunners(): void {
    for (const runner of Object.values(this.runners)) runner.dispose();
    this.runners = {};
    this.runnersKey = '';
  }

  /** Asks the bots when one is to act (the driver calls it while its element is connected, with a game). */
  schedule(): void {
    // The bots now, so that their worker loads while the page draws (before the first bot move).
    const runners = this.botRunners();
    if (this.timer !== undefined || this.asking || !this.driver.botToAct) return;
    const pause = Math.max(0, this.driver.table.pause() || 0);
    // No pause: ask at once, so that the worker thinks while the page draws the moves before.
    if (pause === 0) return void this.playBots(runners);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.playBots(this.botRunners());
    }, pause);
  }

  /**
   * Asks the bots for their moves from the state now, one when there is a pause, else a frame's
   * worth, and plays them if the answer is still wanted.
   */
  private async playBots(runners: Record<string, BotRunner<S, A>>): Promise<void> {
    const table = this.driver.table;
    const state = table.state();
    if (state === null || !this.botHost || !this.driver.botToAct) return;
    const key = this.runnersKey;
    const asking = {};
    this.asking = asking;
    let actions: A[];
    try {
      actions = await this.botHost.playOn(state, runners, table.pause() > 0 ? 0 : BATCH_MS);
    } catch (error) {
      if (this.asking !== asking) return;
      this.asking = null;
      table.failed(error);
      this.driver.requestUpdate();
      return;
    }
    if (this.asking !== asking) return;
    this.asking = null;
    if (table.state() !== state || this.runnersKey !== key) return this.driver.schedule();
    // The worker plays on among bots; a move after which a person follows (a pause) waits for it:
    // the rest of the answer is asked again then.
    let moved = false;
    for (const action of actions) {
      const now = table.state();
      const seat = now === null ? null : table.seatToAct(now);
      if (seat === null || !Object.hasOwn(this.runners, seat) || (moved && table.pause() > 0)) break;
      if (!table.play(action, seat)) break;
      moved = true;
    }
    this.driver.requestUpdate();
  }
}
