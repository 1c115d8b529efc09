/**
 * Masters of Football's working context of one action: core's working copy
 * (`core/working-copy.ts`) — copy on write for `applyAction`, in place for core's InPlaceStepper and
 * for creating a state — over the parts of an MoF state the rules write: the stacks (`decks`), the
 * teams array and each team, each match of the matchday. A part is copied the first time it is
 * written; the match side records the action created are listed on the context (`markCreated`).
 * Shared helpers to reach a match's teams, managers and players.
 */
import type { Rng } from '../../core/rng.js';
import {
  claimPart,
  openInPlace as openCoreInPlace,
  openWorkingCopy,
  type WorkingCopy,
} from '../../core/working-copy.js';
import type { DataIndex } from '../data/index.js';
import { indexOf } from '../data/index.js';
import type { ManagerDef, MatchState, MofEvent, MofState, PlayerDef, Side, TeamState } from '../types.js';

export interface Ctx extends WorkingCopy<MofState, MofEvent> {
  /** The data set's index (`indexOf(s.data)`). */
  ix: DataIndex;
}

/** The parts of a state an action copies once before writing them (bits of `Ctx.owned`). */
const DECKS = 1;
const TEAMS = 2;
/** Team `t` (0..7). */
const teamPart = (t: number): number => 1 << (2 + t);
/** Match `mi` of the matchday (0..3). */
const matchPart = (mi: number): number => 1 << (10 + mi);

/** A match copy; its sides stay shared until `setSide` replaces one (sides are never changed in place). */
export function cloneMatch(m: MatchState): MatchState {
  return { ...m };
}

/** The working copy of one `applyAction` on `s` (which stays untouched). */
export function openCopy(s: MofState): Ctx {
  // `teams` stays shared until a team changes (writableTeam copies the array then).
  const c = openWorkingCopy<MofState, MofEvent>({ ...s, matches: s.matches.slice() }) as Ctx;
  c.ix = indexOf(s.data);
  if (c.s.matches.length) writableMatch(c, c.s.active);
  return c;
}

/**
 * A context working on `s` itself: `s` must be owned by the caller (see `ownState`). `rng`
 * continues a generator the caller holds (a state being created); no events are collected.
 */
export function openInPlace(s: MofState, rng: Rng | null = null): Ctx {
  const c = openCoreInPlace<MofState, MofEvent>(s, rng) as Ctx;
  c.ix = indexOf(s.data);
  return c;
}

/** Marks matches 0..n-1, just created by this action, as its own. */
export function ownNewMatches(c: Ctx, n: number): void {
  for (let mi = 0; mi < n; mi++) claimPart(c, matchPart(mi));
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
  if (!claimPart(c, teamPart(t))) return team;
  if (claimPart(c, TEAMS)) c.s.teams = c.s.teams.slice(); // the array itself, on the first change
  const copy = { ...team };
  c.s.teams[t] = copy;
  return copy;
}

/** Team `t` gains `amount` (a cost: negative), told by a moneyChanged event; returns the (writable) team. */
export function changeMoney(c: Ctx, t: number, amount: number, reason: string): TeamState {
  const team = writableTeam(c, t);
  team.money += amount;
  c.events?.push({ type: 'moneyChanged', team: t, amount, money: team.money, reason });
  return team;
}

/** The draft's stacks, copied on first use so they may be changed. */
export function writableDecks(c: Ctx): MofState['decks'] {
  if (claimPart(c, DECKS)) c.s.decks = { ...c.s.decks };
  return c.s.decks;
}

/** Match `mi` of the draft, copied on first use so it may be changed. */
export function writableMatch(c: Ctx, mi: number): MatchState {
  const m = c.s.matches[mi] as MatchState;
  if (!claimPart(c, matchPart(mi))) return m;
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
