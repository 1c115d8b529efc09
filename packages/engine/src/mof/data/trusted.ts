/**
 * The data sets `createMatch` and `createChampionship` accept without checking them again: the
 * default set, and each set `validateData()` returned (frozen, so it stays as checked). Kept apart
 * from the validator so that creating a match with trusted data does not load the validator.
 */
import type { MofData } from '../types.js';

const trustedSets = new WeakSet<object>();

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** Freezes a checked data set and trusts it from now on. */
export function trust(data: MofData): MofData {
  trustedSets.add(deepFreeze(data));
  return data;
}

/** Whether `data` is the default set or came from `validateData()`. */
export function isTrusted(data: unknown): data is MofData {
  return typeof data === 'object' && data !== null && trustedSets.has(data);
}
