/**
 * Read-only helpers for UIs and rule illustrations: a side's tactical value breakdown, attack and
 * defence values and levels with their reasons, the wheel (who attacks on each turn, minute
 * labels), standings with tie-breakers, and lookups of the data behind ids.
 */
import { indexOf, defaultData } from './data/index.js';
import type { Level, MatchState, MofData, MofState, ResultRow, Side, SideName, StandingRow, Tactic } from './types.js';
import { tacticalParts, type TacticalParts } from './rules/tactical-roll.js';
import { computeLevels, sideValue, type ValueBreakdown } from './rules/levels.js';
import { attackerOn as wheelAttacker, halfOf, minuteOf, wheelSpace } from './rules/wheel.js';
import { decidedBy, standingsFrom } from './rules/winning-the-game.js';
import { levelOf } from './rules/dice.js';

const sideIndex = (side: Side | SideName): Side => (side === 'home' || side === 0 ? 0 : 1);

/** The match being played (or the last one), or null outside matchdays. */
export function activeMatch(s: MofState): MatchState | null {
  return s.matches[s.active] ?? null;
}

/** A side's tactical value without the dice: players' values, card and ability modifiers. */
export function tacticalBreakdown(
  s: MofState,
  side: Side | SideName,
  match = s.active,
): TacticalParts & { withoutDice: number } {
  const m = s.matches[match];
  if (!m) throw new RangeError(`No match ${match}`);
  const parts = tacticalParts(indexOf(s.data), s, m, sideIndex(side));
  return { ...parts, withoutDice: parts.players.reduce((a, b) => a + b, 0) + parts.cards + parts.ability };
}

export interface TeamValues {
  tactic: Tactic;
  att: ValueBreakdown;
  def: ValueBreakdown;
  /** Final levels after the equal-level rule. */
  attLevel: Level;
  defLevel: Level;
  /** Why a level differs from its value's level ("attack: away down to brown (equal levels)"). */
  reasons: string[];
}

/** A side's attack and defence values under `tactic` (default: the match tactic) and its levels. */
export function teamValues(s: MofState, side: Side | SideName, tactic?: Tactic, match = s.active): TeamValues {
  const m = s.matches[match];
  if (!m) throw new RangeError(`No match ${match}`);
  const ix = indexOf(s.data);
  const t = tactic ?? m.tactic ?? 'possession';
  const i = sideIndex(side);
  const { levels, adjusted } = computeLevels(ix, s, m, t);
  const name = i === 0 ? 'home' : 'away';
  return {
    tactic: t,
    att: sideValue(ix, s, m, i, 'att', t),
    def: sideValue(ix, s, m, i, 'def', t),
    attLevel: levels[i].attLevel,
    defLevel: levels[i].defLevel,
    reasons: adjusted.filter((r) => r.includes(name)),
  };
}

/** Which side attacks on turn `turn` (1..12) of the wheel. */
export function attackerOn(turn: number, data: MofData = defaultData): SideName {
  return wheelAttacker(data.wheel, turn) === 0 ? 'home' : 'away';
}

/** The minute label of a turn (13 = injury time). */
export function minuteLabel(turn: number, data: MofData = defaultData): string {
  return minuteOf(data.wheel, turn);
}

export interface WheelTurn {
  turn: number;
  minute: string;
  /** Wheel space 1..6 (first half clockwise, second half back). */
  space: number;
  half: 1 | 2;
  attacker: SideName;
}

/** The whole wheel, turn by turn. */
export function wheelTurns(data: MofData = defaultData): WheelTurn[] {
  return Array.from({ length: 12 }, (_, i) => ({
    turn: i + 1,
    minute: minuteOf(data.wheel, i + 1),
    space: wheelSpace(i + 1),
    half: halfOf(i + 1),
    attacker: attackerOn(i + 1, data),
  }));
}

/** The dice level of a value (e.g. 9 → blue). */
export function levelForValue(value: number, data: MofData = defaultData): Level {
  return levelOf(data.dice, value);
}

export interface StandingWithReason extends StandingRow {
  position: number;
  /** Which rule put this team above the next one ('points', 'goalDifference', …), null for last. */
  aboveNextBy: ReturnType<typeof decidedBy> | null;
}

/** A table from results (any teams, any results), with the tie-breaker deciding each place. */
export function standingsFromResults(
  results: readonly ResultRow[],
  teams: readonly number[],
  names: readonly string[] = [],
): StandingWithReason[] {
  const rows = standingsFrom(results, teams, names);
  return rows.map((r, i) => {
    const next = rows[i + 1];
    return { ...r, position: i + 1, aboveNextBy: next ? decidedBy(r, next) : null };
  });
}

/** The data behind ids, for rendering cards. */
export function lookup(s: MofState | MofData) {
  const data = 'players' in s ? s : s.data;
  const ix = indexOf(data);
  return {
    player: (id: string) => ix.player.get(id) ?? null,
    card: (id: string) => data.cards.find((c) => c.id === id) ?? null, // (the index's copies have every field)
    manager: (id: string) => ix.manager.get(id) ?? null,
    nonPersonTeam: (id: string) => ix.npt.get(id) ?? null,
  };
}
