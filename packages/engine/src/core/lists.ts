/**
 * List helpers the rules of both games share: mostly new arrays, built instead of changing a list a
 * state may share with other states (`pushAll` fills a list the caller owns). Written as index
 * loops that push: `slice` on a frozen array and `concat` cost many times more in V8, and an array
 * built by pushing stays packed (fast to read).
 */

/** The empty list, shared and frozen: "none" answers that allocate nothing (never changed). */
export const NONE: readonly never[] = Object.freeze([]);

/** A new array with the items of `list`. */
export function copyOf<T>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i] as T);
  return out;
}

/** Pushes the items of `items` onto `to`, in order (a spread push is a generic builtin call). */
export function pushAll<T>(to: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) to.push(items[i] as T);
}

/** A new array: the items of `list`, then `item`. */
export function appended<T>(list: readonly T[], item: T): T[] {
  const out = copyOf(list);
  out.push(item);
  return out;
}

/** A new array: `list` without its first occurrence of `item` (a copy when it holds none). */
export function without<T>(list: readonly T[], item: T): T[] {
  return withoutAt(list, list.indexOf(item));
}

/** A new array: `list` without its item at index `at` (a copy when `at` is not an index of it). */
export function withoutAt<T>(list: readonly T[], at: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) if (i !== at) out.push(list[i] as T);
  return out;
}

/**
 * The index of `item` in `list` (-1 when absent), as `indexOf` finds it. A plain loop: MNE's
 * lists are short and their ids internalized strings, which `===` compares inline, while the
 * builtin is a call that compares each equally long id through another call. (Measure before using
 * it elsewhere: MoF's rules ran 20 % more instructions with it than with the builtins, since one
 * shared loop gathers the type feedback of every caller.)
 */
export function indexIn<T>(list: readonly T[], item: T): number {
  for (let i = 0; i < list.length; i++) if (list[i] === item) return i;
  return -1;
}
