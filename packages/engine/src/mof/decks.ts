/**
 * The stacks of the box: the four player stacks and the action deck, with their discard piles
 * shuffled back in (seeded) when a stack runs out. Arrays are replaced, never mutated — except in
 * place (`c.inPlace`), where the stacks are the caller's own and change directly.
 */
import type { Ctx } from './rules/context.js';
import { appended, without } from '../core/lists.js';
import { writableDecks, writableTeam } from './rules/context.js';
import { generator } from '../core/working-copy.js';
import type { Decks, PlayerLevel } from './types.js';

/**
 * The `level` stack of `d`, read by name: `d[level]` with the level's name changing is a
 * megamorphic (slow) read.
 */
function stackOf(d: Decks, level: PlayerLevel): string[] {
  return level === 'gold' ? d.gold : level === 'silver' ? d.silver : level === 'bronze' ? d.bronze : d.wood;
}

/** Puts `ids` on discard pile `k`. */
function onto(c: Ctx, d: Decks, k: 'usedCards' | 'usedPlayers', ids: string | readonly string[]): void {
  if (!c.inPlace) d[k] = d[k].concat(ids);
  else if (typeof ids === 'string') d[k].push(ids);
  else for (const id of ids) d[k].push(id);
}

/**
 * Up to `n` action cards from the top of the deck, in order; when it runs out, its discard pile is
 * shuffled back in (as drawing them one by one would). Taken a run at a time: one `splice` in
 * place, where shifting each card off a 60-card deck cost a tenth of a stand-alone match's set-up.
 */
export function drawActions(c: Ctx, n: number): string[] {
  const d = writableDecks(c);
  let out: string[] = [];
  while (out.length < n) {
    if (d.actions.length === 0) {
      if (d.usedCards.length === 0) break;
      d.actions = generator(c).shuffle(d.usedCards.slice());
      d.usedCards = [];
    }
    const k = Math.min(n - out.length, d.actions.length);
    const run = c.inPlace ? d.actions.splice(0, k) : d.actions.slice(0, k);
    if (!c.inPlace) d.actions = d.actions.slice(k);
    out = out.length ? out.concat(run) : run;
  }
  return out;
}

export function discardAction(c: Ctx, id: string): void {
  onto(c, writableDecks(c), 'usedCards', id);
}

/** Shuffles the discarded players of `level` back into its stack; false when there are none. */
export function refillStack(c: Ctx, level: PlayerLevel): boolean {
  const back = c.s.decks.usedPlayers.filter((id) => c.ix.player.get(id)?.level === level);
  if (back.length === 0) return false;
  const d = writableDecks(c);
  d.usedPlayers = d.usedPlayers.filter((id) => c.ix.player.get(id)?.level !== level);
  d[level] = generator(c).shuffle(back);
  return true;
}

/** Takes the top player of the `level` stack (its discards shuffled back in first if it is empty); null if none. */
export function drawPlayer(c: Ctx, level: PlayerLevel): string | null {
  if (stackOf(c.s.decks, level).length === 0 && !refillStack(c, level)) return null;
  const d = writableDecks(c);
  const stack = stackOf(d, level);
  if (c.inPlace) return stack.shift() as string;
  d[level] = stack.slice(1);
  return stack[0] as string;
}

const BY_VALUE: readonly PlayerLevel[] = ['gold', 'silver', 'bronze', 'wood'];

/**
 * The stacks a `level` player comes from when the box runs short (6–8 persons can empty a stack
 * and its discards): its own, then the levels below it, nearest first, then those above it.
 */
export function nearestLevels(level: PlayerLevel): PlayerLevel[] {
  const i = BY_VALUE.indexOf(level);
  return BY_VALUE.slice(i).concat(BY_VALUE.slice(0, i).reverse());
}

/**
 * Takes the first player passing `fits` (by default the top one) from the nearest stack to `level`
 * that holds one (`nearestLevels`; an empty stack gets its discards back first); null if none does.
 */
export function drawNearest(c: Ctx, level: PlayerLevel, fits: (id: string) => boolean = () => true): string | null {
  for (const l of nearestLevels(level)) {
    if (c.s.decks[l].length === 0) refillStack(c, l);
    const id = c.s.decks[l].find(fits);
    if (id !== undefined) {
      const d = writableDecks(c);
      d[l] = without(d[l], id);
      return id;
    }
  }
  return null;
}

/** Puts a player drawn for one match back at the bottom of his level's stack. */
export function returnPlayer(c: Ctx, id: string): void {
  const d = writableDecks(c);
  const level = c.ix.player.get(id)?.level ?? 'wood';
  if (c.inPlace) d[level].push(id);
  else d[level] = appended(d[level], id);
}

export function discardPlayers(c: Ctx, ids: readonly string[]): void {
  if (!ids.length) return;
  onto(c, writableDecks(c), 'usedPlayers', ids);
}

/** Draws `n` action cards into team `t`'s hand. */
export function dealActions(c: Ctx, t: number, n: number): number {
  if (!c.s.teams[t]) return 0;
  const team = writableTeam(c, t);
  const drawn = drawActions(c, n);
  const got = drawn.length;
  team.hand = team.hand.concat(drawn);
  if (got) c.events?.push({ type: 'cardsDealt', team: t, count: got });
  return got;
}
