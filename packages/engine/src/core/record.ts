/**
 * Match records (after PGN): headers, then the moves in a game's notation, one a line, with
 * `{comments}`. This module is the part both games share — reading and writing the text and its
 * JSON twin, and replaying a record through a game's engine, move by move — and each game's
 * `record.ts` supplies what is its own (`RecordGame`: setup ↔ headers, the headers the engine
 * decides, the notation).
 *
 *   [Game "mne"]
 *   [Event "Club night"]
 *   [Date "2026.12.06"]
 *   [Seed "42"]
 *   [Result "2-1"]
 *
 *   {A comment before the first move.}
 *   1. home: draft s-tm
 *   2. away: draft s-an {A comment on move 2.}
 *
 * A record holds every move as it was chosen, hidden choices included (lineups, tactic cards, cards
 * kept or played face down, penalty directions): it is the full log of the authoritative match,
 * like a score sheet handed in after the game. Publish records of finished matches; a record of a
 * match in progress tells its secrets to whoever reads it. A seat's honest view of a record is the
 * replay shown through `viewFor` (what `<mne-replay>`/`<mof-replay>` do), not the record text.
 */
import { RuleError, isRuleError } from './errors.js';

/** One move of a record: its number (1-based), the seat that made it, its notation and a comment. */
export interface RecordMove {
  n: number;
  seat: string | null;
  move: string;
  comment?: string;
}

/** The JSON twin of a record's text: the same headers, moves and comments. */
export interface RecordJSON {
  headers: Record<string, string>;
  /** The comment before the first move. */
  comment?: string;
  moves: RecordMove[];
}

/** A match to write: its setup, the actions played and comments (0: before the first move, n: after move n). */
export interface RecordInput<Setup, A> {
  setup: Setup;
  actions: readonly A[];
  comments?: Readonly<Record<number, string>>;
}

/** A record read and replayed: everything the engine needs to show the match again. */
export interface ReplayedRecord<S, A, Setup> {
  headers: Record<string, string>;
  setup: Setup;
  actions: A[];
  moves: RecordMove[];
  comment?: string;
  /** The state after the last move. */
  state: S;
  /** With `{ states: true }`: the state before the first move, then after each move. */
  states?: S[];
}

/** What a game gives the shared record machinery. */
export interface RecordGame<S, A, Setup> {
  /** The Game header's value: 'mne' or 'mof'. */
  id: string;
  /** The game's name, for messages. */
  name: string;
  create(setup: Setup): S;
  apply(s: S, a: A): S;
  seat(s: S): string | null;
  format(s: S, a: A): string;
  parse(s: S, text: string): A;
  /** The Seed header and, when the setup holds more than its seed, the Setup header (JSON). */
  setupHeaders(setup: Setup): { Seed: string; Setup?: string };
  /** The setup the Seed and Setup headers describe. */
  setupOf(seed: number | string, extra: Record<string, unknown>): Setup;
  /** The headers the engine decides from the last state (Result, team names…), in order. */
  derived(s: S): Record<string, string>;
}

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

const isPlainObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

const bad = (message: string, field?: string): never => {
  throw new RuleError('INVALID_RECORD', message, field);
};

// ───────────── Writing ─────────────

