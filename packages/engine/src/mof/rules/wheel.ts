/**
 * The match wheel (rulebook: Kick Off, Second Half Kick Off; docs/rules/mof.md#match-wheel).
 * 12 turns; the home side attacks on the data's turns (1, 4, 5, 8, 9, 12). Six spaces on a circle:
 * space k is first-half turn k and second-half turn 13 − k. Turn 13 stands for injury time.
 */
import { indexOf } from '../data/index.js';
import type { MatchState, MofState, Side, WheelDef } from '../types.js';

export const TURNS = 12;
export const INJURY_TURN = 13;

/** The side attacking on turn `turn` (1..12) of the wheel. */
export function attackerOn(wheel: WheelDef, turn: number): Side {
  return wheel.homeAttacks.includes(turn) ? 0 : 1;
}

/**
 * The side to attack on the match's current turn (injury time: the next injury-time attack). A bit
 * test on the data index's `homeAttacks`: it runs about twice a turn, where `includes` on the
 * data's list costs more (the public `attackerOn` helper takes any data: it scans).
 */
export function attackerNow(s: MofState, m: MatchState): Side {
  if (m.turn >= INJURY_TURN) return m.injury[0] ?? m.ha;
  return (indexOf(s.data).homeAttacks >> m.turn) & 1 ? 0 : 1;
}

export function minuteOf(wheel: WheelDef, turn: number): string {
  return turn >= INJURY_TURN ? `${wheel.minutes[TURNS - 1] ?? "90'"}+` : (wheel.minutes[turn - 1] ?? '');
}

/** The wheel space (1..6) of a turn: clockwise in the first half, back counter-clockwise after. */
export function wheelSpace(turn: number): number {
  return turn <= 6 ? turn : 13 - turn;
}

export function halfOf(turn: number): 1 | 2 {
  return turn <= 6 ? 1 : 2;
}
