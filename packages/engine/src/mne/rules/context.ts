/**
 * The working copy of one action. Two modes, one set of rules:
 * - pure (`openCtx`, for `applyAction`): a shallow copy of the state whose teams are copied on
 *   first write, and the events emitted so far. Rules change `ctx.s` and replace arrays instead of
 *   mutating them, so the input state is never touched and unchanged parts are shared with it (no
 *   deep copies on the hot path);
 * - in place (`openInPlace`, for the trusted loops of `game.inPlace`): `ctx.s` is a state the loop
 *   owns (see `ownState`), written directly, and no events are kept: `ctx.events` is null.
 * Rules record an event with `ctx.events?.push({...})`, so in place the event is not even built.
 * Either way the seeded generator is created only when needed.
 */
import { Rng } from '../../core/rng.js';
import { copyOf } from '../../core/lists.js';
import { lookup } from '../data/index.js';
import type { MneEvent, MneState, Seat, ShotState, TeamState } from '../types.js';

export interface Ctx {
  s: MneState;
  /** Whether `s` is the caller's own state, written in place (see `openInPlace`). */
  inPlace: boolean;
  /** The events so far; null in place, where nobody reads them. */
  events: MneEvent[] | null;
  rngInstance: Rng | null;
  /** Whether ctx.s.teams.home / .away is already this action's own copy. */
  ownHome: boolean;
  ownAway: boolean;
}

export function openCtx(state: MneState): Ctx {
  return {
    s: cloneShallow(state),
    inPlace: false,
    events: [],
    rngInstance: null,
    ownHome: false,
    ownAway: false,
  };
}

/**
 * A context writing straight into `state`, which the caller owns (as made by `ownState`): its team
 * objects, its shot, its deck and discard and its fronts and fields are its own. Other arrays are
 * still replaced, not mutated, so they may be shared with other states.
 */
export function openInPlace(state: MneState): Ctx {
  // One context per state, made at its first action and reused for the next ones (a match's
  // actions come one after the other): a context per action was a tenth of a playout's allocation.
  // Kept with what the rules last read from the data's states (`lookup(data).recent`). Nothing but
  // the generator changes in a context in place, so that is all there is to reset.
  const recent = lookup(state.data).recent;
  let ctx = recent.inPlace;
  if (ctx === null || ctx.s !== state) {
    ctx = { s: state, inPlace: true, events: null, rngInstance: null, ownHome: true, ownAway: true };
    recent.inPlace = ctx;
  } else ctx.rngInstance = null;
  return ctx;
}

/**
 * A copy of `state` that in-place rules may write: the state object, its two team objects, the shot,
 * the deck and discard (the piles a match changes most, which in place are popped and pushed), the
 * two fronts and fields (a placement moves its card from one to the other in place) and, during the
 * draft, the draft and its lists are new;
 * everything else is shared (rules replace those arrays and objects, never mutate them).
 */
export function ownState(state: MneState): MneState {
  const s = cloneShallow(state);
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

/** Finishes the working copy: writes the generator state back. */
export function closeCtx(ctx: Ctx): MneState {
  if (ctx.rngInstance) ctx.s.rng = ctx.rngInstance.state;
  return ctx.s;
}

/** The team of `seat`, copied on first access so it may be written. */
export function team(ctx: Ctx, seat: Seat): TeamState {
  const teams = ctx.s.teams;
  // Named properties, not teams[seat] (see `teamOf`).
  if (seat === 'home') {
    if (!ctx.ownHome) {
      teams.home = copyTeam(teams.home);
      ctx.ownHome = true;
    }
    return teams.home;
  }
  if (!ctx.ownAway) {
    teams.away = copyTeam(teams.away);
    ctx.ownAway = true;
  }
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

export function rng(ctx: Ctx): Rng {
  if (!ctx.rngInstance) ctx.rngInstance = new Rng(ctx.s.rng);
  return ctx.rngInstance;
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
