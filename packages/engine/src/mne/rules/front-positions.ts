/**
 * The positions of the cards in front of a player (what a Build Up may place), kept per front array:
 * the Player Action step counts placements as cards × open spaces of their position several times
 * (legal actions, the random bot, the unorganised-shot check), and a card lookup per card each
 * time would cost more than the rest of the count.
 */
import { cardDef } from '../data/index.js';
import type { MneData, Position } from '../types.js';
import { IdentityMemo } from './identity-memo.js';

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
      const pos = cardDef(data, front[i] as string).position;
      hit.of.push(pos);
      if (pos === 'FW') hit.FW++;
      else if (pos === 'MF') hit.MF++;
      else hit.DF++;
    }
    memo.set(front, hit);
  }
  return hit;
}
