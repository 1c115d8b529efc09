/**
 * A small cache of values derived from arrays, by array identity. The state's arrays are copied
 * on write (an array never changes once built), so a value derived from one stays true; a loop only
 * ever needs the last few, so a few slots serve it — cheaper than a WeakMap, whose entries would
 * make every new array cost a table insert and GC work.
 */
export class IdentityMemo<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  private next = 0;
  // The last key asked for, checked first: rules ask about the same array several times in a row.
  private lastKey: K | null = null;
  private lastValue: V | null = null;

  constructor(private readonly slots: number) {
    this.keys = new Array<K | null>(slots).fill(null);
    this.values = new Array<V | null>(slots).fill(null);
  }

  get(key: K): V | undefined {
    if (key === this.lastKey) return this.lastValue as V;
    for (let i = 0; i < this.slots; i++) {
      if (this.keys[i] === key) {
        this.lastKey = key;
        this.lastValue = this.values[i] as V;
        return this.lastValue;
      }
    }
    return undefined;
  }

  set(key: K, value: V): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.slots;
    this.lastKey = key;
    this.lastValue = value;
  }
}
