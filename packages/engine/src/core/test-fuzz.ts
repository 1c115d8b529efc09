/**
 * Test-only helpers for input fuzzing (issue 9): hostile values and random mutations of plain JSON
 * (saved states, scenario descriptions, actions). Not part of the package (test-*.ts).
 */
import assert from 'node:assert/strict';
import { isRuleError } from './errors.js';
import type { Rng } from './rng.js';

/** Values a careless or hostile caller might put anywhere. */
export const HOSTILE: readonly unknown[] = [
  null,
  undefined,
  -1,
  0,
  0.5,
  1e308,
  Infinity,
  -Infinity,
  NaN,
  2 ** 53 + 1,
  '',
  '1',
  'null',
  '[]',
  '{',
  '<img src=x onerror=window.__pwned=1>',
  'x'.repeat(100_000),
  '__proto__',
  true,
  [],
  [null],
  {},
  { length: 3 },
];

type Json = unknown;
type Path = (string | number)[];

/** Every path into `v` (objects and arrays, not below `skip` keys). */
export function pathsOf(v: Json, skip: ReadonlySet<string> = new Set(), at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(v)) v.forEach((x, i) => (out.push([...at, i]), pathsOf(x, skip, [...at, i], out)));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (skip.has(k)) continue;
      out.push([...at, k]);
      pathsOf(x, skip, [...at, k], out);
    }
  }
  return out;
}

function getAt(v: Json, p: Path): Json {
  return p.reduce<Json>((o, k) => (o as Record<string | number, Json>)[k], v);
}

/** A deep copy of `v` with the value at `p` replaced by `f(old)` (or deleted when f returns DELETE). */
export const DELETE = Symbol('delete');
export function updateAt(v: Json, p: Path, f: (old: Json) => Json | typeof DELETE): Json {
  if (p.length === 0) return f(v);
  const [k, ...rest] = p as [string | number, ...Path];
  const copy = (Array.isArray(v) ? v.slice() : { ...(v as object) }) as Record<string | number, Json>;
  const next = rest.length === 0 ? f(copy[k]) : updateAt(copy[k], rest, f);
  if (next === DELETE) {
    if (Array.isArray(copy)) copy.splice(k as number, 1);
    else delete copy[k];
  } else copy[k] = next;
  return copy;
}

export interface Mutation {
  what: string;
  value: Json;
  /** The mutated path, when the mutation has one (the error should name it or a parent of it). */
  path: Path | null;
}

/** One random mutation of `v`: a hostile value, a deletion, a duplicated or moved item, an unknown key. */
export function mutate(rng: Rng, v: Json, skip?: ReadonlySet<string>): Mutation {
  const paths = pathsOf(v, skip);
  const p = rng.pick(paths);
  const show = p.join('.');
  switch (rng.int(6)) {
    case 0:
    case 1: {
      const h = rng.pick(HOSTILE);
      return {
        what: `${show} = ${typeof h === 'string' ? JSON.stringify(h.slice(0, 40)) : String(h)}`,
        value: updateAt(v, p, () => h),
        path: p,
      };
    }
    case 2:
      return { what: `delete ${show}`, value: updateAt(v, p, () => DELETE), path: p };
    case 3: {
      // Duplicate an array item (a card twice, an impossible count).
      const arrays = paths.filter((q) => Array.isArray(getAt(v, q)) && (getAt(v, q) as Json[]).length > 0);
      if (arrays.length === 0) return mutate(rng, v, skip);
      const q = rng.pick(arrays);
      return {
        what: `duplicate in ${q.join('.')}`,
        value: updateAt(v, q, (a) => [...(a as Json[]), (a as Json[])[0]]),
        path: q,
      };
    }
    case 4: {
      // Copy a string from elsewhere into an array (a card in two places).
      const arrays = paths.filter((q) => Array.isArray(getAt(v, q)));
      const strings = paths.filter((q) => typeof getAt(v, q) === 'string');
      if (arrays.length === 0 || strings.length === 0) return mutate(rng, v, skip);
      const q = rng.pick(arrays);
      const x = getAt(v, rng.pick(strings));
      return {
        what: `${String(x).slice(0, 40)} copied into ${q.join('.')}`,
        value: updateAt(v, q, (a) => [...(a as Json[]), x]),
        path: q,
      };
    }
    default: {
      const objects = [[], ...paths].filter((q) => {
        const o = getAt(v, q);
        return o !== null && typeof o === 'object' && !Array.isArray(o);
      });
      const q = rng.pick(objects);
      return {
        what: `unknown key in ${q.join('.') || 'top'}`,
        value: updateAt(v, q, (o) => ({ ...(o as object), zzUnknown: 1 })),
        path: q,
      };
    }
  }
}

