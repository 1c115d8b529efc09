/**
 * Values derived from the rules' arrays (field summaries, front positions), kept for the last few
 * arrays by identity: arrays are copied on write, so an array never changes once built, and a loop
 * only ever needs the last few. Like core's IdentityMemo, but a look-up only reads: the memo lives
 * long (old generation), and storing a young array into it on every hit took V8's write-barrier
 * slow path — a twentieth of a playout's instructions — where a short loop over the slots is cheap.
 */
export class RecentMemo<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  /** The slot written last (searched first). */
  private newest = 0;

  constructor(private readonly slots: number) {
    this.keys = new Array<K | null>(slots).fill(null);
    this.values = new Array<V | null>(slots).fill(null);
  }

  get(key: K): V | undefined {
    // Newest first: the rules mostly ask about the arrays they made last.
    for (let n = 0, i = this.newest; n < this.slots; n++) {
      if (this.keys[i] === key) return this.values[i] as V;
      i = i === 0 ? this.slots - 1 : i - 1;
    }
    return undefined;
  }

  set(key: K, value: V): void {
    const i = this.newest + 1 === this.slots ? 0 : this.newest + 1;
    this.keys[i] = key;
    this.values[i] = value;
    this.newest = i;
  }
}
