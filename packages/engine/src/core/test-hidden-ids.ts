/**
 * Helpers of the games' event-leaks tests: strings and ids in a state or an event, ids exchanged
 * for others of their kind, and an event's shape with its ids blanked.
 */
import assert from 'node:assert/strict';
import type { Rng } from './rng.js';

/** Every string in `v` (values and keys; a multiset), except inside the data, which names every card by design. */
export function stringsOf(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) stringsOf(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (k === 'data') continue;
      out.push(k);
      stringsOf(x, out);
    }
  return out;
}

/** `v` with every string (value or key) in `pairs` replaced by its partner; the data stays. */
export function swapIds<T>(v: T, pairs: ReadonlyMap<string, string>): T {
  const go = (x: unknown, top: boolean): unknown => {
    if (typeof x === 'string') return pairs.get(x) ?? x;
    if (Array.isArray(x)) return x.map((y) => go(y, false));
    if (x && typeof x === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, y] of Object.entries(x)) out[pairs.get(k) ?? k] = top && k === 'data' ? y : go(y, false);
      return out;
    }
    return x;
  };
  return go(v, true) as T;
}

/** Up to three disjoint pairs of same-kind ids from `pool`, each id mapped to its partner. */
export function randomPairs(rng: Rng, pool: readonly string[], kinds: Map<string, string>): Map<string, string> {
  const pairs = new Map<string, string>();
  const left = rng.shuffle(pool.slice());
  for (let n = 0; n < 3 && left.length > 1; n++) {
    const a = left.pop() as string;
    const j = left.findIndex((b) => kinds.get(b) === kinds.get(a));
    if (j < 0) continue;
    const b = left.splice(j, 1)[0] as string;
    pairs.set(a, b).set(b, a);
  }
  return pairs;
}

/** The shape of an event with every id, every blank ('' or null) and every list of ids blanked: what `eventsFor` must keep. */
export function shape(v: unknown, kinds: Map<string, string>): unknown {
  if (v === null || v === '' || (typeof v === 'string' && kinds.has(v))) return '#';
  if (Array.isArray(v)) {
    const xs = v.map((x) => shape(x, kinds));
    return xs.every((x) => x === '#') ? '#[]' : xs;
  }
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x, kinds)]));
  return v;
}

/** The ids (strings that `kinds` knows) in `v`, as a multiset. */
export const idsIn = (v: unknown, kinds: Map<string, string>): string[] => stringsOf(v).filter((x) => kinds.has(x));

/**
 * Checks an event as `viewer` got it (`seen`) against the event itself: the same but for ids
 * blanked; every id it names one the viewer `may` know or a rule shows at that event (`shown`);
 * every id blanked one it may not (`known`: what counts as known for that, often `may` itself).
 */
export function assertRedacted(
  event: unknown,
  seen: unknown,
  kinds: Map<string, string>,
  {
    may,
    known = may,
    shown,
    where,
    viewer,
  }: {
    may: ReadonlySet<string>;
    known?: ReadonlySet<string>;
    shown: readonly string[];
    where: string;
    viewer: string;
  },
): void {
  const type = (event as { type: string }).type;
  assert.deepEqual(shape(seen, kinds), shape(event, kinds), `${where}: ${type} changed beyond ids`);
  for (const id of idsIn(seen, kinds))
    assert.ok(may.has(id) || shown.includes(id), `${where}: ${type} names hidden ${id}`);
  const removed = idsIn(event, kinds);
  for (const id of idsIn(seen, kinds)) removed.splice(removed.indexOf(id), 1);
  for (const id of removed)
    assert.ok(!known.has(id) && !shown.includes(id), `${where}: ${type} hides ${id}, which ${viewer} may know`);
}
