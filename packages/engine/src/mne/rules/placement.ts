/**
 * Step 1. Place a Player Card (rulebook: "Player Action A: Build Up — Step 1"; decisions:
 * docs/rules/mne.md#field): where a card may go, every legal space at once, as bit masks (the bots'
 * and the legal actions' fast path). A card covers two horizontally adjacent empty spaces on a row
 * of its Position Line; on the Front Line (row 0) it must also share an edge with a card already
 * placed. One placement checked on its own: placement-check.ts.
 */
import { cardDef } from '../data/index.js';
import type { BoardDef, MneData, MneState, Placed, Position, Seat } from '../types.js';
import { frontPositions, type FrontPositions } from './front-positions.js';
import { summary, type FieldSummary } from './tactical-icons.js';
import { DerivedCache } from '../../core/identity-memo.js';

/** Where `card` may be placed now on `seat`'s field (empty when it is not in front of `seat`). */
export function placementsFor(s: MneState, seat: Seat, card: string): { row: number; col: number }[] {
  const t = s.teams[seat];
  return t.front.includes(card) ? legalPlacements(s.data, t.field, card) : [];
}

/** Every legal (row, col) for `card` on `field`. */
export function legalPlacements(data: MneData, field: readonly Placed[], card: string): { row: number; col: number }[] {
  return openSpaces(data, field, cardDef(data, card).position);
}

/**
 * The legal spaces of a card of `position` on `field` (the same for all cards of a position), as a
 * bit mask of anchor spaces: bit `row * cols + col` set when a card may cover (row, col)–(row, col + 1).
 * Kept with the field's icon summary: a Player Action asks for it several times (the random bot
 * counts the spaces, the placement is checked, the shot offered…).
 */
export function openMask(data: MneData, field: readonly Placed[], position: Position): number {
  return maskFor(openMasks(data, field), position);
}

/** The open-space mask of `position` among `m`'s (named properties: a computed key is a slow load). */
export function maskFor(m: OpenMasks, position: Position): number {
  return position === 'FW' ? m.openFW : position === 'MF' ? m.openMF : m.openDF;
}

/** The open-space masks of the three positions and the number of spaces in each. */
export interface OpenMasks {
  readonly openFW: number;
  readonly openMF: number;
  readonly openDF: number;
  readonly nFW: number;
  readonly nMF: number;
  readonly nDF: number;
}

/** The open-space masks of all three positions on `field` (see `openMask`), in one look-up. */
export function openMasks(data: MneData, field: readonly Placed[]): OpenMasks {
  return openMasksOf(data, summary(data, field));
}

/**
 * `openMasks` of a field whose summary the caller holds (filled in on first use). The filling is a
 * function of its own: this one stays small enough for V8 to inline wherever it is called.
 */
export function openMasksOf(data: MneData, sum: FieldSummary): OpenMasks {
  return sum.openFW < 0 ? fillOpenMasks(data, sum) : sum;
}

function fillOpenMasks(data: MneData, sum: FieldSummary): OpenMasks {
  const m = boardMasks(data.board);
  const occ = sum.occupied;
  const cols = data.board.cols;
  // An anchor is free when its space and the one to its right are; a Front Line anchor must also
  // share an edge with a card: one ends just left of it, starts just right of it (both on row 0,
  // which `frontRight` keeps to), or covers a space below it.
  const free = ~occ & ~(occ >>> 1) & m.anchors;
  const touching = (occ << 1) | ((occ >>> 2) & m.frontRight) | (occ >>> cols) | (occ >>> (cols + 1));
  const open = free & ~(m.front & ~touching);
  sum.openFW = open & m.FW;
  sum.openMF = open & m.MF;
  sum.openDF = open & m.DF;
  sum.nFW = openCount(sum.openFW);
  sum.nMF = openCount(sum.openMF);
  sum.nDF = openCount(sum.openDF);
  return sum;
}

/** Anchor masks of one board, made once per board. */
interface BoardMasks {
  /** Every anchor (a space with a space to its right on the same row). */
  anchors: number;
  /** The Front Line's anchors. */
  front: number;
  /** The Front Line's anchors with a card's width of row 0 to their right (col ≤ cols − 3). */
  frontRight: number;
  /** The anchors on each position's rows. */
  FW: number;
  MF: number;
  DF: number;
  /** Whether each position's rows are listed top to bottom (as the default board's are). */
  inOrder: boolean;
}

