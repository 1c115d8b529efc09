/**
 * Shared machinery of the move notations (each game's `notation.ts` says what its moves look like):
 * a reader that walks one move's text token by token and fails with a RuleError naming the column
 * and what was expected, and the case-insensitive lookup of ids in a data set.
 *
 * A move is words separated by spaces; a list is one word of items separated by commas ("-" is the
 * empty list). Keywords and ids are read without regard to case and written in their canonical
 * spelling, so `PASS 2`, `Pass 2` and `pass 2` are one move.
 */
import { RuleError } from './errors.js';

/** Ids of one kind (player cards, synergy cards…), looked up without regard to case. */
export class IdPool {
  private readonly byLower = new Map<string, string>();

  /** `what`: how an error names an id of this pool ("a player card id"). */
  constructor(
    readonly what: string,
    ids: Iterable<string>,
  ) {
    for (const id of ids) this.byLower.set(id.toLowerCase(), id);
  }

  /** The canonical spelling of `text`, or undefined when it is not an id of the pool. */
  find(text: string): string | undefined {
    return this.byLower.get(text.toLowerCase());
  }
}

/** Reads one move's text. Every failure is a RuleError('NOTATION_SYNTAX') with the 1-based column. */
export class NotationReader {
  private pos = 0;

  constructor(
    readonly text: string,
    /** The game's name, for messages. */
    readonly game: string,
  ) {
    if (typeof text !== 'string')
      throw new RuleError(
        'NOTATION_SYNTAX',
        `${game}: a move's notation must be text, got ${typeof text}.`,
        'notation',
      );
    this.skipSpace();
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] as string)) this.pos++;
  }

  /** True when only spaces are left. */
  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  /** The next word, lower-cased, without reading it (null at the end). */
  peek(): string | null {
    if (this.atEnd()) return null;
    const m = /^\S+/.exec(this.text.slice(this.pos));
    return m ? m[0].toLowerCase() : null;
  }

  /** Reads the next word (fails with `expected` at the end). */
  word(expected: string): { text: string; col: number } {
    const col = this.pos + 1;
    if (this.atEnd()) this.fail(col, expected);
    const m = /^\S+/.exec(this.text.slice(this.pos)) as RegExpExecArray;
    this.pos += m[0].length;
    this.skipSpace();
    return { text: m[0], col };
  }

  /** Reads one of `words` (any case); returns it as listed. */
  keyword<K extends string>(words: readonly K[], expected?: string): K {
    const { text, col } = this.word(expected ?? oneOf(words));
    const found = words.find((w) => w.toLowerCase() === text.toLowerCase());
    if (found === undefined) this.fail(col, expected ?? oneOf(words), text);
    return found;
  }

  /** Reads a whole number in min..max. */
  int(expected: string, min: number, max: number): number {
    const { text, col } = this.word(expected);
    return this.intAt(text, col, expected, min, max);
  }

  /** `text` (at column `col`) as a whole number in min..max. */
  intAt(text: string, col: number, expected: string, min: number, max: number): number {
    const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) this.fail(col, expected, text);
    return n;
  }

  /** Reads an id of `pool`. */
  id(pool: IdPool): string {
    const { text, col } = this.word(pool.what);
    return this.idAt(text, col, pool);
  }

  /** `text` (at column `col`) as an id of `pool`. */
  idAt(text: string, col: number, pool: IdPool): string {
    const id = pool.find(text);
    if (id === undefined) this.fail(col, pool.what, text);
    return id;
  }

  /** Reads a comma-separated list of ids of `pool` ("-" for none). */
  ids(pool: IdPool): string[] {
    const { text, col } = this.word(`a list of ${plural(pool.what)} separated by commas, or - for none`);
    if (text === '-') return [];
    const out: string[] = [];
    let at = col;
    for (const item of text.split(',')) {
      if (item === '') this.fail(at, pool.what, text.slice(at - col));
      out.push(this.idAt(item, at, pool));
      at += item.length + 1;
    }
    return out;
  }

  /** Fails unless the whole text has been read. */
  end(): void {
    if (!this.atEnd()) this.fail(this.pos + 1, 'the end of the move', this.peek() ?? '');
  }

  /** Throws the RuleError: at column `col`, `expected` was expected (and `found` was there). */
  fail(col: number, expected: string, found?: string): never {
    const there = found === undefined || found === '' ? 'the end of the move' : `"${found}"`;
    throw new RuleError(
      'NOTATION_SYNTAX',
      `${this.game}: cannot read the notation "${this.text.trim()}": at column ${col} expected ${expected}, found ${there}.`,
      'notation',
    );
  }
}

/** "pass, press or sub". */
export function oneOf(words: readonly string[]): string {
  const quoted = words.map((w) => `"${w}"`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

function plural(what: string): string {
  return what.replace(/^an? /, '').replace(/id$/, 'ids');
}

/** A list as the notation writes it ("-" for none). */
export function list(ids: readonly string[]): string {
  return ids.length === 0 ? '-' : ids.join(',');
}
