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

/** Index of the placed card covering each space (−1 when empty), row-major. */
export function occupancy(data: MneData, field: readonly Placed[]): Int16Array {
  const { rows, cols } = data.board;
  const grid = new Int16Array(rows * cols).fill(-1);
  for (let i = 0; i < field.length; i++) {
    const p = field[i] as Placed;
    grid[p.row * cols + p.col] = i;
    grid[p.row * cols + p.col + 1] = i;
  }
  return grid;
}

/** Every complete icon on a field (shared icons once, with both cards). */
export function fieldIcons(data: MneData, field: readonly Placed[]): Icon[] {
  const hit = memo.get(field);
  if (hit) return hit;
  const { rows, cols, border } = data.board;
  const grid = occupancy(data, field);
  const icons: Icon[] = [];
  const at = (r: number, c: number): Placed | undefined => {
    const i = grid[r * cols + c] ?? -1;
    return i < 0 ? undefined : field[i];
  };
  for (const p of field) {
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
    // Bottom edge: only the bottom border (card pairs were counted from the lower card).
    if (r === rows - 1) {
      for (let k = 0; k < 2; k++) {
        const t = k === 0 ? e.bottomLeft : e.bottomRight;
        const x = c + k;
        if (t && border.bottom[x] === t) icons.push(icon(`h${rows}.${x}`, t, [p.card], 'board', 'h', rows, x));
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
    if (e.right && c + 2 === cols && border.right[r] === e.right) {
      icons.push(icon(`v${r}.${cols}`, e.right, [p.card], 'board', 'v', r, cols));
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
  memo.set(field, icons);
  return icons;
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