/** The record of `input` as JSON: `headers` kept in their order, the engine's own filled in. */
export function writeRecord<S, A, Setup>(
  game: RecordGame<S, A, Setup>,
  input: RecordInput<Setup, A>,
  headers: Readonly<Record<string, string>> = {},
): RecordJSON {
  if (typeof input !== 'object' || input === null || !Array.isArray(input.actions))
    throw new RuleError(
      'INVALID_ARGUMENT',
      `${game.name}: toRecord's input must be { setup, actions, comments? }.`,
      'input',
    );
  if (!isPlainObject(headers))
    throw new RuleError('INVALID_ARGUMENT', `${game.name}: toRecord's headers must be an object of texts.`, 'headers');
  if (input.comments !== undefined && !isPlainObject(input.comments))
    throw new RuleError(
      'INVALID_ARGUMENT',
      `${game.name}: toRecord's input.comments must be an object (move number → text).`,
      'input.comments',
    );
  const comments = input.comments ?? {};
  const setupHeaders = game.setupHeaders(input.setup);
  let s = game.create(input.setup);
  const moves: RecordMove[] = input.actions.map((a, i) => {
    const seat = game.seat(s);
    let move: string;
    try {
      move = game.format(s, a);
      s = game.apply(s, a);
    } catch (e) {
      throw moveError(e, i + 1, a && typeof a === 'object' ? String((a as { type?: unknown }).type) : String(a));
    }
    const comment = commentText(comments[i + 1], i + 1);
    return comment === undefined ? { n: i + 1, seat, move } : { n: i + 1, seat, move, comment };
  });
  const out: RecordJSON = { headers: mergeHeaders(game, headers, { ...setupHeaders, ...game.derived(s) }), moves };
  const first = commentText(comments[0], 0);
  if (first !== undefined) out.comment = first;
  return out;
}

function commentText(c: string | undefined, n: number): string | undefined {
  if (c === undefined || c === '') return undefined;
  if (typeof c !== 'string' || c.includes('}'))
    throw new RuleError(
      'INVALID_ARGUMENT',
      `The comment on move ${n} (comments[${n}]) must be text without "}".`,
      `comments[${n}]`,
    );
  return c.trim();
}

/** Game first; the caller's headers in their order (values the engine decides overwritten); the rest after. */
function mergeHeaders(
  game: { id: string },
  given: Readonly<Record<string, string>>,
  engine: Record<string, string | undefined>,
): Record<string, string> {
  const out: Record<string, string> = { Game: game.id };
  for (const [k, v] of Object.entries(given)) {
    if (!KEY.test(k))
      throw new RuleError('INVALID_ARGUMENT', `Header names are letters and digits, got headers.${k}.`, `headers.${k}`);
    if (typeof v !== 'string' || /[\n\r]/.test(v))
      throw new RuleError('INVALID_ARGUMENT', `Header headers.${k} must be one line of text.`, `headers.${k}`);
    if (k === 'Game' || (k === 'Setup' && engine.Setup === undefined)) continue;
    out[k] = k in engine ? (engine[k] as string) : v;
  }
  for (const [k, v] of Object.entries(engine)) if (v !== undefined && !(k in out)) out[k] = v;
  return out;
}

/** The text of a record (its JSON twin checked first: INVALID_RECORD when it is not one). */
export function recordText(input: RecordJSON): string {
  const r = checkJSON(input);
  const lines = Object.entries(r.headers).map(([k, v]) => `[${k} "${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`);
  lines.push('');
  if (r.comment !== undefined) lines.push(`{${r.comment}}`);
  for (const m of r.moves)
    lines.push(
      `${m.n}. ${m.seat !== null && /^[^\s:{}]+$/.test(m.seat) ? `${m.seat}: ` : ''}${m.move}` +
        (m.comment === undefined ? '' : ` {${m.comment}}`),
    );
  return `${lines.join('\n')}\n`;
}

// ───────────── Reading ─────────────

