/**
 * The stacks of the box: the four player stacks and the action deck, with their discard piles
 * shuffled back in (seeded) when a stack runs out. Arrays are replaced, never mutated.
 */
import type { Ctx } from './ctx.js';
import { writableDecks, writableTeam } from './ctx.js';
import type { PlayerLevel } from './types.js';

export function drawAction(c: Ctx): string | null {
  const d = writableDecks(c);
  if (d.actions.length === 0) {
    if (d.usedCards.length === 0) return null;
    d.actions = c.rng.shuffle(d.usedCards.slice());
    d.usedCards = [];
  }
  const id = d.actions[0] as string;
  d.actions = d.actions.slice(1);
  return id;
}

export function discardAction(c: Ctx, id: string): void {
  const d = writableDecks(c);
  d.usedCards = d.usedCards.concat(id);
}

export function drawPlayer(c: Ctx, level: PlayerLevel): string | null {
  const d = writableDecks(c);
  if (d[level].length === 0) {
    const back = d.usedPlayers.filter((id) => c.ix.player.get(id)?.level === level);
    if (back.length === 0) return null;
    d.usedPlayers = d.usedPlayers.filter((id) => c.ix.player.get(id)?.level !== level);
    d[level] = c.rng.shuffle(back);
  }
  const id = d[level][0] as string;
  d[level] = d[level].slice(1);
  return id;
}

export function discardPlayers(c: Ctx, ids: readonly string[]): void {
  if (!ids.length) return;
  const d = writableDecks(c);
  d.usedPlayers = d.usedPlayers.concat(ids);
}

/** Draws `n` action cards into team `t`'s hand. */
export function dealActions(c: Ctx, t: number, n: number): number {
  if (!c.s.teams[t]) return 0;
  const team = writableTeam(c, t);
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = drawAction(c);
    if (id === null) break;
    got.push(id);
  }
  team.hand = team.hand.concat(got);
  if (got.length) c.ev?.push({ type: 'cardsDealt', team: t, count: got.length });
  return got.length;
}
