/**
 * Setting the Match Tactics — the tactical roll (rulebook: Setting the Match Tactics, Home
 * Advantage; rules-mof.md § A match). Tactic die + genius die (G counts as its value) + the
 * players' tactical values (with player modifiers, kept in 0..7) + card and ability modifiers.
 * Higher wins; a tie goes to home advantage. A Tactical Genius on the field with a G roll wins
 * outright; both → home advantage.
 */
import type { DataIndex } from '../data/index.js';
import type { MatchState, MofState, Side, TacticalRollSide } from '../types.js';
import { playerModifier, teamModifier } from './effects.js';

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
  const players = sd.lineup.map((id) => {
    const v = (ix.player.get(id)?.tac ?? 0) + playerModifier(ix, m, id, 'pTac', tactic);
    return v < 0 ? 0 : v > 7 ? 7 : v;
  });
  const mod = teamModifier(ix, s, m, side, 'tac', tactic);
  const tacticalGenius = sd.lineup.some((id) => ix.player.get(id)?.genius?.includes('T') ?? false);
  return { players, cards: mod.cards, ability: mod.ability, tacticalGenius };
}

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