const masksOf = new DerivedCache((board: BoardDef): BoardMasks => {
  const { rows, cols } = board;
  const rowAnchors = (row: number, maxCol = cols - 2) => {
    let bits = 0;
    for (let col = 0; col <= maxCol; col++) bits |= 1 << (row * cols + col);
    return bits;
  };
  const onRows = (list: readonly number[]) => list.reduce((bits, row) => bits | rowAnchors(row), 0);
  return {
    anchors: onRows(Array.from({ length: rows }, (_, r) => r)),
    front: rowAnchors(0),
    frontRight: rowAnchors(0, cols - 3),
    FW: onRows(board.rowsFor.FW),
    MF: onRows(board.rowsFor.MF),
    DF: onRows(board.rowsFor.DF),
    inOrder: [board.rowsFor.FW, board.rowsFor.MF, board.rowsFor.DF].every((list) =>
      list.every((row, i) => i === 0 || row > (list[i - 1] as number)),
    ),
  };
});

const boardMasks = (board: BoardDef): BoardMasks => masksOf.get(board);

/** The number of spaces in an open mask. */
export function openCount(mask: number): number {
  let n = mask - ((mask >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The `nth` space of an open mask of `position` as `row * cols + col`, in the order of
 * `openList`: row by row in the data's order of the position's rows, then by column.
 */
export function nthOpen(data: MneData, mask: number, position: Position, nth: number): number {
  if (!boardMasks(data.board).inOrder) return nthOpenByRows(data, mask, position, nth);
  // The rows come top to bottom: the order of the bits. Drop the lowest `nth`, take the next.
  for (; nth > 0; nth--) mask &= mask - 1;
  return mask === 0 ? -1 : 31 - Math.clz32(mask & -mask);
}

/** `nthOpen` on a board whose rows of a position are listed in another order. */
function nthOpenByRows(data: MneData, mask: number, position: Position, nth: number): number {
  const cols = data.board.cols;
  const rowsFor = data.board.rowsFor;
  // Named properties, not rowsFor[position] (a computed key is a slow megamorphic load in V8).
  const rows = position === 'FW' ? rowsFor.FW : position === 'MF' ? rowsFor.MF : rowsFor.DF;
  for (const row of rows) {
    for (let k = row * cols, end = k + cols - 1; k < end; k++) {
      if ((mask >>> k) & 1 && nth-- === 0) return k;
    }
  }
  return -1;
}

/** The legal spaces of a card of `position` on `field`, as `row * cols + col`, in `openSpaces` order. */
export function openList(data: MneData, field: readonly Placed[], position: Position): number[] {
  return spacesOfMask(data, openMask(data, field, position), position);
}

/** The spaces of an open mask (see `openMasks`), in `nthOpen` order. */
export function spacesOfMask(data: MneData, mask: number, position: Position): number[] {
  const list: number[] = [];
  if (boardMasks(data.board).inOrder) {
    // The order of the bits (see `nthOpen`): lowest first, each dropped once taken.
    for (; mask !== 0; mask &= mask - 1) list.push(31 - Math.clz32(mask & -mask));
    return list;
  }
  for (let i = 0, n = openCount(mask); i < n; i++) list.push(nthOpenByRows(data, mask, position, i));
  return list;
}

/** Whether a card of `position` may go to (row, col) on `field`. */
export function isOpen(data: MneData, field: readonly Placed[], position: Position, row: number, col: number): boolean {
  return isOpenOn(data, summary(data, field), position, row, col);
}

/** `isOpen` on a field whose summary the caller holds. */
export function isOpenOn(data: MneData, sum: FieldSummary, position: Position, row: number, col: number): boolean {
  const { rows, cols } = data.board;
  if (!(row >= 0 && row < rows && col >= 0 && col <= cols - 2)) return false;
  return ((maskFor(openMasksOf(data, sum), position) >>> (row * cols + col)) & 1) === 1;
}

/** Every legal (row, col) for a card of `position` on `field` (the same for all cards of a position). */
export function openSpaces(
  data: MneData,
  field: readonly Placed[],
  position: Position,
): { row: number; col: number }[] {
  const { cols } = data.board;
  return openList(data, field, position).map((k) => ({ row: Math.floor(k / cols), col: k % cols }));
}

/**
 * How many Build Up placements a team has: each front card may go to any open space of its
 * position, so the count is front cards × open spaces, per position.
 */
export function placementCount(data: MneData, front: readonly string[], field: readonly Placed[]): number {
  if (front.length === 0) return 0;
  return placementsOf(frontPositions(data, front), openMasks(data, field));
}

/** `placementCount` from the front's positions and the field's open masks. */
export function placementsOf(f: FrontPositions, m: OpenMasks): number {
  return f.FW * m.nFW + f.MF * m.nMF + f.DF * m.nDF;
}