/**
 * Asserts that `e` is a RuleError with one of `codes` and a readable message that names its field
 * (when it has one).
 */
export function assertNamedRuleError(
  e: unknown,
  codes: ReadonlySet<string>,
  what: string,
  nameField = true,
): asserts e is Error {
  assert.ok(
    isRuleError(e),
    `${what}: expected a RuleError, got ${e instanceof Error ? `${e.name}: ${e.message}\n${e.stack}` : String(e)}`,
  );
  assert.ok(codes.has(e.code), `${what}: unexpected code ${e.code} (${e.message})`);
  assert.ok(typeof e.message === 'string' && e.message.length > 10, `${what}: message ${JSON.stringify(e.message)}`);
  if (nameField && e.field !== undefined)
    assert.ok(
      // "Move 3 (…)" names the field "move 3".
      e.message.toLowerCase().includes(String(e.field).toLowerCase()),
      `${what}: message "${e.message}" does not name field ${e.field}`,
    );
}

/** The codes a bad save may be rejected with. */
export const STATE_CODES: ReadonlySet<string> = new Set(['INVALID_STATE', 'UNSUPPORTED_VERSION']);

/** What the shared save properties need from a game. */
export interface FuzzedGame<S> {
  toJSON(state: S): unknown;
  fromJSON(save: unknown): S;
  isOver(state: S): boolean;
  applyAction(state: S, action: never): { state: S };
  randomBot(seed: number): (state: S) => unknown;
  /** Every seat that may ask for a view of `state` (spectator included). */
  viewers(state: S): readonly string[];
  viewFor(state: S, seat: never): unknown;
}

/** A loaded state must still be playable and viewable: a few bot moves, RuleErrors only. */
export function assertStillPlayable<S>(game: FuzzedGame<S>, s: S, what: string): void {
  const bot = game.randomBot(1);
  for (let k = 0; k < 5 && !game.isOver(s); k++) {
    for (const seat of game.viewers(s)) game.viewFor(s, seat as never);
    try {
      s = game.applyAction(s, bot(s) as never).state;
    } catch (e) {
      assert.ok(isRuleError(e), `${what}: a loaded state crashed the engine: ${String(e)}`);
      return;
    }
  }
}

/**
 * Four random mutations of the save of `state` (the first may reach into its card data when
 * `inData`): each is rejected with a RuleError naming the field, or loads as exactly the state
 * given (not a repaired or partly read one; card data may gain the defaults of optional fields)
 * that still plays.
 */
export function assertMutatedSavesHandled<S>(
  game: FuzzedGame<S>,
  state: S,
  rng: Rng,
  inData: boolean,
  label: string,
): void {
  const save = game.toJSON(state) as Json;
  for (let k = 0; k < 4; k++) {
    const m = mutate(rng, save, inData && k === 0 ? undefined : NO_DATA);
    const what = `${label}: ${m.what}`;
    let loaded: S;
    try {
      loaded = game.fromJSON(m.value);
    } catch (e) {
      assertNamedRuleError(e, STATE_CODES, what);
      if (m.path && m.path[0] === 'state')
        assert.ok(isRuleError(e) && e.field !== undefined, `${what}: no field in "${e.message}"`);
      continue;
    }
    const given = (JSON.parse(JSON.stringify(m.value)) as { state: object }).state;
    assert.deepEqual(
      { ...((game.toJSON(loaded) as { state: object }).state as object), data: null },
      { ...given, data: null },
      `${what}: accepted but loaded differently`,
    );
    assertStillPlayable(game, loaded, what);
  }
}

const NO_DATA: ReadonlySet<string> = new Set(['data']);

/** Swaps each item of `a` with a random item of `b` (hidden-information tests); returns new arrays. */
export function swapWith(rng: Rng, a: readonly string[], b: readonly string[]): [string[], string[]] {
  const x = a.slice();
  const y = b.slice();
  for (let i = 0; i < x.length && y.length > 0; i++) {
    const j = rng.int(y.length);
    [x[i], y[j]] = [y[j] as string, x[i] as string];
  }
  return [x, y];
}
