/**
 * Magic Number Eleven's working copy of one action: core's (`core/working-copy.ts`) — copy on write
 * for `applyAction`, in place for the trusted loops of `game.inPlace` — over the parts of an MNE
 * state the rules write: the two teams (`HOME`, `AWAY`), copied on first write. The rest of the
 * state is replaced field by field (arrays and the shot are never changed in a shared state).
 */
import {
  claimPart,
  closeWorkingCopy,
  generator,
  openInPlace as openCoreInPlace,
  openWorkingCopy,
  type WorkingCopy,
} from '../../core/working-copy.js';
import type { Rng } from '../../core/rng.js';
import { copyOf } from '../../core/lists.js';
import { lookup } from '../data/index.js';
import type { MneEvent, MneState, Seat, ShotState, TeamState } from '../types.js';

export type Ctx = WorkingCopy<MneState, MneEvent>;

/** The parts of a state a step copies once before writing them (bits of `Ctx.owned`). */
const HOME = 1;
const AWAY = 2;

/** The working copy of one `applyAction` on `state` (which stays untouched). */
export function openCopy(state: MneState): Ctx {
  return openWorkingCopy(cloneShallow(state));
}

/**
 * A context writing straight into `state`, which the caller owns (as made by `ownState`): its team
 * objects, its generator state, its shot, its deck and discard and its fronts and fields are its
 * own. Other arrays are still replaced, not mutated, so they may be shared with other states.
 */
export function openInPlace(state: MneState): Ctx {
  // One context per state, made at its first action and reused for the next ones (a match's
  // actions come one after the other): a context per action was a tenth of a playout's allocation.
  // Kept with what the rules last read from the data's states (`lookup(data).recent`). Nothing but
  // the generator changes in a context in place, so that is all there is to reset.
  const recent = lookup(state.data).recent;
  let ctx = recent.inPlace;
  if (ctx === null || ctx.s !== state) {
    ctx = openCoreInPlace(state);
    recent.inPlace = ctx;
  } else ctx.rng = null;
  return ctx;
}

/**
 * A copy of `state` that in-place rules may write: the state object, its generator state (written
 * back into its array), its two team objects, the shot,
 * the deck and discard (the piles a match changes most, which in place are popped and pushed), the
 * two fronts and fields (a placement moves its card from one to the other in place) and, during the
 * draft, the draft and its lists are new;
 * everything else is shared (rules replace those arrays and objects, never mutate them).
 */
export function ownState(state: MneState): MneState {
  const s = cloneShallow(state);
  s.rng = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
  if (s.shot) s.shot = { ...s.shot };
  s.teams.home = copyTeam(s.teams.home);
  s.teams.away = copyTeam(s.teams.away);
  s.teams.home.front = copyOf(s.teams.home.front);
  s.teams.away.front = copyOf(s.teams.away.front);
  s.teams.home.field = copyOf(s.teams.home.field);
  s.teams.away.field = copyOf(s.teams.away.field);
  s.deck = s.deck.slice();
  s.discard = s.discard.slice();
  // The draft is picked in place while it lasts (after it, only its picks are read).
  const d = s.draft;
  if (d && s.phase === 'draft') {
    s.draft = {
      round: d.round,
      revealed: copyOf(d.revealed),
      picks: d.picks,
      stars: copyOf(d.stars),
      removed: copyOf(d.removed),
      picked: { home: copyOf(d.picked.home), away: copyOf(d.picked.away) },
    };
  }
  return s;
}

/** Finishes the working copy: writes the generator state back, and returns the state. */
export function closeCopy(ctx: Ctx): MneState {
  return closeWorkingCopy(ctx);
}

/** The team of `seat`, copied on first access so it may be written. */
export function team(ctx: Ctx, seat: Seat): TeamState {
  const teams = ctx.s.teams;
  // Named properties, not teams[seat] (see `teamOf`).
  if (seat === 'home') {
    if (claimPart(ctx, HOME)) teams.home = copyTeam(teams.home);
    return teams.home;
  }
  if (claimPart(ctx, AWAY)) teams.away = copyTeam(teams.away);
  return teams.away;
}

/**
 * `s.teams[seat]` for reading, through the named properties: with `seat` varying, the computed key
 * is a slow (megamorphic) property load in V8, and rules read teams all the time.
 */
export function teamOf(s: MneState, seat: Seat): TeamState {
  return seat === 'home' ? s.teams.home : s.teams.away;
}

/** The shot, to be changed: the state's own in place, else a copy (the input state holds it). */
export function shotToWrite(ctx: Ctx): ShotState {
  if (!ctx.inPlace) ctx.s.shot = { ...(ctx.s.shot as ShotState) };
  return ctx.s.shot as ShotState;
}

/** The action's seeded generator (made when first needed). */
export function rng(ctx: Ctx): Rng {
  return generator(ctx);
}

export function other(seat: Seat): Seat {
  return seat === 'home' ? 'away' : 'home';
}

function copyTeam(t: TeamState): TeamState {
  return {
    front: t.front,
    field: t.field,
    subs: t.subs,
    out: t.out,
    hand: t.hand,
    tokens: t.tokens,
    subsUsed: t.subsUsed,
    score: t.score,
  };
}

/** A one-level copy written field by field (much faster than a spread on the hot path). */
function cloneShallow(s: MneState): MneState {
  const copy: MneState = {
    data: s.data,
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    half: s.half,
    active: s.active,
    step: s.step,
    turn: s.turn,
    injuryTime: s.injuryTime,
    deckRanOut: s.deckRanOut,
    marker: s.marker,
    deck: s.deck,
    discard: s.discard,
    teams: { home: s.teams.home, away: s.teams.away },
    placed: s.placed,
    tempo: s.tempo,
    subOpen: s.subOpen,
    shot: s.shot,
    draft: s.draft,
    lineup: s.lineup,
    ready: s.ready,
    shootout: s.shootout,
  };
  // Only scenario positions have it; a match's states keep their usual fields (and hashes).
  if (s.squads) copy.squads = s.squads;
  return copy;
}
