/**
 * Match Preparation (rulebook: Playing a Match → Match Preparation). A team of exactly 3 players,
 * not all of the same position; a manager who cannot follow the rule with the cards at hand draws
 * a wood player and must field it. The first in the stack that fixes the team is drawn; if no
 * wood player can (with many persons every one may be in a squad), the first that can from the
 * next stack up: bronze, silver, then gold. He goes back to his stack after the match.
 */
import type { DataIndex } from '../data/index.js';

export const TEAM_SIZE = 3;

/** True when the three players are not all of one position. */
export function mixedPositions(ix: DataIndex, ids: readonly string[]): boolean {
  const first = ix.player.get(ids[0] ?? '')?.pos;
  return ids.some((id) => ix.player.get(id)?.pos !== first);
}

/** True when `squad` can field a legal team on its own. */
export function canFieldTeam(ix: DataIndex, squad: readonly string[]): boolean {
  return squad.length >= TEAM_SIZE && mixedPositions(ix, squad);
}

/**
 * Every legal team of 3 from `squad`, in squad order. With a wood player drawn (`must`), every
 * team includes it; if even then no team can mix positions, any team with it is allowed.
 */
export function teamChoices(ix: DataIndex, squad: readonly string[], must: string | null): string[][] {
  const all: string[][] = [];
  const mixed: string[][] = [];
  // A drawn wood player (`must`) leads the list, and only teams he leads are made.
  const ids = must === null ? squad : [must, ...squad];
  const pos = ids.map((id) => ix.player.get(id)?.pos);
  const n = ids.length;
  for (let i = 0; i < (must === null ? n : 1); i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        const team = [ids[i] as string, ids[j] as string, ids[k] as string];
        all.push(team);
        if (pos[i] !== pos[j] || pos[i] !== pos[k]) mixed.push(team); // as mixedPositions
      }
  return mixed.length ? mixed : all; // no player left in the box to fix the team: any team of 3
}

/** Whether drawing `id` for the position rule lets `squad` field a team of mixed positions. */
export const fixesTeam = (ix: DataIndex, squad: readonly string[], id: string): boolean =>
  mixedPositions(ix, [id, ...squad]);
