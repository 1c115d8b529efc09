/**
 * The working copy of one step (one action applied), shared by both games. Two modes, one set of
 * rules:
 * - copy on write (`openWorkingCopy`, for the pure `applyAction`): the step works on a shallow copy
 *   of the input state; each part of it that the rules change (a team, a match, the stacks…) is
 *   copied the first time it is written and marked as owned, so it is copied once per step. Arrays
 *   are replaced, never changed, so the input state is never touched and what did not change is
 *   shared with it. The events are collected;
 * - in place (`openInPlace`, for loops that own their state: simulations, search playouts, a state
 *   being created): every part is owned already, the rules write straight into the state, and no
 *   events are kept — rules record one with `c.events?.push({…})`, so in place it is not even built.
 *
 * A game lists its parts as bits of `owned` (`1 << n` each) and writes its own accessors
 * ("the team to write") on `ownsPart`/`claimPart`. The seeded generator is made when first needed
 * and its state written back by `closeWorkingCopy`.
 */
import { Rng, type RngState } from './rng.js';

export interface WorkingCopy<S extends { rng: RngState }, E> {
  /** The state being worked on: a copy of the input, or in place the caller's own state. */
  s: S;
  /** Whether `s` is the caller's own state, written in place (and every part of it owned). */
  inPlace: boolean;
  /** The events so far; null in place, where nobody reads them. */
  events: E[] | null;
  /** The parts of `s` that are this step's own (a bit per part, the game's list); all in place. */
  owned: number;
  /**
   * Objects this step created inside parts it does not own (a game's records it may change again
   * in place instead of copying them again, see `isOwnObject`); kept short.
   */
  created: object[];
  /** The seeded generator, once a rule needed it (see `generator`). */
  rng: Rng | null;
}

/** `owned` in place: every part. */
export const EVERY_PART = -1;

/** The longest `created` list: a miss only costs one more copy. */
const CREATED_KEPT = 16;

/** A step working on `copy`, a shallow copy of the input state the game made. */
export function openWorkingCopy<S extends { rng: RngState }, E>(copy: S): WorkingCopy<S, E> {
  return { s: copy, inPlace: false, events: [], owned: 0, created: [], rng: null };
}

/**
 * A step writing straight into `s`, which the caller owns (each game's `ownState` makes such a
 * copy): no part is copied and no event kept. `rng` continues a generator the caller holds.
 */
export function openInPlace<S extends { rng: RngState }, E>(s: S, rng: Rng | null = null): WorkingCopy<S, E> {
  return { s, inPlace: true, events: null, owned: EVERY_PART, created: [], rng };
}

/** Whether part `part` (a bit) of the state is this step's own, so it may be written. */
export function ownsPart(c: { owned: number }, part: number): boolean {
  return (c.owned & part) !== 0;
}

/**
 * Marks `part` as this step's own; true when it was not yet, so the caller copies it now (once).
 */
export function claimPart(c: { owned: number }, part: number): boolean {
  if ((c.owned & part) !== 0) return false;
  c.owned |= part;
  return true;
}

/** What `isOwnObject` needs of a step: a scenario being built passes its own. */
export type CreatedObjects = Pick<WorkingCopy<{ rng: RngState }, unknown>, 'inPlace' | 'created'>;

/** Whether this step created `o` (so may change it in place); in place, every object may be. */
export function isOwnObject(c: CreatedObjects, o: object): boolean {
  return c.inPlace || c.created.includes(o);
}

/** Records `o` as created by this step. */
export function markCreated(c: CreatedObjects, o: object): void {
  if (c.created.length >= CREATED_KEPT) c.created = [];
  c.created.push(o);
}

/** The step's seeded generator, made from the state's the first time a rule needs one. */
export function generator<S extends { rng: RngState }>(c: WorkingCopy<S, unknown>): Rng {
  if (c.rng === null) c.rng = new Rng(c.s.rng);
  return c.rng;
}

/**
 * Ends the step: the generator's state goes back into the state (in place into its own array,
 * else as a new one: the input state shares the old) and the state is returned.
 */
export function closeWorkingCopy<S extends { rng: RngState }>(c: WorkingCopy<S, unknown>): S {
  const rng = c.rng;
  if (rng !== null) {
    if (c.inPlace) rng.save(c.s.rng);
    else c.s.rng = rng.state;
  }
  return c.s;
}
