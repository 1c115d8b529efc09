/**
 * Injury Time (rulebook: Injury Time, Home Advantage; rules-mof.md § A match). If the teams are
 * tied, or the side with home advantage is down by one, it rolls the tactic die: 3 or more gives an
 * extra attack turn. A side with a "roll tactical die for extra attack" card in effect may roll too,
 * on the same score condition seen from its side.
 */
import type { DataIndex } from '../data/index.js';
import type { MatchState, Side } from '../types.js';
import { effectOf } from './effects.js';

export const INJURY_ROLL_NEEDED = 3;

/** Sides that roll for an injury-time attack, home advantage first. */
export function injuryRollers(ix: DataIndex, m: MatchState): Side[] {
  const out: Side[] = [];
  for (let i = 0; i < 2; i++) {
    const side: Side = i === 0 ? m.ha : m.ha === 0 ? 1 : 0;
    const diff = m.score[side] - m.score[side === 0 ? 1 : 0];
    if ((diff === 0 || diff === -1) && (side === m.ha || hasInjuryCard(ix, m, side))) out.push(side);
  }
  return out;
}

function hasInjuryCard(ix: DataIndex, m: MatchState, side: Side): boolean {
  for (const pc of m.cards)
    if (pc.active && pc.side === side && effectOf(ix.card.get(pc.card)?.effects ?? [], 'injury')) return true;
  return false;
}
