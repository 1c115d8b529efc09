/**
 * The working context of one `applyAction`: a draft state (the small objects on the path of change
 * are shallow copies; arrays are never mutated in place, only replaced), the seeded generator and
 * the events produced. Shared helpers to reach a match's teams, managers and players.
 *
 * The same rules code also runs in place (`own`, for core's InPlaceStepper and for creating a
 * state): the state is the caller's own, so every `writable*` returns the object itself, `setSide`
 * changes sides directly, and no events are collected (`ev` is undefined; rules write
 * `c.ev?.push({…})`, so the event objects are not even built).
 */
import { Rng } from '../core/rng.js';
import type { DataIndex } from './data/index.js';
import { indexOf } from './data/index.js';
import type { ManagerDef, MatchState, MofEvent, MofState, PlayerDef, Side, TeamState } from './types.js';

export interface Ctx {
  s: MofState;
  rng: Rng;
  /** The events produced; undefined in place (nobody reads them). */
  ev?: MofEvent[];
  ix: DataIndex;
  /** Bit i set: `s.matches[i]` is already a private copy (matches are copied when first touched). */
  copied: number;
  /** Bit i set: `s.teams[i]` is already a private copy; -1: everything is fresh. */
  tcopied: number;
  /** True once `s.decks` is a private copy. */
  dcopied: boolean;
  /** In place: the state, its arrays included, belongs to the caller (see `inPlace`). */
  own: boolean;
  /**
   * Objects this context created (match side records and their pairs): still private to it, so
   * they may be changed in place instead of copied again (see `isFresh`).
   */
  fresh: object[];
}

/** What `isFresh` needs of a context: a scenario being built passes its own. */
export type FreshObjects = Pick<Ctx, 'own' | 'fresh'>;

/** Starts a new working context's record of fresh objects: nothing created before it may be changed in place. */
function noneFresh(): object[] {
  return [];
}

/**
 * Whether `o` was created by this context (a match side record or a pair of them), so it may be
 * changed in place instead of copied again; in place, every object of the state may be.
 */
export function isFresh(c: FreshObjects, o: object): boolean {
  return c.own || c.fresh.includes(o);
}

/** Records `o` as created by this context (the record is kept short: a miss only means one more copy). */
export function markFresh(c: FreshObjects, o: object): void {
  if (c.fresh.length >= 16) c.fresh = [];
  c.fresh.push(o);
}

/** A match copy; its sides stay shared until `setSide` replaces one (sides are never changed in place). */
export function cloneMatch(m: MatchState): MatchState {
  return { ...m };
}

/** A draft of `s` safe to change through property assignment (never `push` into its arrays). */
export function draft(s: MofState): Ctx {
  // `teams` stays shared until a team changes (writableTeam copies the array then).
  const d: MofState = { ...s, matches: s.matches.slice() };
  const c: Ctx = {
    s: d,
    rng: new Rng(s.rng),
    ev: [],
    ix: indexOf(s.data),
    copied: 0,
    tcopied: 0,
    dcopied: false,
    own: false,
    fresh: noneFresh(),
  };
  if (d.matches.length) writableMatch(c, d.active);
  return c;
}

/**
 * A context working on `s` itself: `s` must be owned by the caller (see `ownState`). Without
 * `events`, none are collected.
 */
export function inPlace(s: MofState, rng: Rng, events?: MofEvent[]): Ctx {
  return {
    s,
    rng,
    ev: events,
    ix: indexOf(s.data),
    copied: -1,
    tcopied: -1,
    dcopied: true,
    own: true,
    fresh: noneFresh(),
  };
}

/**
 * A copy of `s` that an in-place context may change without touching `s`: every object the rules
 * change in place (the state, its generator state, teams, decks, matches and match sides, the
 * stacks) is copied; other arrays and the records inside them are shared, as the rules only ever
 * replace those.
 */
export function ownState(s: MofState): MofState {
  const d = s.decks;
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    teams: s.teams.map((t) => ({ ...t })),
    decks: {
      gold: d.gold.slice(),
      silver: d.silver.slice(),
      bronze: d.bronze.slice(),
      wood: d.wood.slice(),
      actions: d.actions.slice(),
      usedPlayers: d.usedPlayers.slice(),
      usedCards: d.usedCards.slice(),
    },
    matches: s.matches.map((m) => ({ ...m, sides: [{ ...m.sides[0] }, { ...m.sides[1] }] })),
  };
}

/** Team `t` of the draft, copied on first use so it may be changed. */
export function writableTeam(c: Ctx, t: number): TeamState {
  const team = c.s.teams[t] as TeamState;
  if (c.tcopied & (1 << t)) return team;
  if (c.tcopied === 0) c.s.teams = c.s.teams.slice(); // the array itself, on the first change
  c.tcopied |= 1 << t;
  const copy = { ...team };
  c.s.teams[t] = copy;
  return copy;
}

/** Team `t` gains `amount` (a cost: negative), told by a moneyChanged event; returns the (writable) team. */
export function changeMoney(c: Ctx, t: number, amount: number, reason: string): TeamState {
  const team = writableTeam(c, t);
  team.money += amount;
  c.ev?.push({ type: 'moneyChanged', team: t, amount, money: team.money, reason });
  return team;
}

/** The draft's stacks, copied on first use so they may be changed. */
export function writableDecks(c: Ctx): MofState['decks'] {
  if (!c.dcopied) {
    c.dcopied = true;
    c.s.decks = { ...c.s.decks };
  }
  return c.s.decks;
}

/** Match `mi` of the draft, copied on first use so it may be changed. */
export function writableMatch(c: Ctx, mi: number): MatchState {
  const m = c.s.matches[mi] as MatchState;
  if (c.copied & (1 << mi)) return m;
  c.copied |= 1 << mi;
  const copy = cloneMatch(m);
  c.s.matches[mi] = copy;
  return copy;
}

export function teamOf(s: MofState, m: MatchState, side: Side): TeamState {
  return s.teams[m.sides[side].team] as TeamState;
}

export function managerOf(ix: DataIndex, t: TeamState): ManagerDef | null {
  return t.manager === null ? null : (ix.manager.get(t.manager) ?? null);
}

export function player(ix: DataIndex, id: string): PlayerDef {
  return ix.player.get(id) as PlayerDef;
}

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/**
 * A new counter record: `used` with one more use of `k` (the same keys, in the same order, as
 * `{ ...used, [k]: n + 1 }`, which costs about fifteen times as much for these small records).
 */
export function withUse(used: Readonly<Record<string, number>>, k: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key in used) out[key] = used[key] as number;
  out[k] = (used[k] ?? 0) + 1;
  return out;
}
