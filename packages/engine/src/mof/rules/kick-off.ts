/**
 * Kick Off — resolving a match turn (rulebook: Kick Off; docs/rules/mof.md#a-turn).
 * The attacker rolls its attack die + genius die, the defender its defence die + genius die.
 * Goal if the attack total is higher, or if the attacker rolled the genius face with an Attacking
 * Genius on the field (once per match per team, even when the total was already higher).
 * No goal if the defender rolled the genius face with a Defensive Genius on the field.
 */
import type { DataIndex } from '../data/index.js';
import type { MatchState, Side, TurnRoll } from '../types.js';
import { factsOf, GENIUS_BITS, lineupGenius } from './facts.js';

export interface TurnOutcome {
  goal: boolean;
  reason: 'higher' | 'genius' | 'lower' | 'defensiveGenius';
  /** True when this goal uses the attacking genius (its once-per-match use). */
  usesGenius: boolean;
}

/** Whether a player in `lineup` has the genius flag `bit` (of `GENIUS_BITS`, read by its name: a record read by a name that varies is slow). */
export function hasGenius(ix: DataIndex, lineup: readonly string[], bit: number): boolean {
  return (lineupGenius(factsOf(ix), lineup) & bit) !== 0;
}

// The five possible outcomes, shared (asked twice a turn: allocation-free).
const SAVED: TurnOutcome = { goal: false, reason: 'defensiveGenius', usesGenius: false };
const HIGHER: TurnOutcome = { goal: true, reason: 'higher', usesGenius: false };
const HIGHER_GENIUS: TurnOutcome = { goal: true, reason: 'higher', usesGenius: true };
const GENIUS: TurnOutcome = { goal: true, reason: 'genius', usesGenius: true };
const LOWER: TurnOutcome = { goal: false, reason: 'lower', usesGenius: false };

export function turnOutcome(ix: DataIndex, m: MatchState, roll: TurnRoll): Readonly<TurnOutcome> {
  const a: Side = roll.attacker;
  const d: Side = a === 0 ? 1 : 0;
  if (roll.def.g && hasGenius(ix, m.sides[d].lineup, GENIUS_BITS.D as number)) return SAVED;
  const genius = roll.att.g && !m.sides[a].used.genius && hasGenius(ix, m.sides[a].lineup, GENIUS_BITS.A as number);
  if (roll.att.total > roll.def.total) return genius ? HIGHER_GENIUS : HIGHER;
  return genius ? GENIUS : LOWER;
}
