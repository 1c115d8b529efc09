/**
 * Match Preparation (rulebook: Playing a Match → Match Preparation). A team of exactly 3 players,
 * not all of the same position; a manager who cannot follow the rule with the cards at hand draws
 * a wood player and must field it (it goes back to the wood stack after the match).
 */
import type { DataIndex } from '../data/index.js';
import type { Position } from '../types.js';

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
  const n = squad.length;
  const pos: (Position | undefined)[] = [];
  for (let i = 0; i < n; i++) pos.push(ix.player.get(squad[i] as string)?.pos);
  const mustPos = must === null ? undefined : ix.player.get(must)?.pos;
  // The mixed teams (as mixedPositions); every team only when none mixes positions (rare).
  for (let any = false; ; any = true) {
    const out: string[][] = [];
    if (must !== null) {
      for (let j = 0; j < n; j++)
        for (let k = j + 1; k < n; k++)
          if (any || mustPos !== pos[j] || mustPos !== pos[k]) out.push([must, squad[j] as string, squad[k] as string]);
    } else {
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          for (let k = j + 1; k < n; k++)
            if (any || pos[i] !== pos[j] || pos[i] !== pos[k])
              out.push([squad[i] as string, squad[j] as string, squad[k] as string]);
    }
    if (out.length || any) return out; // no wood player left to fix the team: any team of 3
  }
}

/** The wood player to draw for the position rule: the first in the stack that fixes the team. */
export function woodToDraw(ix: DataIndex, squad: readonly string[], woodStack: readonly string[]): string | null {
  for (const id of woodStack) if (mixedPositions(ix, [id, ...squad])) return id;
  return woodStack[0] ?? null;
}
