/**
 * Seeded pseudo-random numbers whose whole state is four 32-bit integers, so it lives inside a
 * game state as plain JSON and a match replays exactly from its seed and actions.
 * Generator: sfc32 (small, fast, passes PractRand); seeding: the seed is hashed with
 * a 32-bit mix so nearby seeds give unrelated streams.
 */
export type RngState = [number, number, number, number];

/** Mixes one character code into a seed's hash. */
function mix(h: number, code: number): number {
  h = Math.imul(h ^ code, 0x85ebca6b);
  return (h << 13) | (h >>> 19);
}

/**
 * Mixes in the decimal digits of a whole number 0 ≤ n < 2^53, most significant first (those of
 * `${n}`). Exact in doubles: n / 10 lies at least 0.1 below the next whole number, farther than
 * it can round.
 */
function mixDigits(h: number, n: number): number {
  if (n >= 10) h = mixDigits(h, Math.floor(n / 10));
  return mix(h, 48 + (n % 10));
}

/**
 * Hashes a number or string seed into a fresh generator state: the text `n:<number>` or
 * `s:<text>`. A safe whole number's digits are hashed as numbers, without making its text: V8
 * turns a number into text through a cache that keeps each new text alive, so loops seeding every
 * match and bot anew (0, 1, 2, …) left hundreds of texts for each young-generation collection to
 * copy and promote (MoF: 0.4 ms a scavenge instead of 0.1). A `randomSeed()` text (`rng:` and
 * 32 hex digits) is not hashed: its digits are the generator's four words.
 */
export function seedRng(seed: number | string): RngState {
  const given = typeof seed === 'string' ? wordsOf(seed) : null;
  if (given) {
    const seeder = new Rng(given);
    for (let i = 0; i < 12; i++) seeder.nextUint32();
    return seeder.save(given);
  }
  let h = 0x9e3779b9 ^ 0;
  const whole = typeof seed === 'number' && Number.isSafeInteger(seed);
  const text = whole ? (seed < 0 ? 'n:-' : 'n:') : typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  for (let i = 0; i < text.length; i++) h = mix(h, text.charCodeAt(i));
  if (whole) h = mixDigits(h, Math.abs(seed));
  const words: RngState = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
    h ^= h >>> 16;
    words[i] = h >>> 0;
    h = (h + 0x6d2b79f5) | 0;
  }
  const seeder = new Rng(words);
  for (let i = 0; i < 12; i++) seeder.nextUint32(); // warm up away from the seed
  return seeder.save(words);
}

/**
 * A seed no one can guess: 128 bits from the platform's cryptographic generator (Web Crypto, in
 * browsers and Node), written `rng:` and 32 hex digits. A number or any other text is hashed to 32
 * bits first, so a match from such a seed is one of only 2^32 that could be tried one by one; a
 * `randomSeed()` gives the generator its four words as they are. For servers dealing hidden cards.
 */
export function randomSeed(): string {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(4));
  return `rng:${Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('')}`;
}

/** The four words of a `randomSeed()` seed (`rng:` and 32 hex digits), or null for any other text. */
function wordsOf(seed: string): RngState | null {
  if (!/^rng:[0-9a-f]{32}$/.test(seed)) return null;
  const word = (i: number) => parseInt(seed.slice(4 + 8 * i, 12 + 8 * i), 16);
  return [word(0), word(1), word(2), word(3)];
}

/** True when `value` is a valid generator state (four unsigned 32-bit integers). */
export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) && value.length === 4 && value.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
  );
}

/**
 * A generator working on a copy of a state. Use it inside one `applyAction`:
 * `const rng = new Rng(s.rng); …; next.rng = rng.state`. Loops that step many states may keep one
 * generator and `reset` it from each state (`save` writes the state back into an array they own).
 */
export class Rng {
  private a!: number;
  private b!: number;
  private c!: number;
  private d!: number;

  constructor(state: Readonly<RngState>) {
    this.reset(state);
  }

  /** Continues from `state` (as `new Rng(state)` would), without allocating a generator. */
  reset(state: Readonly<RngState>): this {
    this.a = state[0] | 0;
    this.b = state[1] | 0;
    this.c = state[2] | 0;
    this.d = state[3] | 0;
    return this;
  }

  /** Writes the current state into `out` (an array its caller owns) and returns it. */
  save(out: RngState): RngState {
    out[0] = this.a >>> 0;
    out[1] = this.b >>> 0;
    out[2] = this.c >>> 0;
    out[3] = this.d >>> 0;
    return out;
  }

  /** The current state, as a new plain array. */
  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n), without modulo bias (n a whole number from 1 to 2^32). */
  int(n: number): number {
    if (!(n >= 1 && n <= 4294967296 && Number.isInteger(n)))
      throw new RangeError(`Rng.int needs an integer from 1 to 2^32, got ${n}`);
    return this.below(n);
  }

  /** `int(n)` without checking `n` (shuffle's bounds are valid by construction). */
  private below(n: number): number {
    // Draws from 2^32 − (2^32 mod n) up are drawn again (no modulo bias). Every draw up to
    // 2^32 − n is below that limit: most draws skip computing it (a slow floating-point `%`).
    let x = this.nextUint32();
    if (x > 4294967296 - n) {
      const limit = 4294967296 - (4294967296 % n);
      while (x >= limit) x = this.nextUint32();
    }
    // x % n by a division, measured faster than `%` here (3–5 % more random matches per second
    // in both games): x / n rounds by under 1/n (x < 2^32), so its floor is the exact quotient.
    return x - Math.floor(x / n) * n;
  }

  /** An integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}
