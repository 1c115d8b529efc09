/**
 * 1. Team Action (rulebook: "1. Team Action", "Control Track & Marker", "Clarifications";
 * decisions: docs/rules/mne.md#team-action). PASS draws 1..min(Pass icons, 5 − hand) cards, PRESS pushes the
 * marker by the Press icons; one of them, never both; mandatory when any is possible, skipped when
 * none is (first turn of a half, Injury Time, full hand and marker at the end…).
 */
import { RuleError } from '../../core/errors.js';
import { atOpponentEnd, pushMarker } from '../track.js';
import type { MneState, PassAction } from '../types.js';
import { teamOf, type Ctx } from './context.js';
import { drawToHand, HAND_LIMIT } from './synergy-deck.js';
import { summary } from './tactical-icons.js';

export interface TeamActionOptions {
  /** The most cards PASS may draw now (0 when PASS is impossible). */
  passMax: number;
  passIcons: number;
  pressIcons: number;
  canPress: boolean;
}

export function teamActionOptions(s: MneState): TeamActionOptions {
  const t = teamOf(s, s.active);
  const sum = summary(s.data, t.field);
  return {
    passMax: passMaxWith(s, t.hand.length, sum.pass),
    passIcons: sum.pass,
    pressIcons: sum.press,
    canPress: pressWith(s, sum.press),
  };
}

// Pass and Press icons are never under a Shoot Token: the field's counts are the answer. These two
// build no options object: they are asked at the start of every turn and by the random bot.

/**
 * The most cards PASS may draw with a hand of `hand` cards and `passIcons` Pass icons on the field
 * (0 when PASS is impossible).
 */
export function passMaxWith(s: MneState, hand: number, passIcons: number): number {
  const room = Math.min(HAND_LIMIT - hand, s.deck.length + s.discard.length);
  return Math.max(0, Math.min(passIcons, room));
}

/** Whether PRESS is possible now, with `pressIcons` Press icons on the active team's field. */
export function pressWith(s: MneState, pressIcons: number): boolean {
  return pressIcons > 0 && !atOpponentEnd(s.data.track, s.marker, s.active);
}

/** Whether PASS or PRESS is possible now (asked at the start of every turn: one look-up of the field). */
export function teamActionPossible(s: MneState): boolean {
  const t = teamOf(s, s.active);
  const sum = summary(s.data, t.field);
  return passMaxWith(s, t.hand.length, sum.pass) > 0 || pressWith(s, sum.press);
}

/** Why the active team's Team Action is skipped in `s`, at its step: in Injury Time, or none is possible. */
export function teamActionSkipped(s: MneState): 'injuryTime' | 'noAction' | null {
  if (s.injuryTime) return 'injuryTime';
  return teamActionPossible(s) ? null : 'noAction';
}

/** Moves on to the Player Action when no Team Action is possible (also after a substitution). */
export function skipTeamActionIfImpossible(ctx: Ctx): void {
  const s = ctx.s;
  if (s.step !== 'team') return;
  const reason = teamActionSkipped(s);
  if (reason === null) return;
  ctx.events?.push({ type: 'teamActionSkipped', seat: s.active, reason });
  s.step = 'player';
}

export function applyPass(ctx: Ctx, a: PassAction): void {
  const s = ctx.s;
  const t = teamOf(s, s.active);
  const icons = summary(s.data, t.field).pass;
  const hand = t.hand.length;
  if (icons === 0) throw new RuleError('ILLEGAL_ACTION', 'PASS needs at least one Pass icon on the field.');
  if (a.draw > HAND_LIMIT - hand) {
    throw new RuleError('HAND_LIMIT', `Drawing ${a.draw} would exceed the hand limit of 5 (hand: ${hand}).`);
  }
  const max = passMaxWith(s, hand, icons);
  if (a.draw < 1 || a.draw > max) {
    throw new RuleError('ILLEGAL_ACTION', `PASS may draw 1 to ${max} cards now, not ${a.draw}.`);
  }
  ctx.events?.push({ type: 'passed', seat: s.active, icons, draw: a.draw });
  drawToHand(ctx, s.active, a.draw);
  s.step = 'player';
}

export function applyPress(ctx: Ctx): void {
  const s = ctx.s;
  const icons = summary(s.data, teamOf(s, s.active).field).press;
  if (!pressWith(s, icons)) {
    throw new RuleError(
      'ILLEGAL_ACTION',
      icons === 0
        ? 'PRESS needs at least one Press icon on the field.'
        : 'PRESS is impossible: the Control Marker is already at the opponent’s end.',
    );
  }
  const from = s.marker;
  s.marker = pushMarker(s.data.track, from, s.active, icons);
  ctx.events?.push({ type: 'pressed', seat: s.active, icons, from, to: s.marker });
  ctx.events?.push({ type: 'markerMoved', from, to: s.marker, reason: 'press' });
  s.step = 'player';
}