/** Reads a record's text into its JSON twin (syntax only: the moves are not replayed). */
export function parseRecordText(text: string): RecordJSON {
  if (typeof text !== 'string') bad('A record must be text or its JSON twin.');
  const headers: Record<string, string> = {};
  const moves: RecordMove[] = [];
  let comment: string | undefined;
  let pos = 0;
  let line = 1;
  const where = () => `line ${line}`;
  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos] as string)) {
      if (text[pos] === '\n') line++;
      pos++;
    }
  };
  skipSpace();
  // Headers: [Key "value"], one a line.
  while (text[pos] === '[') {
    const end = text.indexOf('\n', pos);
    const raw = text.slice(pos, end < 0 ? text.length : end).trim();
    const m = /^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]$/.exec(raw);
    if (!m) bad(`Record ${where()}: expected a header such as [Event "Club night"], found ${raw}.`, where());
    const [, key, value] = m as unknown as [string, string, string];
    if (key in headers) bad(`Record ${where()}: header ${key} is given twice.`, where());
    headers[key] = value.replace(/\\(.)/g, '$1');
    pos = end < 0 ? text.length : end;
    skipSpace();
  }
  // Moves: "N. seat: move", one a line; {comments} anywhere between them.
  while (pos < text.length) {
    if (text[pos] === '{') {
      const end = text.indexOf('}', pos);
      if (end < 0) bad(`Record ${where()}: a comment opened with { is never closed.`, where());
      const body = text.slice(pos + 1, end);
      line += body.split('\n').length - 1;
      const c = body.trim();
      const last = moves.at(-1);
      if (last) last.comment = last.comment === undefined ? c : `${last.comment} ${c}`;
      else comment = comment === undefined ? c : `${comment} ${c}`;
      pos = end + 1;
    } else {
      let end = pos;
      while (end < text.length && text[end] !== '\n' && text[end] !== '{') end++;
      const raw = text.slice(pos, end).trim();
      const n = moves.length + 1;
      const m = /^(?:(\d+)\.\s*)?(?:([^\s:{}]+):\s+)?(.*)$/.exec(raw) as RegExpExecArray;
      if (m[1] !== undefined && Number(m[1]) !== n)
        bad(`Record ${where()}: expected move ${n}, found move number ${m[1]}.`, `move ${n}`);
      if (m[3] === '') bad(`Record ${where()}: move ${n} has a number but no move.`, `move ${n}`);
      moves.push({ n, seat: m[2] ?? null, move: m[3] as string });
      pos = end;
    }
    skipSpace();
  }
  const out: RecordJSON = { headers, moves };
  if (comment !== undefined) out.comment = comment;
  return out;
}

/** Checks the shape of a record's JSON twin (a copy, numbered from 1). */
function checkJSON(input: unknown): RecordJSON {
  const o = input as RecordJSON;
  if (
    typeof o !== 'object' ||
    o === null ||
    typeof o.headers !== 'object' ||
    o.headers === null ||
    !Array.isArray(o.moves)
  )
    bad('A record in JSON is { headers, comment?, moves: [{ n, seat, move, comment? }] }.');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.headers)) {
    if (!KEY.test(k) || typeof v !== 'string')
      bad(`Record header headers.${k} must be a name and a text value.`, `headers.${k}`);
    headers[k] = v;
  }
  const moves = o.moves.map((m, i): RecordMove => {
    if (typeof m !== 'object' || m === null || typeof m.move !== 'string')
      bad(`Record move ${i + 1} must be { n, seat, move, comment? }.`, `move ${i + 1}`);
    if (m.n !== undefined && m.n !== i + 1)
      bad(`Record: expected move ${i + 1}, found move number ${m.n}.`, `move ${i + 1}`);
    const seat = typeof m.seat === 'string' ? m.seat : null;
    return typeof m.comment === 'string'
      ? { n: i + 1, seat, move: m.move, comment: m.comment }
      : { n: i + 1, seat, move: m.move };
  });
  const out: RecordJSON = { headers, moves };
  if (typeof o.comment === 'string') out.comment = o.comment;
  return out;
}

/**
 * Reads a record (text or JSON) and replays every move through the engine. A move that cannot be
 * read or played is a RuleError naming the move: its own code (NOTATION_SYNTAX, ILLEGAL_ACTION…),
 * field `move N`. A header the engine decides (Result…) that the moves contradict is INVALID_RECORD.
 */
