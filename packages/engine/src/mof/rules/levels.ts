/**
 * Calculating Defence and Attack Levels (rulebook: Setting the Match Tactics → Calculating Defence
 * and Attack Levels; docs/rules/mof.md#levels,
 * #attack-and-defence-levels). Players' values for the match tactic, each
 * kept in 0..7 with its player modifiers, plus team modifiers → a value → a level (dice colour).
 * Equal levels: the side without home advantage drops one; both red: the home-advantage side
 * goes up one.
 */
import type { DataIndex } from '../data/index.js';
import type { Level, MatchState, MofState, Side, SideLevels, Tactic, TeamState } from '../types.js';
import { TACTICS } from '../types.js';
import { levelIndex, levelOf, shiftLevel } from './dice.js';
import { abilityModifier, cardModifier, playerModifier } from './effects.js';
import { clamp07, codeValue, factsOf } from './facts.js';

/** One player's attack or defence value under `tactic`, with player modifiers, kept in 0..7. */
export function playerValue(ix: DataIndex, m: MatchState, id: string, k: 'att' | 'def', tactic: Tactic): number {
  return valueAt(ix, m, id, k, tactic, TACTICS.indexOf(tactic));
}

/** `playerValue` with the tactic's index already known. */
function valueAt(ix: DataIndex, m: MatchState, id: string, k: 'att' | 'def', tactic: Tactic, ti: number): number {
  const c = factsOf(ix).player[id];
  if (c === undefined) return 0;
  return clamp07(
    codeValue(c, (k === 'att' ? 0 : 12) + 3 * ti) + playerModifier(ix, m, id, k === 'att' ? 'pAtt' : 'pDef', tactic),
  );
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
  const ti = TACTICS.indexOf(tactic);
  const players = m.sides[side].lineup.map((id) => valueAt(ix, m, id, k, tactic, ti));
  const cards = cardModifier(ix, m, side, k, tactic);
  const ability = abilityModifier(ix, s.teams[m.sides[side].team] as TeamState, k);
  let total = cards + ability;
  for (const v of players) total += v;
  return { players, cards, ability, total, level: levelOf(ix.dice, total) };
}

/**
 * `sideValue(…).total` of attack and defence together (each player read once), into `out` at
 * `at` and `at + 1`; `named`: whether a card in play names a player.
 */
function sideTotals(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  ti: number,
  named: boolean,
  out: number[],
  at: number,
): void {
  const tactic = TACTICS[ti] as Tactic;
  const lineup = m.sides[side].lineup;
  const team = s.teams[m.sides[side].team] as TeamState;
  const cards = m.cards.length > 0;
  let att = abilityModifier(ix, team, 'att') + (cards ? cardModifier(ix, m, side, 'att', tactic) : 0);
  let def = abilityModifier(ix, team, 'def') + (cards ? cardModifier(ix, m, side, 'def', tactic) : 0);
  const codes = factsOf(ix).player;
  for (let i = 0; i < lineup.length; i++) {
    const id = lineup[i] as string;
    const c = codes[id];
    if (c === undefined) continue;
    att += clamp07(codeValue(c, 3 * ti) + (named ? playerModifier(ix, m, id, 'pAtt', tactic) : 0));
    def += clamp07(codeValue(c, 12 + 3 * ti) + (named ? playerModifier(ix, m, id, 'pDef', tactic) : 0));
  }
  out[at] = att;
  out[at + 1] = def;
}

/** Applies the equal-level rule to two levels of one kind; returns the new pair and what changed. */
export function separateLevels(
  home: Level,
  away: Level,
  ha: Side,
  says = true,
): { levels: [Level, Level]; change: string | null } {
  if (home !== away) return { levels: [home, away], change: null };
  const pair: [Level, Level] = [home, away];
  if (levelIndex(home) === 0) {
    pair[ha] = shiftLevel(home, 1);
    return { levels: pair, change: says ? `${ha === 0 ? 'home' : 'away'} up to ${pair[ha]} (both red)` : null };
  }
  const low: Side = ha === 0 ? 1 : 0;
  pair[low] = shiftLevel(home, -1);
  return { levels: pair, change: says ? `${low === 0 ? 'home' : 'away'} down to ${pair[low]} (equal levels)` : null };
}

/**
 * Both sides' final attack and defence levels for `tactic`, with the adjustments made (described
 * only when `says`: the in-place stepper builds no events, so it skips building their text).
 */
export function computeLevels(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  tactic: Tactic,
  says = true,
): { levels: [SideLevels, SideLevels]; adjusted: string[] } {
  const dice = ix.dice;
  // Player modifiers are looked for only when a card in play names a player.
  const named = m.cards.some((pc) => pc.active && pc.player !== undefined);
  const ti = TACTICS.indexOf(tactic);
  const v = [0, 0, 0, 0]; // home attack, defence, away attack, defence
  sideTotals(ix, s, m, 0, ti, named, v, 0);
  sideTotals(ix, s, m, 1, ti, named, v, 2);
  const [att0, def0, att1, def1] = v as [number, number, number, number];
  const att = separateLevels(levelOf(dice, att0), levelOf(dice, att1), m.ha, says);
  const def = separateLevels(levelOf(dice, def0), levelOf(dice, def1), m.ha, says);
  const adjusted: string[] = [];
  if (att.change) adjusted.push(`attack: ${att.change}`);
  if (def.change) adjusted.push(`defence: ${def.change}`);
  const levels: [SideLevels, SideLevels] = [
    { att: att0, def: def0, attLevel: att.levels[0], defLevel: def.levels[0] },
    { att: att1, def: def1, attLevel: att.levels[1], defLevel: def.levels[1] },
  ];
  return { levels, adjusted };
}
