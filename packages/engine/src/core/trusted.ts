/**
 * Data the rules accept without checking it again: what a game's validator returned (and its
 * shipped defaults), frozen so it stays as checked. Checking publisher data is worth doing once,
 * not at every match a simulation or a page creates; and kept apart from the validators, so that
 * creating a match with trusted data does not load them.
 */
// The one registry the engine keeps: which objects passed a validator. It cannot change a result
// (trusted data is data a validator would accept as it is); it only saves checking it again.
// eslint-disable-next-line no-restricted-syntax
const trustedValues = new WeakSet<object>();

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** Freezes a checked value (deeply) and trusts it from now on; returns it. */
export function trust<T extends object>(value: T): T {
  trustedValues.add(deepFreeze(value));
  return value;
}

/** Whether `value` was handed to `trust` (it is the one checked, frozen object). */
export function isTrusted(value: unknown): boolean {
  return typeof value === 'object' && value !== null && trustedValues.has(value);
}
