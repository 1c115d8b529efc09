/**
 * Who is who in a match: the seat of each side, the outsiders (persons not playing this match, who
 * may still play corruption cards and Whistleblower — rulebook: Use of Corruption and
 * Counter-Corruption From Outsiders), and who may blow the whistle on a corruption card.
 */
import type { DataIndex } from '../data/index.js';
import { NONE } from '../../core/lists.js';
import type { MatchState, MofState, Side, TeamState } from '../types.js';
import { effectOf, moneyNeeded } from '../rules/effects.js';

// The seat → team look-up lives beside the window search, which needs it; re-exported for the flow.
export { teamOfSeat } from '../rules/effects.js';

export function seatOf(s: MofState, m: MatchState, side: Side): string | null {
  return s.teams[m.sides[side].team]?.seat ?? null;
}

/** The side a seat plays in `m`, or null for an outsider. */
export function sideOfSeat(s: MofState, m: MatchState, seat: string): Side | null {
  if (seatOf(s, m, 0) === seat) return 0;
  if (seatOf(s, m, 1) === seat) return 1;
  return null;
}

/** Team indices of persons not playing `m`, in seat order. */
export function outsiders(s: MofState, m: MatchState): readonly number[] {
  if (s.teams.length <= 2) return NONE; // a stand-alone match has none
  const out: number[] = [];
  for (let i = 0; i < s.teams.length; i++)
    if ((s.teams[i] as TeamState).seat !== null && i !== m.sides[0].team && i !== m.sides[1].team) out.push(i);
  return out;
}

/** Whistleblower cards team `t` could play now. */
export function whistleCards(ix: DataIndex, s: MofState, t: number): string[] {
  const team = s.teams[t];
  if (!team || team.seat === null) return [];
  const out: string[] = [];
  for (const id of team.hand) {
    const card = ix.card.get(id);
    if (!card || out.includes(id) || card.timing === 'pre' || !effectOf(card.effects, 'block')) continue;
    if (team.money >= moneyNeeded(ix, team, card)) out.push(id);
  }
  return out;
}

/** Seats asked, in order, whether to blow the whistle on a corruption card played by `by` against `victim`. */
export function whistleQueue(ix: DataIndex, s: MofState, m: MatchState, victim: Side, by: string): string[] {
  const teams = [m.sides[victim].team, m.sides[victim === 0 ? 1 : 0].team, ...outsiders(s, m)];
  const out: string[] = [];
  for (const t of teams) {
    const seat = s.teams[t]?.seat;
    if (seat && seat !== by && !out.includes(seat) && whistleCards(ix, s, t).length) out.push(seat);
  }
  return out;
}
