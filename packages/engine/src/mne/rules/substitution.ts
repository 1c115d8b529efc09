/**
 * Substitution (rulebook: "Substitution", "Half Time" step 5, "Clarifications"; decisions:
 * docs/rules/mne.md#substitution). Up to 3 substitution occasions per game, in the team's own turn before the
 * Player Action (before or after the Team Action) or at Half Time. Sub in goes in front of the
 * player, never onto the field; sub out comes from the field or from in front, loses its Shoot
 * Tokens and can never return. Pairs made one after another with no other action between are one
 * occasion ("you may substitute several Player Cards at the same time").
 */
import { RuleError } from '../../core/errors.js';
import type { MneState, Placed, Seat, SubstituteAction, TeamState } from '../types.js';
import { appended, withoutAt, indexIn } from '../../core/lists.js';
import { team, teamOf, type Ctx } from './context.js';
import { summariseNewField, tokenIcons, type Icon } from './tactical-icons.js';
import { frontChanged } from './front-positions.js';

export const MAX_SUBSTITUTIONS = 3;

/** True when `seat` may make a substitution pair now (ignoring whose move it is). */
export function canSubstitute(s: MneState, seat: Seat): boolean {
  return teamCanSubstitute(s, teamOf(s, seat));
}

/** `canSubstitute` of the seat whose team `t` is. */
export function teamCanSubstitute(s: MneState, t: TeamState): boolean {
  return t.subs.length > 0 && (s.subOpen || t.subsUsed < MAX_SUBSTITUTIONS) && t.front.length + t.field.length > 0;
}

export function applySubstitute(ctx: Ctx, seat: Seat, a: SubstituteAction): void {
  const s = ctx.s;
  const cur = teamOf(s, seat);
  // Plain loops and the indices they found (no `indexOf` or callbacks: builtin calls cost more here).
  const subAt = indexIn(cur.subs, a.in);
  if (subAt < 0) {
    throw new RuleError('ILLEGAL_ACTION', `${a.in} is not an available substitute in the Sub Space.`);
  }
  let fieldAt = -1;
  for (let i = 0; i < cur.field.length && fieldAt < 0; i++) if ((cur.field[i] as Placed).card === a.out) fieldAt = i;
  const frontAt = fieldAt < 0 ? indexIn(cur.front, a.out) : -1;
  if (fieldAt < 0 && frontAt < 0) {
    throw new RuleError('ILLEGAL_ACTION', `${a.out} is neither on the field nor in front of the player.`);
  }
  if (!s.subOpen && cur.subsUsed >= MAX_SUBSTITUTIONS) {
    throw new RuleError('ILLEGAL_ACTION', 'All 3 substitutions of this game have been used.');
  }
  const t = team(ctx, seat);
  if (!s.subOpen) t.subsUsed += 1;
  s.subOpen = true;
  t.subs = withoutAt(t.subs, subAt);
  t.out = appended(t.out, a.out);
  if (fieldAt >= 0) {
    // Shoot Tokens on the leaving card's icons are removed with it.
    if (t.tokens.length > 0) t.tokens = tokensLeft(t.tokens, tokenIcons(s.data, t.field, t.tokens), a.out);
    const prev = t.field;
    t.field = withoutAt(prev, fieldAt);
    summariseNewField(s.data, t.field, prev, prev[fieldAt] as Placed);
  }
  t.front = frontChanged(s.data, t.front, frontAt, a.in, ctx.inPlace);
  ctx.events?.push({ type: 'substituted', seat, in: a.in, out: a.out, occasion: t.subsUsed });
}

/** The Shoot Tokens that stay when `card` leaves: those on none of its icons (`icons`), a new list. */
function tokensLeft(tokens: readonly string[], icons: readonly Icon[], card: string): string[] {
  const left: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i] as string;
    let gone = false;
    for (let k = 0; k < icons.length && !gone; k++) {
      const ic = icons[k] as Icon;
      gone = ic.key === key && indexIn(ic.cards, card) >= 0;
    }
    if (!gone) left.push(key);
  }
  return left;
}
