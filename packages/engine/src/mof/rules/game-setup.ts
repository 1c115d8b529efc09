/**
 * Game Setup (rulebook: Game Setup — Choosing the Managers, Preparing Initial Squads, Setting Up
 * Action Cards; Conflict Resolutions: Super Agent Partnership Player Cost Discount).
 */
import type { DataIndex } from '../data/index.js';
import type { PlayerDef, PlayerLevel, TeamState } from '../types.js';
import { abilityOf } from './effects.js';

export const MANAGERS_DEALT = 2;
export const INITIAL_HAND: [PlayerLevel, number][] = [
  ['gold', 1],
  ['silver', 2],
  ['bronze', 3],
];
export const MIN_SQUAD = 3;
export const MAX_SQUAD = 6;
export const AFTER_SETUP_MONEY = 5;
export const INITIAL_ACTION_CARDS = 5;

/** Players of each level dealt to a team at setup (Initial Squad Hand Bonus adds to each level). */
export function initialHand(ix: DataIndex, team: TeamState): [PlayerLevel, number][] {
  const bonus = abilityOf(ix, team, 'squadBonus')?.n ?? 0;
  return INITIAL_HAND.map(([level, n]) => [level, n + bonus]);
}

/** What `team` pays for `p` (Player Cost Discount, never on players that cost 1M or less). */
export function priceOf(ix: DataIndex, team: TeamState, p: PlayerDef): number {
  const discount = abilityOf(ix, team, 'discount')?.n ?? 0;
  if (!discount || p.cost <= 1) return p.cost;
  return Math.max(1, p.cost - discount);
}

/** Managers each person is dealt: two when the box has enough, else one (5–8 persons). */
export function managersPerPerson(managers: number, persons: number): number {
  return Math.max(1, Math.min(MANAGERS_DEALT, Math.floor(managers / persons)));
}
