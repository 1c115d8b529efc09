/**
 * Step 1. Place a Player Card (rulebook: "Player Action A: Build Up — Step 1"; decisions:
 * docs/rules/mne.md#field), one placement checked on its own: a card covers two horizontally
 * adjacent empty spaces on a row of its Position Line; on the Front Line (row 0) it must also share
 * an edge with a card already placed. A placement played, and each card of a scenario, is checked
 * here; every legal space at once: placement.ts.
 */
import { cardDef } from '../data/index.js';
import type { MneData, Placed } from '../types.js';
import { occupiedMask } from './tactical-icons.js';

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
