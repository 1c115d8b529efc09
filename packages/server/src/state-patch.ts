/**
 * What changed between two versions of a match's stored state, found by identity: a move makes a
 * new state object around the parts it did not change (the game data, most of both teams…), so a
 * part that is the same object is not walked, compared or written again. The embedded store's
 * journal writes a move's state as this patch from the previous one: a few hundred bytes instead of
 * the whole state, most of which is the game data.
 */

type Json = unknown;
type JsonObject = Record<string, Json>;

/** Changes to an object: keys set to a new value, keys patched in turn, keys removed. */
export interface StatePatch {
  $?: JsonObject;
  '~'?: Record<string, StatePatch>;
  '-'?: string[];
}

const isPlainObject = (x: Json): x is JsonObject =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

/**
 * The patch that turns `base` into `next` (as JSON sees them: a key holding `undefined` is absent),
 * or undefined when they are equal. Objects are walked key by key; anything else that is not the
 * same value (arrays included) is written whole.
 */
export function diffState(base: object, next: object): StatePatch | undefined {
  return diffObjects(base as JsonObject, next as JsonObject);
}

function diffObjects(base: JsonObject, next: JsonObject): StatePatch | undefined {
  if (base === next) return undefined;
  const patch: StatePatch = {};
  // Keys are walked with for…in (no array of keys made per object) and keys removed are looked for
  // only when `base` holds a value under a key `next` lacks: when `next` has fewer of `base`'s keys.
  // States are plain objects (JSON's): no inherited enumerable keys.
  let kept = 0;
  for (const key in next) {
    const before = base[key];
    if (before !== undefined) kept++;
    const after = next[key];
    if (before === after) continue;
    if (after === undefined) {
      (patch['-'] ??= []).push(key);
    } else if (isPlainObject(before) && isPlainObject(after)) {
      const sub = diffObjects(before, after);
      if (sub) (patch['~'] ??= {})[key] = sub;
    } else {
      (patch.$ ??= {})[key] = after;
    }
  }
  let held = 0;
  for (const key in base) if (base[key] !== undefined) held++;
  if (held !== kept) {
    for (const key in base) {
      if (!(key in next) && base[key] !== undefined) (patch['-'] ??= []).push(key);
    }
  }
  return patch.$ || patch['~'] || patch['-'] ? patch : undefined;
}

/** `base` with `patch` applied: a new object; `base` is not changed. */
export function applyStatePatch<T extends object>(base: T, patch: StatePatch | undefined): T {
  if (!patch) return base;
  const next: JsonObject = { ...(base as JsonObject) };
  for (const [key, value] of Object.entries(patch.$ ?? {})) next[key] = value;
  for (const [key, sub] of Object.entries(patch['~'] ?? {})) {
    const inner = (base as JsonObject)[key];
    if (!isPlainObject(inner)) throw new Error(`the patch changes "${key}", which the state does not hold`);
    next[key] = applyStatePatch(inner, sub);
  }
  for (const key of patch['-'] ?? []) delete next[key];
  return next as T;
}
