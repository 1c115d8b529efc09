/**
 * What both games' `sampleState` share: turning a seat's view back into a full state means dealing
 * the cards the view does not show (their ids hidden, their number shown) from the cards of the set
 * that the view does not show anywhere, with a generator of the sample's own seed. The view is
 * input from anyone (a server, a page): a card it shows twice, or counts that do not add up to the
 * set, are a RuleError naming the field, never a state with a card in two places.
 */
import { isRuleError, RuleError } from './errors.js';
import { Rng, seedRng } from './rng.js';

/** The generator a sample is drawn with: the seed's own, unrelated to the match's (which is hidden). */
export function sampleRng(seed: number | string): Rng {
  return new Rng(seedRng(`sample:${seed}`));
}

/** A RuleError about the view given to `fn`, naming its `field`. */
export function badView(fn: string, field: string, problem: string): never {
  throw new RuleError('INVALID_STATE', `${fn}: the view's ${field} ${problem}.`, field);
}

/**
 * The cards a viewer cannot see: the set's cards (`all`, copies sharing an id), less each card the
 * view shows (`see`), shuffled once every shown card is taken out (`shuffle`), then dealt (`deal`).
 * Sorted before the shuffle, so that the sample depends on the view and the seed alone.
 */
export class HiddenCards {
  private readonly left = new Map<string, number>();
  private pool: string[] = [];
  private dealt = 0;

  constructor(
    private readonly fn: string,
    all: readonly string[],
  ) {
    for (const id of all) this.left.set(id, (this.left.get(id) ?? 0) + 1);
  }

  /** Takes the shown card `id` out of the hidden ones; `field` names where the view shows it. */
  see(id: unknown, field: string): void {
    const n = typeof id === 'string' ? this.left.get(id) : undefined;
    if (n === undefined) badView(this.fn, field, `shows ${JSON.stringify(id)}, which is no card of the set`);
    if (n === 0) badView(this.fn, field, `shows ${id} once more than the set holds`);
    this.left.set(id as string, n - 1);
  }

  /** Shows every card of `ids` (a list at `field`). */
  seeAll(ids: readonly unknown[], field: string): void {
    ids.forEach((id, i) => this.see(id, `${field}[${i}]`));
  }

  /** The hidden cards left, shuffled with `rng` (once every shown card is taken out). */
  shuffle(rng: Rng): this {
    const pool: string[] = [];
    for (const [id, n] of this.left) for (let i = 0; i < n; i++) pool.push(id);
    this.pool = rng.shuffle(pool.sort());
    return this;
  }

  /** `shuffle`, when the view says how many cards are hidden: `slots` (`field`: the counts' name). */
  shuffleExactly(rng: Rng, slots: number, field: string): void {
    this.shuffle(rng);
    if (this.count !== slots)
      badView(
        this.fn,
        field,
        `leave ${slots} card${slots === 1 ? '' : 's'} unseen, but the set has ${this.count} the view does not show`,
      );
  }

  /** Hidden cards not dealt yet. */
  get count(): number {
    return this.pool.length - this.dealt;
  }

  /** The next `n` hidden cards (after `shuffle`). */
  deal(n: number): string[] {
    return this.pool.slice(this.dealt, (this.dealt += n));
  }

  /** The first hidden card not dealt yet that `fits` (taken out), or null. */
  take(fits: (id: string) => boolean): string | null {
    for (let i = this.dealt; i < this.pool.length; i++) {
      const id = this.pool[i] as string;
      if (!fits(id)) continue;
      this.pool.splice(i, 1);
      return id;
    }
    return null;
  }
}

/** `n` must be a whole number from 0 to `max` (a count the view shows at `field`). */
export function countOf(fn: string, n: unknown, field: string, max = 1000): number {
  if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > max)
    badView(fn, field, `must be a whole number from 0 to ${max}`);
  return n as number;
}

/**
 * Runs `build`, answering an error met while reading the view (a TypeError on a malformed part)
 * with a RuleError about the view; a RuleError goes on, its message prefixed with `fn`.
 */
export function readingView<T>(fn: string, build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (isRuleError(e)) {
      if (e.message.startsWith(`${fn}:`)) throw e;
      throw new RuleError(e.code, `${fn}: the view does not describe a position of the game (${e.message})`, e.field);
    }
    throw new RuleError(
      'INVALID_STATE',
      `${fn}: the view could not be read (${e instanceof Error ? e.message : String(e)}).`,
      'view',
    );
  }
}
