/**
 * Injury Time (rulebook: Injury Time, Home Advantage; docs/rules/mof.md#injury-time). If the teams are
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
  for (const side of [m.ha, m.ha === 0 ? 1 : 0] as Side[]) {
    const diff = m.score[side] - m.score[side === 0 ? 1 : 0];
    if (diff !== 0 && diff !== -1) continue;
    const card = m.cards.some(
      (pc) => pc.active && pc.side === side && effectOf(ix.card.get(pc.card)?.effects ?? [], 'injury'),
    );
    if (side === m.ha || card) out.push(side);
  }
  return out;
}
