/**
 * The cards in front of a player (what a Build Up may place) as the rules read them, kept per front
 * array: each card's `CardInfo` and how many play each position. The Player Action step counts
 * placements as cards × open spaces of their position several times (legal actions, the random
 * bot, the unorganised-shot check) and a placement reads the placed card's data: a card look-up each
 * time would cost more than the rest. A placement or a substitution derives the next front's from
 * the last one's, looking up at most the card that comes in.
 */
import { cardInfo, lookup, type CardInfo } from '../data/index.js';
import type { MneData, Position } from '../types.js';
import { withoutAt } from '../../core/lists.js';

export interface FrontPositions {
  data: MneData;
  /** The `CardInfo` of each front card, in front order. */
  infos: CardInfo[];
  /** How many front cards play each position. */
  FW: number;
  MF: number;
  DF: number;
}

/** The positions of `front`, from those recently worked out for this data's states (`lookup(data).recent`). */
export function frontPositions(data: MneData, front: readonly string[]): FrontPositions {
  const hit = lookup(data).recent.fronts.get(front);
  return hit && hit.data === data ? hit : positionsOf(data, front);
}

/** A front's positions made card by card (a function of its own: see `summary`). */
function positionsOf(data: MneData, front: readonly string[]): FrontPositions {
  const f: FrontPositions = { data, infos: [], FW: 0, MF: 0, DF: 0 };
  for (let i = 0; i < front.length; i++) add(f, cardInfo(data, front[i] as string));
  lookup(data).recent.fronts.set(front, f);
  return f;
}

/**
 * `CardInfo` of front card `i`: from the front's positions when they are known (the Player Action's
 * count made them), else looked up by id (a single action on a state nobody counted).
 */
export function frontCardInfo(data: MneData, front: readonly string[], i: number): CardInfo {
  const known = lookup(data).recent.fronts.get(front);
  return known && known.data === data ? (known.infos[i] as CardInfo) : cardInfo(data, front[i] as string);
}

/** The position of front card `i` (`f` is the front's `frontPositions`). */
export function positionAt(f: FrontPositions, i: number): Position {
  return (f.infos[i] as CardInfo).position;
}

/**
 * `front` without its card at index `at` (a placement; none when -1) and, for a substitution, with
 * `card` added at the end: the new front, whose `frontPositions` are derived from `front`'s when they
 * are known, instead of being looked up again card by card. With `own` (the state is written in
 * place and its fronts are its own, see `ownState`) `front` and its positions are themselves changed
 * and `front` returned, when its positions are known (a placement's copies of the front and of its
 * positions were an eighth of a playout's allocation); else a new array. The other two cases are
 * functions of their own: the in-place one stays small enough for V8 to inline into a placement.
 */
export function frontChanged(data: MneData, front: string[], at: number, card: string | null, own: boolean): string[] {
  const known = lookup(data).recent.fronts.get(front);
  // Positions unknown: a new array (the memo may hold no stale entry for a changed one).
  if (!known || known.data !== data) return copiedFront(front, at, card);
  if (!own) return derivedFront(data, front, known, at, card);
  // In place the front's positions are changed with it (they belong to this array alone: each
  // positions object is made for one array).
  if (at >= 0 && at < front.length) {
    const infos = known.infos;
    count(known, (infos[at] as CardInfo).position, -1);
    // Shifted down by hand: `splice` is a builtin call that also builds the removed list.
    for (let i = at + 1; i < front.length; i++) {
      front[i - 1] = front[i] as string;
      infos[i - 1] = infos[i] as CardInfo;
    }
    front.pop();
    infos.pop();
  }
  if (card !== null) {
    front.push(card);
    add(known, cardInfo(data, card));
  }
  return front;
}

/** `frontChanged` of a front whose positions are not known: a new array. */
function copiedFront(front: readonly string[], at: number, card: string | null): string[] {
  const next = withoutAt(front, at);
  if (card !== null) next.push(card);
  return next;
}

/** `frontChanged` of a front whose positions `known` are, not in place: a new front, new positions. */
function derivedFront(
  data: MneData,
  front: readonly string[],
  known: FrontPositions,
  at: number,
  card: string | null,
): string[] {
  const f: FrontPositions = { data, infos: withoutAt(known.infos, at), FW: known.FW, MF: known.MF, DF: known.DF };
  if (at >= 0 && at < front.length) count(f, (known.infos[at] as CardInfo).position, -1);
  const next = withoutAt(front, at);
  if (card !== null) {
    next.push(card);
    add(f, cardInfo(data, card));
  }
  lookup(data).recent.fronts.set(next, f);
  return next;
}

/** Adds a card to the end of `f`'s front. */
function add(f: FrontPositions, info: CardInfo): void {
  f.infos.push(info);
  count(f, info.position, 1);
}

function count(f: FrontPositions, pos: Position, by: number): void {
  if (pos === 'FW') f.FW += by;
  else if (pos === 'MF') f.MF += by;
  else f.DF += by;
}
