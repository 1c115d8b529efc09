/**
 * Tiny combinators over `Checker` for describing a JSON shape once and checking it (saved states,
 * reference data, setups): `obj({ id: str(), cost: int(0, 9), tags: arr(str(), 0, 5) })`.
 * Each check returns the checked value, so a schema doubles as a typed parser; a failure throws the
 * checker's RuleError naming the exact path.
 */
import { Checker, join } from './validate.js';

export type Check<T> = (c: Checker, v: unknown, path: string) => T;
export type Checked<S> = S extends Check<infer T> ? T : never;

export const int =
  (min = -Infinity, max = Infinity): Check<number> =>
  (c, v, p) =>
    c.int(v, p, min, max);

export const str =
  (maxLength = 200, nonEmpty = true): Check<string> =>
  (c, v, p) =>
    c.string(v, p, { maxLength, nonEmpty });

export const bool: Check<boolean> = (c, v, p) => c.boolean(v, p);

export const oneOf =
  <T extends string | number>(allowed: readonly T[]): Check<T> =>
  (c, v, p) =>
    c.oneOf(v, p, allowed);

export const arr =
  <T>(item: Check<T>, min = 0, max = Infinity): Check<T[]> =>
  (c, v, p) =>
    c.array(v, p, min, max).map((x, i) => item(c, x, `${p}[${i}]`));

export const nullable =
  <T>(inner: Check<T>): Check<T | null> =>
  (c, v, p) =>
    v === null ? null : inner(c, v, p);

export const optional =
  <T>(inner: Check<T>): Check<T | undefined> =>
  (c, v, p) =>
    v === undefined ? undefined : inner(c, v, p);

/** An object with exactly these keys (absent optional ones are left out of the result). */
export const obj =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Checked<S[K]> }> =>
  (c, v, p) => {
    const o = c.object(v, p);
    c.onlyKeys(o, p, Object.keys(shape));
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(shape)) {
      const r = (shape[k] as Check<unknown>)(c, o[k], join(p, k));
      if (r !== undefined) out[k] = r;
    }
    return out as { [K in keyof S]: Checked<S[K]> };
  };

/** A list whose items (or their `key`s) must all differ; `what` names them in the message. */
export const distinct =
  <T>(list: Check<T[]>, what: string, key: (item: T) => unknown = (item) => item): Check<T[]> =>
  (c, v, p) => {
    const items = list(c, v, p);
    c.unique(items.map(key) as (string | number)[], p, what);
    return items;
  };

/** A string that `known` accepts (an id of some table). */
export const ref =
  (known: (id: string) => boolean, what: string): Check<string> =>
  (c, v, p) => {
    const id = c.string(v, p);
    if (!known(id)) c.fail(p, `is not a known ${what}`);
    return id;
  };

/** A record of string keys to values of one shape. */
export const record =
  <T>(item: Check<T>): Check<Record<string, T>> =>
  (c, v, p) => {
    const o = c.object(v, p);
    const out: Record<string, T> = {};
    for (const k of Object.keys(o)) out[k] = item(c, o[k], join(p, k));
    return out;
  };
