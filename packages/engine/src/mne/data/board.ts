/**
 * The Field (rulebook: "Game Board", "Step 1. Place a Player Card"). Each team has its own field of
 * 4 rows × 6 columns, row 0 the Front Line. A card lies next to its Position Line: FW on rows 0–1,
 * MF 1–2, DF 2–3, which is the rulebook's table (Front: FW; 2nd: FW, MF; 3rd: MF, DF; Final: DF).
 * Attack halves above the Front Line and defence halves below the Final Line, over the four middle
 * columns.
 */
import { Checker, join } from '../../core/validate.js';
import { trust } from '../../core/trusted.js';
import type { BoardDef, IconType } from '../types.js';
import { ICON_TYPES, POSITIONS } from './cards.js';

const A: IconType = 'attack';
const D: IconType = 'defence';

export const DEFAULT_BOARD: BoardDef = Object.freeze({
  rows: 4,
  cols: 6,
  rowsFor: { FW: [0, 1], MF: [1, 2], DF: [2, 3] },
  border: {
    top: [null, A, A, A, A, null],
    bottom: [null, D, D, D, D, null],
    left: [null, null, null, null],
    right: [null, null, null, null],
  },
});

/** Validates a publisher's board; throws RuleError('INVALID_DATA') naming the bad field. */
export function validateBoard(input: unknown, path = 'board'): BoardDef {
  const check = new Checker('INVALID_DATA', 'board data');
  const o = check.object(input, path);
  check.onlyKeys(o, path, ['rows', 'cols', 'rowsFor', 'border']);
  const rows = check.int(o.rows, join(path, 'rows'), 2, 8);
  const cols = check.int(o.cols, join(path, 'cols'), 2, 12);
  // The engine keeps a field's occupied spaces in one 32-bit mask.
  if (rows * cols > 30) check.fail(join(path, 'cols'), `makes ${rows * cols} spaces; a field has at most 30`);
  const rf = check.object(o.rowsFor, join(path, 'rowsFor'));
  check.onlyKeys(rf, join(path, 'rowsFor'), POSITIONS);
  const rowsFor = {} as BoardDef['rowsFor'];
  for (const pos of POSITIONS) {
    const p = join(join(path, 'rowsFor'), pos);
    rowsFor[pos] = check.array(rf[pos], p, 1, rows).map((r, i) => check.int(r, join(p, i), 0, rows - 1));
    check.unique(rowsFor[pos], p, 'row');
  }
  const b = check.object(o.border, join(path, 'border'));
  check.onlyKeys(b, join(path, 'border'), ['top', 'bottom', 'left', 'right']);
  const side = (key: 'top' | 'bottom' | 'left' | 'right', n: number) => {
    const p = join(join(path, 'border'), key);
    return check.array(b[key], p, n, n).map((t, i) => (t === null ? null : check.oneOf(t, join(p, i), ICON_TYPES)));
  };
  return trust({
    rows,
    cols,
    rowsFor,
    border: {
      top: side('top', cols),
      bottom: side('bottom', cols),
      left: side('left', rows),
      right: side('right', rows),
    },
  });
}
