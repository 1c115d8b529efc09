/**
 * Calculating Defence and Attack Levels (rulebook: Setting the Match Tactics → Calculating Defence
 * and Attack Levels; rules-mof.md § Dice, § A match). Players' values for the match tactic, each
 * kept in 0..7 with its player modifiers, plus team modifiers → a value → a level (dice colour).
 * Equal levels: the side without home advantage drops one; both red: the home-advantage side
 * goes up one.
 */
import type { DataIndex } from '../data/index.js';
import type { Level, MatchState, MofState, Side, SideLevels, Tactic } from '../types.js';
import { TACTICS } from '../types.js';
import { levelIndex, levelOf, shiftLevel } from './dice.js';
import { playerModifier, teamModifier } from './effects.js';

const clamp07 = (n: number) => (n < 0 ? 0 : n > 7 ? 7 : n);

/** One player's attack or defence value under `tactic`, with player modifiers, kept in 0..7. */
export function playerValue(ix: DataIndex, m: MatchState, id: string, k: 'att' | 'def', tactic: Tactic): number {
  const p = ix.player.get(id);
  if (!p) return 0;
  const base = p[k][TACTICS.indexOf(tactic)] as number;
  return clamp07(base + playerModifier(ix, m, id, k === 'att' ? 'pAtt' : 'pDef', tactic));
}

export interface ValueBreakdown {
  /** Each player's value on the field, in lineup order. */
  players: number[];
  cards: number;
  ability: number;
  total: number;
  level: Level;
}

/** A side's attack or defence value with its parts, before the equal-level rule. */
export function sideValue(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  k: 'att' | 'def',
  tactic: Tactic,
): ValueBreakdown {
  const players = m.sides[side].lineup.map((id) => playerValue(ix, m, id, k, tactic));
  const mod = teamModifier(ix, s, m, side, k, tactic);
  let total = mod.cards + mod.ability;
  for (const v of players) total += v;
  return { players, cards: mod.cards, ability: mod.ability, total, level: levelOf(s.data.dice, total) };
}

/** Applies the equal-level rule to two levels of one kind; returns the new pair and what changed. */
export function separateLevels(home: Level, away: Level, ha: Side): { levels: [Level, Level]; change: string | null } {
  if (home !== away) return { levels: [home, away], change: null };
  const pair: [Level, Level] = [home, away];
  if (levelIndex(home) === 0) {
    pair[ha] = shiftLevel(home, 1);
    return { levels: pair, change: `${ha === 0 ? 'home' : 'away'} up to ${pair[ha]} (both red)` };
  }
  const low: Side = ha === 0 ? 1 : 0;
  pair[low] = shiftLevel(home, -1);
  return { levels: pair, change: `${low === 0 ? 'home' : 'away'} down to ${pair[low]} (equal levels)` };
}

/** Both sides' final attack and defence levels for `tactic`, with the adjustments made. */
export function computeLevels(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  tactic: Tactic,
): { levels: [SideLevels, SideLevels]; adjusted: string[] } {
  const v = [0, 1].map((side) => ({
    att: sideValue(ix, s, m, side as Side, 'att', tactic),
    def: sideValue(ix, s, m, side as Side, 'def', tactic),
  })) as [{ att: ValueBreakdown; def: ValueBreakdown }, { att: ValueBreakdown; def: ValueBreakdown }];
  const att = separateLevels(v[0].att.level, v[1].att.level, m.ha);
  const def = separateLevels(v[0].def.level, v[1].def.level, m.ha);
  const adjusted: string[] = [];
  if (att.change) adjusted.push(`attack: ${att.change}`);
  if (def.change) adjusted.push(`defence: ${def.change}`);
  const levels = [0, 1].map((i) => ({
    att: v[i as Side].att.total,
    def: v[i as Side].def.total,
    attLevel: att.levels[i as Side],
    defLevel: def.levels[i as Side],
  })) as [SideLevels, SideLevels];
  return { levels, adjusted };
}
