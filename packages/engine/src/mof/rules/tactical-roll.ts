/**
 * Setting the Match Tactics — the tactical roll (rulebook: Setting the Match Tactics, Home
 * Advantage; docs/rules/mof.md#match-tactics). Tactic die + genius die (G counts as its value) + the
 * players' tactical values (with player modifiers, kept in 0..7) + card and ability modifiers.
 * Higher wins; a tie goes to home advantage. A Tactical Genius on the field with a G roll wins
 * outright; both → home advantage.
 */
import type { DataIndex } from '../data/index.js';
import type { MatchState, MofState, Side, Tactic, TacticalRollSide, TeamState } from '../types.js';
import { hasGenius } from './kick-off.js';
import { clamp07, codeValue, factsOf, GENIUS_BITS } from './facts.js';
import { abilityModifier, cardModifier, playerModifier, teamModifier } from './effects.js';

export interface TacticalParts {
  /** Each player's tactical value (with modifiers), in lineup order. */
  players: number[];
  cards: number;
  ability: number;
  tacticalGenius: boolean;
}

/** The non-dice parts of a side's tactical value; card constraints are read against its own chosen tactic. */
export function tacticalParts(ix: DataIndex, s: MofState, m: MatchState, side: Side): TacticalParts {
  const sd = m.sides[side];
  const tactic = m.forced ?? sd.tactic;
  const players = sd.lineup.map((id) => playerTac(ix, m, id, tactic));
  const mod = teamModifier(ix, s, m, side, 'tac', tactic);
  return { players, cards: mod.cards, ability: mod.ability, tacticalGenius: hasTacticalGenius(ix, sd.lineup) };
}

/** One player's tactical value with player modifiers under `tactic`, kept in 0..7. */
function playerTac(ix: DataIndex, m: MatchState, id: string, tactic: Tactic | null): number {
  // Without cards in play there are no modifiers to look for.
  return clamp07(
    codeValue(factsOf(ix).player[id] ?? 0, 24) + (m.cards.length ? playerModifier(ix, m, id, 'pTac', tactic) : 0),
  );
}

const hasTacticalGenius = (ix: DataIndex, lineup: readonly string[]) => hasGenius(ix, lineup, GENIUS_BITS.T as number);

/** A full tactical roll record from its parts and dice. */
export function tacticalTotal(parts: TacticalParts, die: number, genius: number, g: boolean): TacticalRollSide {
  let players = 0;
  for (const p of parts.players) players += p;
  return {
    die,
    genius,
    g,
    players,
    cards: parts.cards,
    ability: parts.ability,
    total: die + genius + players + parts.cards + parts.ability,
    tacticalGenius: parts.tacticalGenius,
  };
}

/** `tacticalTotal(tacticalParts(…), …)` without the breakdown's list. */
export function tacticalRollOf(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  die: number,
  genius: number,
  g: boolean,
): TacticalRollSide {
  const sd = m.sides[side];
  const tactic = m.forced ?? sd.tactic;
  let players = 0;
  for (let i = 0; i < sd.lineup.length; i++) players += playerTac(ix, m, sd.lineup[i] as string, tactic);
  const cards = cardModifier(ix, m, side, 'tac', tactic);
  const ability = abilityModifier(ix, s.teams[sd.team] as TeamState, 'tac');
  return {
    die,
    genius,
    g,
    players,
    cards,
    ability,
    total: die + genius + players + cards + ability,
    tacticalGenius: hasTacticalGenius(ix, sd.lineup),
  };
}

/** Who wins the tactical battle, and why. */
export function tacticalWinner(
  home: TacticalRollSide,
  away: TacticalRollSide,
  ha: Side,
): { winner: Side; reason: 'higher' | 'tie' | 'genius' | 'bothGenius' } {
  const hg = home.g && home.tacticalGenius;
  const ag = away.g && away.tacticalGenius;
  if (hg && ag) return { winner: ha, reason: 'bothGenius' };
  if (hg) return { winner: 0, reason: 'genius' };
  if (ag) return { winner: 1, reason: 'genius' };
  if (home.total === away.total) return { winner: ha, reason: 'tie' };
  return { winner: home.total > away.total ? 0 : 1, reason: 'higher' };
}
