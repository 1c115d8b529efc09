/**
 * Half Time and Game End (rulebook: "Half Time", "Game End", "Penalty Kick"; decisions:
 * docs/rules/mne.md#half-time,
 * #end-of-the-match). At half time the field cards return in front of their
 * players, Shoot Tokens go, all synergy cards (hands too) are shuffled into a new deck, the marker
 * returns to the middle, each team may substitute, and Away starts the 2nd half. After the 2nd half
 * the higher score wins; a draw goes to a Penalty Kick Shootout only if the match option says so
 * (five kicks each, alternating, Home first, then sudden death).
 */
import { RuleError } from '../../core/errors.js';
import type { MatchResult, MneState, PenaltyAction, Seat } from '../types.js';
import { appended, copyOf, pushAll } from '../../core/lists.js';
import { other, rng, team, type Ctx } from './context.js';
import { canSubstitute } from './substitution.js';
import { beginTurn } from './turn.js';
import { halfTimeSeat } from './to-act.js';

export { halfTimeSeat };

const SEATS: readonly Seat[] = ['home', 'away'];
export const SHOOTOUT_KICKS = 5;

export function endHalf(ctx: Ctx): void {
  const s = ctx.s;
  s.injuryTime = false;
  s.deckRanOut = false;
  s.step = 'team';
  ctx.events?.push({ type: 'halfEnded', half: s.half, score: score(s) });
  if (s.half === 1) {
    startHalfTime(ctx);
  } else if (s.teams.home.score === s.teams.away.score && s.options.shootout) {
    s.phase = 'shootout';
    s.shootout = { kicks: { home: [], away: [] }, kicker: 'home', kick: null };
    ctx.events?.push({ type: 'shootoutStarted' });
  } else {
    finish(ctx);
  }
}

function startHalfTime(ctx: Ctx): void {
  const s = ctx.s;
  // Copies pushed into, not concat (a concat here once made whole matches slower afterwards) nor
  // a spread push (a generic call).
  const everything = copyOf(s.deck);
  pushAll(everything, s.discard);
  pushAll(everything, s.teams.home.hand);
  pushAll(everything, s.teams.away.hand);
  for (const seat of SEATS) {
    const t = team(ctx, seat);
    const front = copyOf(t.front);
    for (const p of t.field) front.push(p.card);
    t.front = front;
    t.field = [];
    t.tokens = [];
    t.hand = [];
  }
  s.deck = rng(ctx).shuffle(everything);
  s.discard = [];
  ctx.events?.push({ type: 'deckReshuffled', count: s.deck.length });
  if (s.marker !== s.data.track.start) {
    ctx.events?.push({ type: 'markerMoved', from: s.marker, to: s.data.track.start, reason: 'halfTime' });
    s.marker = s.data.track.start;
  }
  s.phase = 'halfTime';
  s.ready = [];
  s.subOpen = false;
  advanceHalfTime(ctx);
}

/** The seat whose half-time substitutions are pending. */

/** Seats with nothing to decide are ready at once; when both are, the 2nd half starts with Away. */
export function advanceHalfTime(ctx: Ctx): void {
  const s = ctx.s;
  for (let seat = halfTimeSeat(s); seat !== null; seat = halfTimeSeat(s)) {
    if (canSubstitute(s, seat)) return;
    markReady(ctx, seat);
  }
  s.phase = 'play';
  s.half = 2;
  s.active = 'away';
  ctx.events?.push({ type: 'halfStarted', half: 2, first: 'away' });
  beginTurn(ctx);
}

export function markReady(ctx: Ctx, seat: Seat): void {
  ctx.s.ready = appended(ctx.s.ready, seat);
  ctx.s.subOpen = false;
  ctx.events?.push({ type: 'readyForHalf', seat });
}

export function applyShootoutKick(ctx: Ctx, a: PenaltyAction): void {
  const s = ctx.s;
  const so = s.shootout;
  if (!so) throw new RuleError('ILLEGAL_ACTION', 'There is no shootout.');
  if (so.kick === null) {
    s.shootout = { ...so, kick: a.direction };
    ctx.events?.push({ type: 'penaltyChosen', seat: so.kicker, role: 'kicker' });
    return;
  }
  ctx.events?.push({ type: 'penaltyChosen', seat: other(so.kicker), role: 'keeper' });
  const goal = so.kick !== a.direction;
  const kicks = { ...so.kicks, [so.kicker]: [...so.kicks[so.kicker], goal] };
  ctx.events?.push({ type: 'shootoutKick', seat: so.kicker, kick: so.kick, save: a.direction, goal });
  s.shootout = { kicks, kicker: other(so.kicker), kick: null };
  if (shootoutDecided(kicks)) finish(ctx);
}

function shootoutDecided(kicks: Record<Seat, boolean[]>): boolean {
  const goals = (seat: Seat) => kicks[seat].filter(Boolean).length;
  const h = kicks.home.length;
  const a = kicks.away.length;
  if (h <= SHOOTOUT_KICKS && a <= SHOOTOUT_KICKS) {
    const left = (n: number) => SHOOTOUT_KICKS - n;
    return goals('home') + left(h) < goals('away') || goals('away') + left(a) < goals('home');
  }
  return h === a && goals('home') !== goals('away');
}

function score(s: MneState): Record<Seat, number> {
  return { home: s.teams.home.score, away: s.teams.away.score };
}

function finish(ctx: Ctx): void {
  ctx.s.phase = 'over';
  ctx.events?.push({ type: 'matchEnded', result: matchResult(ctx.s) });
}

export function matchResult(s: MneState): MatchResult {
  const sc = score(s);
  const so = s.shootout
    ? { home: s.shootout.kicks.home.filter(Boolean).length, away: s.shootout.kicks.away.filter(Boolean).length }
    : null;
  let winner: Seat | null = sc.home > sc.away ? 'home' : sc.away > sc.home ? 'away' : null;
  if (winner === null && so && so.home !== so.away) winner = so.home > so.away ? 'home' : 'away';
  return { score: sc, winner, shootout: so };
}
