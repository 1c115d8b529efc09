/**
 * Helpers the tests of both games share (not part of the public API). Each game's own
 * `test-support.ts` re-exports these with the game's types and adds its own.
 */
import assert from 'node:assert/strict';
import { isRuleError } from './errors.js';
import type { Applied, GameEvent } from './game.js';
import { Rng, seedRng } from './rng.js';

/** `o`, frozen all the way down (a test that a function never changes its input). */
export function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** Applies `actions` in order with `apply`; returns the last state and every event. */
export function playActions<S, A, E extends GameEvent>(
  apply: (s: S, a: A) => Applied<S, E>,
  s: S,
  actions: readonly A[],
): Applied<S, E> {
  const events: E[] = [];
  for (const a of actions) {
    const r = apply(s, a);
    s = r.state;
    for (const e of r.events) events.push(e);
  }
  return { state: s, events };
}

/** The first event of `type`, asserted to exist. */
export function eventOf<E extends GameEvent, T extends E['type']>(
  events: readonly E[],
  type: T,
): Extract<E, { type: T }> {
  const e = events.find((x) => x.type === type);
  assert.ok(e, `expected a ${type} event, got ${events.map((x) => x.type).join(', ')}`);
  return e as Extract<E, { type: T }>;
}

/** Asserts that `fn` throws a RuleError with `code` (and `field`, when given). */
export function throwsRule(fn: () => unknown, code: string, field?: string): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(isRuleError(e), `expected a RuleError, got ${String(e)}`);
    assert.equal(e.code, code, e.message);
    if (field !== undefined) assert.equal(e.field, field, e.message);
    return true;
  });
}

/** Asserts that `apply(s)` fails with `code` and leaves `s` exactly as it was. */
export function rejectsUnchanged<S>(s: S, apply: (s: S) => unknown, code: string): void {
  const before = JSON.stringify(s);
  throwsRule(() => apply(s), code);
  assert.equal(JSON.stringify(s), before, 'the state changed after a rejected action');
}

/** The first seed in 0..n-1 for which `f` returns a value. */
export function findSeed<T>(n: number, f: (seed: number) => T | null | undefined): T {
  for (let seed = 0; seed < n; seed++) {
    const r = f(seed);
    if (r !== null && r !== undefined) return r;
  }
  throw new Error(`no seed below ${n} gives the situation`);
}

/** What a fairness check needs from a game: its positions, its view and its determinization. */
export interface FairnessGame<S, Seat extends string> {
  /** Positions along a seeded match, with the seat to act. */
  positions(seed: number): { s: S; seat: Seat }[];
  determinize(s: S, seat: Seat, rng: Rng): S;
  viewFor(s: S, seat: Seat): unknown;
  /** What the seat cannot see (a position whose hidden part did not change compares nothing). */
  hidden(s: S, seat: Seat): string;
}

/**
 * Asserts a bot decides from its seat's view only: at each position, a state redealt consistently
 * with that view (another deck order, other hidden cards, another RNG) must get the same action
 * from a bot made alike (the same seed).
 */
export function checkFairBot<S, A, Seat extends string>(
  game: FairnessGame<S, Seat>,
  name: string,
  make: () => (s: S) => A,
  seeds: readonly number[],
): void {
  let compared = 0;
  for (const seed of seeds) {
    const rng = new Rng(seedRng(`fair:${seed}`));
    for (const { s, seat } of game.positions(seed)) {
      const other = game.determinize(s, seat, rng);
      assert.deepEqual(game.viewFor(other, seat), game.viewFor(s, seat));
      if (game.hidden(other, seat) === game.hidden(s, seat)) continue;
      compared++;
      assert.deepEqual(make()(other), make()(s), `${name}, match ${seed}, ${seat} to act`);
    }
  }
  assert.ok(compared > 5, `${name}: ${compared} positions compared`);
}
