/**
 * A small cache of values derived from arrays, by array identity. The state's arrays are copied
 * on write (an array never changes once built), so a value derived from one stays true; a loop only
 * ever needs the last few, so a few slots serve it — cheaper than a WeakMap, whose entries would
 * make every new array cost a table insert and GC work.
 *
 * A look-up only reads, newest slot first (the rules mostly ask about the arrays they made last).
 * A memo lives long (V8's old generation), and remembering the key of each hit stored a young array
 * into it every time: V8's write-barrier slow path, measured at a twentieth of an MNE playout's
 * instructions, where a short loop over the slots is cheap.
 */
export class IdentityMemo<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  /** The slot written last (searched first). */
  private newest = 0;

  constructor(private readonly slots: number) {
    this.keys = new Array<K | null>(slots).fill(null);
    this.values = new Array<V | null>(slots).fill(null);
  }

  get(key: K): V | undefined {
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

/**
 * Values derived once per object (a data set, a board) and kept while the object lives. The object
 * asked about last is answered without the WeakMap look-up: the rules ask about one data set and
 * one board over and over, and switch rarely (the last key is written only then).
 */
export class DerivedCache<K extends object, V> {
  private readonly all = new WeakMap<K, V>();
  private lastKey: K | null = null;
  private lastValue: V | null = null;

  constructor(private readonly derive: (key: K) => V) {}

  get(key: K): V {
    if (key === this.lastKey) return this.lastValue as V;
    let value = this.all.get(key);
    if (value === undefined) {
      value = this.derive(key);
      this.all.set(key, value);
    }
    this.lastKey = key;
    this.lastValue = value;
    return value;
  }
}
