/**
 * Calculating Defence and Attack Levels (rulebook: Setting the Match Tactics → Calculating Defence
 * and Attack Levels; rules-mof.md § Dice, § A match). Players' values for the match tactic, each
 * kept in 0..7 with its player modifiers, plus team modifiers → a value → a level (dice colour).
 * Equal levels: the side without home advantage drops one; both red: the home-advantage side
 * goes up one.
 */
import type { DataIndex } from '../data/index.js';
import type { Effect, Level, MatchState, MofState, PlayedCard, Side, SideLevels, Tactic, TeamState } from '../types.js';
import { TACTICS } from '../types.js';
import { levelIndex, levelOf, shiftLevel } from './dice.js';
import { abilityModifier, cardModifier, effectiveUnder, playerModifier } from './effects.js';

const clamp07 = (n: number) => (n < 0 ? 0 : n > 7 ? 7 : n);

/** One player's attack or defence value under `tactic`, with player modifiers, kept in 0..7. */
export function playerValue(ix: DataIndex, m: MatchState, id: string, k: 'att' | 'def', tactic: Tactic): number {
  return valueAt(ix, m, id, k, tactic, TACTICS.indexOf(tactic));
}

/** `playerValue` with the tactic's index already known. */
function valueAt(ix: DataIndex, m: MatchState, id: string, k: 'att' | 'def', tactic: Tactic, ti: number): number {
  const p = ix.player.get(id);
  if (!p) return 0;
  return clamp07((p[k][ti] as number) + playerModifier(ix, m, id, k === 'att' ? 'pAtt' : 'pDef', tactic));
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
  return { players, cards, ability, total, level: levelOf(s.data.dice, total) };
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
  const dice = s.data.dice;
  const ti = TACTICS.indexOf(tactic);
  // The sides' sums as sideValue's totals, in one pass over the cards in play: team modifiers
  // [home att, home def, away att, away def]; player modifiers are looked for only when a card
  // in play names a player.
  const mods = [0, 0, 0, 0];
  let named = false;
  for (let i = 0, list = m.cards; i < list.length; i++) {
    const pc = list[i] as PlayedCard;
    if (!pc.active) continue;
    if (pc.player !== undefined) {
      named = true;
      continue;
    }
    const card = ix.card.get(pc.card);
    if (!card || !effectiveUnder(card, tactic)) continue;
    for (let j = 0; j < card.effects.length; j++) {
      const e = card.effects[j] as Effect;
      if (e.k === 'att' || e.k === 'def') mods[pc.side * 2 + (e.k === 'att' ? 0 : 1)]! += e.n;
    }
  }
  for (let side = 0; side < 2; side++) {
    const team = s.teams[m.sides[side as Side].team] as TeamState;
    let a = abilityModifier(ix, team, 'att') + (mods[side * 2] as number);
    let d = abilityModifier(ix, team, 'def') + (mods[side * 2 + 1] as number);
    for (let i = 0, lineup = m.sides[side as Side].lineup; i < lineup.length; i++) {
      const id = lineup[i] as string;
      const p = ix.player.get(id);
      if (!p) continue;
      a += clamp07((p.att[ti] as number) + (named ? playerModifier(ix, m, id, 'pAtt', tactic) : 0));
      d += clamp07((p.def[ti] as number) + (named ? playerModifier(ix, m, id, 'pDef', tactic) : 0));
    }
    mods[side * 2] = a;
    mods[side * 2 + 1] = d;
  }
  const att0 = mods[0] as number;
  const def0 = mods[1] as number;
  const att1 = mods[2] as number;
  const def1 = mods[3] as number;
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
