/**
 * Tactical Icons (rulebook: "Player Cards", "Step 3. Attempt a Shot" — Basic Attack Power,
 * "Step 4" — Basic Defence Power; decisions: rules-mne.md § Icons).
 *
 * Two half-icons of one type facing each other across an edge form one complete icon; a card half
 * facing a board border half of the same type forms an icon of that card alone; printed full icons
 * count as one icon each. Icons are computed from the field and memoised per field array (fields
 * are copied on write, so an array never changes once built).
 */
import { cardDef } from '../data/index.js';
import type { IconInfo, IconType, MneData, Placed, TeamState } from '../types.js';

/** An icon on a field, before the Shoot Tokens are taken into account. */
export type Icon = Omit<IconInfo, 'flipped'>;

const memo = new WeakMap<readonly Placed[], Icon[]>();
const grids = new WeakMap<readonly Placed[], Int16Array>();

/** Index of the placed card covering each space (−1 when empty), row-major; memoised per field. */
export function occupancy(data: MneData, field: readonly Placed[]): Int16Array {
  let grid = grids.get(field);
  if (grid) return grid;
  const { rows, cols } = data.board;
  grid = new Int16Array(rows * cols).fill(-1);
  for (let i = 0; i < field.length; i++) {
    const p = field[i] as Placed;
    grid[p.row * cols + p.col] = i;
    grid[p.row * cols + p.col + 1] = i;
  }
  grids.set(field, grid);
  return grid;
}

/** Every complete icon on a field (shared icons once, with both cards). */
export function fieldIcons(data: MneData, field: readonly Placed[]): Icon[] {
  const hit = memo.get(field);
  if (hit) return hit;
  const icons: Icon[] = [];
  for (const p of field) cardIcons(data, field, p, icons, false);
  memo.set(field, icons);
  return icons;
}

/**
 * The icons of `next` = `prev` plus the card placed last: only that card's edges can complete new
 * icons, so the rest is reused (placement is the hot path of a playout).
 */
export function fieldIconsAfterPlacing(data: MneData, prev: readonly Placed[], next: readonly Placed[]): Icon[] {
  const hit = memo.get(next);
  if (hit) return hit;
  const icons = fieldIcons(data, prev).slice();
  cardIcons(data, next, next[next.length - 1] as Placed, icons, true);
  memo.set(next, icons);
  return icons;
}

/**
 * Pushes the icons `p` completes. Card pairs are counted from the lower / right card, unless
 * `both` (p is new, so pairs on its top, left, bottom and right edges are all new).
 */
function cardIcons(data: MneData, field: readonly Placed[], p: Placed, icons: Icon[], both: boolean): void {
  const { rows, cols, border } = data.board;
  const grid = occupancy(data, field);
  const at = (r: number, c: number): Placed | undefined => {
    const i = grid[r * cols + c] ?? -1;
    return i < 0 ? undefined : field[i];
  };
  const def = cardDef(data, p.card);
  const e = def.edges;
  const { row: r, col: c } = p;
  // Top edge: meets the card above (counted here, from the lower card) or the top border.
  for (let k = 0; k < 2; k++) {
    const t = k === 0 ? e.topLeft : e.topRight;
    if (!t) continue;
    const x = c + k;
    if (r === 0) {
      if (border.top[x] === t) icons.push(icon(`h0.${x}`, t, [p.card], 'board', 'h', 0, x));
      continue;
    }
    const q = at(r - 1, x);
    if (!q) continue;
    const qe = cardDef(data, q.card).edges;
    if ((x === q.col ? qe.bottomLeft : qe.bottomRight) === t) {
      icons.push(icon(`h${r}.${x}`, t, [q.card, p.card], 'card', 'h', r, x));
    }
  }
  // Bottom edge: the bottom border, or (for a new card) the card below.
  for (let k = 0; k < 2; k++) {
    const t = k === 0 ? e.bottomLeft : e.bottomRight;
    if (!t) continue;
    const x = c + k;
    if (r === rows - 1) {
      if (border.bottom[x] === t) icons.push(icon(`h${rows}.${x}`, t, [p.card], 'board', 'h', rows, x));
    } else if (both) {
      const q = at(r + 1, x);
      if (!q) continue;
      const qe = cardDef(data, q.card).edges;
      if ((x === q.col ? qe.topLeft : qe.topRight) === t)
        icons.push(icon(`h${r + 1}.${x}`, t, [p.card, q.card], 'card', 'h', r + 1, x));
    }
  }
  // Left edge: meets the card to the left (counted here) or the left border.
  if (e.left) {
    if (c === 0) {
      if (border.left[r] === e.left) icons.push(icon(`v${r}.0`, e.left, [p.card], 'board', 'v', r, 0));
    } else {
      const q = at(r, c - 1);
      if (q && q.col === c - 2 && cardDef(data, q.card).edges.right === e.left) {
        icons.push(icon(`v${r}.${c}`, e.left, [q.card, p.card], 'card', 'v', r, c));
      }
    }
  }
  if (e.right && c + 2 === cols) {
    if (border.right[r] === e.right) icons.push(icon(`v${r}.${cols}`, e.right, [p.card], 'board', 'v', r, cols));
  } else if (e.right && both) {
    const q = at(r, c + 2);
    if (q && q.col === c + 2 && cardDef(data, q.card).edges.left === e.right) {
      icons.push(icon(`v${r}.${c + 2}`, e.right, [p.card, q.card], 'card', 'v', r, c + 2));
    }
  }
  def.fullIcons.forEach((t, index) => {
    icons.push({
      key: `f${r}.${c}.${index}`,
      type: t,
      cards: [p.card],
      source: 'full',
      segment: { kind: 'full', row: r, col: c, index },
    });
  });
}

function icon(
  key: string,
  type: IconType,
  cards: string[],
  source: 'card' | 'board',
  kind: 'h' | 'v',
  row: number,
  col: number,
): Icon {
  return { key, type, cards, source, segment: { kind, row, col } };
}

/** Number of complete icons of `type` on a team's field (attack icons under a flipped token excluded). */
export function countIcons(data: MneData, team: TeamState, type: IconType): number {
  let n = 0;
  for (const ic of fieldIcons(data, team.field)) {
    if (ic.type === type && !(type === 'attack' && team.tokens.includes(ic.key))) n++;
  }
  return n;
}

/** Keys of the live (not flipped) attack icons created by `card`. */
export function liveAttackIcons(data: MneData, team: TeamState, card: string): string[] {
  const keys: string[] = [];
  for (const ic of fieldIcons(data, team.field)) {
    if (ic.type === 'attack' && ic.cards.includes(card) && !team.tokens.includes(ic.key)) keys.push(ic.key);
  }
  return keys;
}

/** Basic Attack Power of `card`: the live attack icons it created (0 when not on the field). */
export function basicAttackPower(data: MneData, team: TeamState, card: string): number {
  return liveAttackIcons(data, team, card).length;
}

/** Basic Defence Power of a team: every complete defence icon on its field. */
export function basicDefencePower(data: MneData, team: TeamState): number {
  return countIcons(data, team, 'defence');
}
