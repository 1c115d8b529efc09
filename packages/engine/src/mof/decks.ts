/**
 * The stacks of the box: the four player stacks and the action deck, with their discard piles
 * shuffled back in (seeded) when a stack runs out. Arrays are replaced, never mutated — except in
 * place (`c.own`), where the stacks are the caller's own and change directly.
 */
import type { Ctx } from './ctx.js';
import { appended, copyOf } from '../core/lists.js';
import { writableDecks, writableTeam } from './ctx.js';
import type { Decks, PlayerLevel } from './types.js';

/** Takes the top of stack `k` (not empty). */
function top(c: Ctx, d: Decks, k: PlayerLevel | 'actions'): string {
  if (c.own) return d[k].shift() as string;
  const id = d[k][0] as string;
  d[k] = d[k].slice(1);
  return id;
}

/** Puts `ids` on discard pile `k`. */
function onto(c: Ctx, d: Decks, k: 'usedCards' | 'usedPlayers', ids: string | readonly string[]): void {
  if (!c.own) d[k] = d[k].concat(ids);
  else if (typeof ids === 'string') d[k].push(ids);
  else for (const id of ids) d[k].push(id);
}

export function drawAction(c: Ctx): string | null {
  const d = writableDecks(c);
  if (d.actions.length === 0) {
    if (d.usedCards.length === 0) return null;
    d.actions = c.rng.shuffle(d.usedCards.slice());
    d.usedCards = [];
  }
  return top(c, d, 'actions');
}

export function discardAction(c: Ctx, id: string): void {
  onto(c, writableDecks(c), 'usedCards', id);
}

export function drawPlayer(c: Ctx, level: PlayerLevel): string | null {
  const d = writableDecks(c);
  if (d[level].length === 0) {
    const back = d.usedPlayers.filter((id) => c.ix.player.get(id)?.level === level);
    if (back.length === 0) return null;
    d.usedPlayers = d.usedPlayers.filter((id) => c.ix.player.get(id)?.level !== level);
    d[level] = c.rng.shuffle(back);
  }
  return top(c, d, level);
}

/** Puts a wood player drawn for a match back on the wood stack (at the bottom). */
export function returnWood(c: Ctx, id: string): void {
  const d = writableDecks(c);
  if (c.own) d.wood.push(id);
  else d.wood = appended(d.wood, id);
}

export function discardPlayers(c: Ctx, ids: readonly string[]): void {
  if (!ids.length) return;
  onto(c, writableDecks(c), 'usedPlayers', ids);
}

/** Draws `n` action cards into team `t`'s hand. */
export function dealActions(c: Ctx, t: number, n: number): number {
  if (!c.s.teams[t]) return 0;
  const team = writableTeam(c, t);
  const hand = copyOf(team.hand);
  let got = 0;
  for (; got < n; got++) {
    const id = drawAction(c);
    if (id === null) break;
    hand.push(id);
  }
  team.hand = hand;
  if (got) c.ev?.push({ type: 'cardsDealt', team: t, count: got });
  return got;
}
