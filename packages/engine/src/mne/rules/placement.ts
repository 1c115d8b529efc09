/**
 * Step 1. Place a Player Card (rulebook: "Player Action A: Build Up — Step 1"; decisions:
 * rules-mne.md § Field). A card covers two horizontally adjacent empty spaces on a row of its
 * Position Line; on the Front Line (row 0) it must also share an edge with a card already placed.
 */
import { cardDef } from '../data/index.js';
import type { MneData, Placed, Position } from '../types.js';
import { occupiedMask, summary } from './tactical-icons.js';

/** Why `card` cannot go to (row, col) on `field`, or null when it can. */
export function placementProblem(
  data: MneData,
  field: readonly Placed[],
  card: string,
  row: number,
  col: number,
): string | null {
  const { rows, cols, rowsFor } = data.board;
  const def = cardDef(data, card);
  if (row < 0 || row >= rows || col < 0 || col > cols - 2) return 'is off the field';
  if (!rowsFor[def.position].includes(row)) return `is not on a row of the ${def.position} Position Line`;
  if ((occupiedMask(cols, field) >>> (row * cols + col)) & 3) return 'covers an occupied space';
  if (row === 0 && !touchesCard(field, row, col))
    return 'is on the Front Line without sharing an edge with a placed card';
  return null;
}

/** True when a card at (row, col) would share an edge with a card of `field`. */
function touchesCard(field: readonly Placed[], row: number, col: number): boolean {
  for (const q of field) {
    if (q.row === row && (q.col === col - 2 || q.col === col + 2)) return true;
    if ((q.row === row - 1 || q.row === row + 1) && q.col >= col - 1 && q.col <= col + 1) return true;
  }
  return false;
}

/** Every legal (row, col) for `card` on `field`. */
export function legalPlacements(data: MneData, field: readonly Placed[], card: string): { row: number; col: number }[] {
  return openSpaces(data, field, cardDef(data, card).position);
}

/**
 * The legal spaces of a card of `position` on `field` (the same for all cards of a position), as
 * `row * cols + col`, row by row. Kept with the field's icon summary: a Player Action asks for them
 * several times (the random bot counts them, the placement is checked, the shot offered…).
 */
export function openList(data: MneData, field: readonly Placed[], position: Position): readonly number[] {
  const sum = summary(data, field);
  if (position === 'FW') return (sum.openFW ??= findOpen(data, field, position));
  if (position === 'MF') return (sum.openMF ??= findOpen(data, field, position));
  return (sum.openDF ??= findOpen(data, field, position));
}

function findOpen(data: MneData, field: readonly Placed[], position: Position): number[] {
  const { cols } = data.board;
  const mask = occupiedMask(cols, field);
  const list: number[] = [];
  for (const row of data.board.rowsFor[position]) {
    for (let col = 0; col <= cols - 2; col++) {
      if (((mask >>> (row * cols + col)) & 3) === 0 && (row !== 0 || touchesCard(field, row, col))) {
        list.push(row * cols + col);
      }
    }
  }
  return list;
}

/**
 * Without listing them: how many legal (row, col) a card of `position` has on `field` (nth < 0),
 * or the nth of them in `openSpaces` order as `row * cols + col` (-1 when there are fewer).
 */
export function openSpaceCount(data: MneData, field: readonly Placed[], position: Position, nth = -1): number {
  const list = openList(data, field, position);
  return nth < 0 ? list.length : (list[nth] ?? -1);
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
