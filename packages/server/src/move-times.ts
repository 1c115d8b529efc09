/**
 * `pitchside-server --move-times`: how long the server itself takes over each move, for load
 * measurements (`bench/server-load.mjs`). Each move's time from its message's arrival to its
 * update's publication (ms) is counted in a band; once a second, the counts of the bands since the
 * last line are printed as one line of JSON, so that a measurement can add up the lines of its own
 * window and read percentiles from them.
 */

/** The bands' upper bounds (ms); a last band holds anything longer. */
export const MOVE_TIME_BOUNDS = [0.5, 1, 2, 3, 5, 7, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 500, 1000];

/** What starts each printed line. */
export const MOVE_TIMES_PREFIX = 'pitchside-server move times: ';

export class MoveTimes {
  private counts = new Array<number>(MOVE_TIME_BOUNDS.length + 1).fill(0);
  private moves = 0;

  record(ms: number): void {
    let band = 0;
    while (band < MOVE_TIME_BOUNDS.length && ms > MOVE_TIME_BOUNDS[band]!) band++;
    this.counts[band]!++;
    this.moves++;
  }

  /** The line of the counts since the last one (with its time, ms since the epoch), or undefined if no move came. */
  take(): string | undefined {
    if (this.moves === 0) return undefined;
    const line = `${MOVE_TIMES_PREFIX}${JSON.stringify({ at: Date.now(), upTo: MOVE_TIME_BOUNDS, counts: this.counts })}`;
    this.counts = this.counts.map(() => 0);
    this.moves = 0;
    return line;
  }
}