export function readRecord<S, A, Setup>(
  game: RecordGame<S, A, Setup>,
  input: string | RecordJSON,
  options: { states?: boolean } = {},
): ReplayedRecord<S, A, Setup> {
  if (!isPlainObject(options))
    throw new RuleError(
      'INVALID_ARGUMENT',
      `${game.name}: fromRecord's options must be { states?: boolean }.`,
      'options',
    );
  const r = typeof input === 'string' ? parseRecordText(input) : checkJSON(input);
  const h = r.headers;
  if (h.Game !== game.id)
    bad(
      `This is not a ${game.name} record: its Game header (headers.Game) is ${h.Game === undefined ? 'missing' : `"${h.Game}"`}, expected "${game.id}".`,
      'headers.Game',
    );
  if (h.Seed === undefined)
    bad('A record needs a Seed header (headers.Seed): the match cannot be replayed without it.', 'headers.Seed');
  let extra: Record<string, unknown> = {};
  if (h.Setup !== undefined) {
    try {
      extra = JSON.parse(h.Setup) as Record<string, unknown>;
    } catch {
      bad(`The Setup header (headers.Setup) must be JSON, got ${h.Setup}.`, 'headers.Setup');
    }
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
      bad('The Setup header (headers.Setup) must be a JSON object.', 'headers.Setup');
  }
  const seed = /^-?\d{1,15}$/.test(h.Seed as string) ? Number(h.Seed) : (h.Seed as string);
  const setup = game.setupOf(seed, extra);
  let s: S;
  try {
    s = game.create(setup);
  } catch (e) {
    throw isRuleError(e)
      ? new RuleError('INVALID_RECORD', `The record's setup is not one (headers.Setup): ${e.message}`, 'headers.Setup')
      : e;
  }
  const states = options.states ? [s] : undefined;
  const actions: A[] = [];
  for (const m of r.moves) {
    try {
      const seat = game.seat(s);
      if (m.seat !== null && m.seat !== seat)
        throw new RuleError(
          'NOT_YOUR_TURN',
          seat === null ? 'the match is already over.' : `it is ${seat}'s move, not ${m.seat}'s.`,
        );
      const a = game.parse(s, m.move);
      s = game.apply(s, a);
      actions.push(a);
      states?.push(s);
    } catch (e) {
      throw moveError(e, m.n, m.move);
    }
  }
  for (const [k, v] of Object.entries(game.derived(s)))
    if (h[k] !== undefined && h[k] !== v)
      bad(`The ${k} header (headers.${k}) says "${h[k]}" but the moves give "${v}".`, `headers.${k}`);
  const out: ReplayedRecord<S, A, Setup> = { headers: h, setup, actions, moves: r.moves, state: s };
  if (r.comment !== undefined) out.comment = r.comment;
  if (states) out.states = states;
  return out;
}

function moveError(e: unknown, n: number, move: string): unknown {
  if (!isRuleError(e)) return e;
  return new RuleError(e.code, `Move ${n} (${move}): ${e.message}`, `move ${n}`);
}

/** The Seed and Setup headers of a setup: everything but the seed goes in Setup as JSON. */
export function seedHeaders(
  gameName: string,
  setup: Record<string, unknown>,
  refused: readonly string[],
): { Seed: string; Setup?: string } {
  if (typeof setup !== 'object' || setup === null)
    throw new RuleError('INVALID_ARGUMENT', `${gameName}: a record needs the match's setup.`, 'setup');
  const { seed, ...rest } = setup;
  if (typeof seed !== 'number' && typeof seed !== 'string')
    throw new RuleError(
      'INVALID_ARGUMENT',
      `${gameName}: a record needs the setup's seed (setup.seed) to replay the match.`,
      'setup.seed',
    );
  for (const k of refused)
    if (rest[k] !== undefined)
      throw new RuleError(
        'INVALID_ARGUMENT',
        `${gameName}: records hold matches played with the reference data; setup.${k} cannot be written in one.`,
        `setup.${k}`,
      );
  // A seed such as "12" given as text is not the number 12: the Setup header keeps it as text.
  if (typeof seed === 'string' && /^-?\d{1,15}$/.test(seed)) rest.seed = seed;
  return Object.keys(rest).length ? { Seed: String(seed), Setup: JSON.stringify(rest) } : { Seed: String(seed) };
}
