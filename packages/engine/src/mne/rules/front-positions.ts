/**
 * The positions of the cards in front of a player (what a Build Up may place), kept per front array:
 * the Player Action step counts placements as cards × open spaces of their position several times
 * (legal actions, the random bot, the unorganised-shot check), and a card lookup per card each
 * time would cost more than the rest of the count. The positions are two bit masks (bit i for the
 * front's card i), so a placement derives the next front's by shifting bits, allocating no list.
 */
import { cardInfo } from '../data/index.js';
import type { MneData, Position } from '../types.js';
import { withoutAt } from '../../core/lists.js';
import { IdentityMemo } from '../../core/identity-memo.js';

export interface FrontPositions {
  data: MneData;
  /** Bit i set when front card i plays FW or DF (its position code's low bit: FW 1, MF 2, DF 3). */
  lo: number;
  /** Bit i set when front card i plays MF or DF (the code's high bit). */
  hi: number;
  /** How many front cards play each position. */
  FW: number;
  MF: number;
  DF: number;
}

/** Fronts longer than this are not kept as bit masks (only a scenario position could hold one). */
const MAX_BITS = 31;

const memo = new IdentityMemo<readonly string[], FrontPositions>(4);

export function frontPositions(data: MneData, front: readonly string[]): FrontPositions {
  let hit = memo.get(front);
  if (!hit || hit.data !== data) {
    hit = { data, lo: 0, hi: 0, FW: 0, MF: 0, DF: 0 };
    for (let i = 0; i < front.length; i++) add(hit, cardInfo(data, front[i] as string).position, i);
    if (front.length <= MAX_BITS) memo.set(front, hit);
  }
  return hit;
}

/** The position of front card `i` (`f` is the front's `frontPositions`). */
export function positionAt(data: MneData, front: readonly string[], f: FrontPositions, i: number): Position {
  if (i >= MAX_BITS) return cardInfo(data, front[i] as string).position;
  const lo = (f.lo >>> i) & 1;
  return (f.hi >>> i) & 1 ? (lo ? 'DF' : 'MF') : 'FW';
}

/** `mask` without bit `i`, the bits above it moved down by one. */
function withoutBit(mask: number, i: number): number {
  return (mask & ((1 << i) - 1)) | ((mask >>> (i + 1)) << i);
}

/**
 * `front` without its card at index `at` (a placement; none when -1) and, for a substitution, with
 * `card` added at the end: the new front, whose positions are derived from `front`'s when they are
 * known, instead of being looked up again card by card. With `own` (the state is written in place and
 * its fronts are its own, see `ownState`) `front` and its positions are themselves changed and
 * `front` returned, when its positions are known (a placement's copies of the front and of its
 * positions were an eighth of a playout's allocation); else a new array.
 */
export function frontChanged(data: MneData, front: string[], at: number, card: string | null, own: boolean): string[] {
  const known = memo.get(front);
  const length = front.length + (at >= 0 && at < front.length ? -1 : 0) + (card !== null ? 1 : 0);
  if (!known || known.data !== data || front.length > MAX_BITS || length > MAX_BITS) {
    // Positions unknown: a new array (the memo may hold no stale entry for a changed one).
    const next = withoutAt(front, at);
    if (card !== null) next.push(card);
    return next;
  }
  const removed = at >= 0 && at < front.length;
  // In place the front's positions are changed with it (they belong to this array alone: each
  // positions object is made for one array); else a new front and new positions.
  const f = own ? known : { data, lo: known.lo, hi: known.hi, FW: known.FW, MF: known.MF, DF: known.DF };
  if (removed) {
    count(f, positionAt(data, front, known, at), -1);
    f.lo = withoutBit(f.lo, at);
    f.hi = withoutBit(f.hi, at);
  }
  let next = front;
  if (!own) next = withoutAt(front, at);
  else if (removed) {
    // Shifted down by hand: `splice` is a builtin call that also builds the removed list.
    for (let i = at + 1; i < front.length; i++) front[i - 1] = front[i] as string;
    front.pop();
  }
  if (card !== null) {
    next.push(card);
    add(f, cardInfo(data, card).position, next.length - 1);
  }
  if (!own) memo.set(next, f);
  return next;
}

/** Counts a card of `pos` as front card `i` of `f` (its bits, when the front is kept as masks). */
function add(f: FrontPositions, pos: Position, i: number): void {
  count(f, pos, 1);
  if (i >= MAX_BITS) return;
  if (pos !== 'MF') f.lo |= 1 << i;
  if (pos !== 'FW') f.hi |= 1 << i;
}

function count(f: FrontPositions, pos: Position, by: number): void {
  if (pos === 'FW') f.FW += by;
  else if (pos === 'MF') f.MF += by;
  else f.DF += by;
}
