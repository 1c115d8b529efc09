/**
 * The positions of the cards in front of a player (what a Build Up may place), kept per front array:
 * the Player Action step counts placements as cards × open spaces of their position several times
 * (legal actions, the random bot, the unorganised-shot check), and a card lookup per card each
 * time would cost more than the rest of the count.
 */
import { cardInfo } from '../data/index.js';
import type { MneData, Position } from '../types.js';
import { withoutAt } from '../../core/lists.js';
import { IdentityMemo } from '../../core/identity-memo.js';

export interface FrontPositions {
  data: MneData;
  /** The position of each front card, in front order. */
  of: Position[];
  /** How many front cards play each position. */
  FW: number;
  MF: number;
  DF: number;
}

const memo = new IdentityMemo<readonly string[], FrontPositions>(4);

export function frontPositions(data: MneData, front: readonly string[]): FrontPositions {
  let hit = memo.get(front);
  if (!hit || hit.data !== data) {
    hit = { data, of: [], FW: 0, MF: 0, DF: 0 };
    for (let i = 0; i < front.length; i++) {
      const pos = cardInfo(data, front[i] as string).position;
      hit.of.push(pos);
      if (pos === 'FW') hit.FW++;
      else if (pos === 'MF') hit.MF++;
      else hit.DF++;
    }
    memo.set(front, hit);
  }
  return hit;
}

/**
 * `front` without its card at index `i` (a placement): the new front array, whose positions are
 * derived from `front`'s when they are known, instead of being looked up again card by card.
 */
export function frontWithout(data: MneData, front: readonly string[], i: number): string[] {
  const next = withoutAt(front, i);
  const known = memo.get(front);
  if (known && known.data === data) {
    const pos = known.of[i] as Position;
    const of = withoutAt(known.of, i);
    memo.set(next, {
      data,
      of,
      FW: known.FW - (pos === 'FW' ? 1 : 0),
      MF: known.MF - (pos === 'MF' ? 1 : 0),
      DF: known.DF - (pos === 'DF' ? 1 : 0),
    });
  }
  return next;
}
