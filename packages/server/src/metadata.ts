/**
 * boardgame.io writes a match's metadata whole, from a copy it read earlier: a move writes the copy
 * it read before applying the move (with a new `updatedAt`), a socket's connection change and a
 * lobby join each theirs. A join landing while a move is applied was overwritten by the move's
 * write, and the player's seat and credentials were lost. Here each write changes only what its
 * writer changed in its copy (a three-way merge against the copy as it was read), applied to the
 * metadata as stored when it is written.
 */

type Json = unknown;
const isObject = (x: Json): x is Record<string, Json> => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Whether a match's metadata says it is over (boardgame.io writes `gameover`, null or absent until then). */
export const isOver = (metadata: { gameover?: unknown } | undefined) =>
  metadata?.gameover !== undefined && metadata.gameover !== null;
/** Whether two JSON values are equal. */
export const sameJson = (a: Json, b: Json) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * `stored` with the changes `written` made to `read` (the copy its writer read): key by key, and
 * inside objects (the players, each player) field by field. A field removed by the writer (a player
 * who left) is removed.
 */
export function mergeMetadata(read: Json, stored: Json, written: Json): Json {
  if (!isObject(read) || !isObject(stored) || !isObject(written)) return sameJson(written, read) ? stored : written;
  const merged: Record<string, Json> = {};
  for (const key of new Set([...Object.keys(stored), ...Object.keys(written), ...Object.keys(read)])) {
    const value =
      key in read && key in stored && key in written
        ? mergeMetadata(read[key], stored[key], written[key])
        : sameJson(written[key], read[key])
          ? stored[key]
          : written[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** A copy of JSON data (metadata is JSON: it is stored as such); several times faster than structuredClone. */
function copyJson<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) return x.map(copyJson) as T;
  const copy: Record<string, Json> = {};
  for (const key of Object.keys(x)) copy[key] = copyJson((x as Record<string, Json>)[key]);
  return copy as T;
}

/** Remembers, for each metadata object handed to boardgame.io, the copy it was made from. */
export class MetadataReads {
  private readonly reads = new WeakMap<object, Json>();

  /** A private copy of `stored` for boardgame.io to change (its lobby changes metadata in place). */
  handOut<T>(stored: T): T {
    if (!isObject(stored)) return stored;
    const copy = copyJson(stored);
    this.reads.set(copy, stored);
    // A move writes `{ ...metadata, updatedAt }`: a new object around the same players.
    if (isObject(copy.players)) this.reads.set(copy.players, stored);
    return copy;
  }

  /** The metadata `written` was made from, if it came from `handOut`. */
  readFor(written: Json): Json | undefined {
    if (!isObject(written)) return undefined;
    return this.reads.get(written) ?? (isObject(written.players) ? this.reads.get(written.players) : undefined);
  }
}
