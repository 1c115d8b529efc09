/**
 * What `<mne-field>` needs to place a `selected` card: where the card may go (the match's legal
 * actions, or the engine's placement rules on the field's own position), the spaces lit for it and
 * the arrow keys between them. Loaded on demand (shared/on-demand.ts, see `placing` in
 * on-demand-engine.ts), so a field that only shows a position never downloads it.
 */
import { placementsFor, type MneAction, type Seat } from '@pitchside/engine/mne/picture-unchecked';
import type { MneSource } from './mne-element.js';
import type { Spot } from './mne-field/mne-field.js';

/** Where `card` of `seat` may go now: the match's legal actions, or the engine's placement rules. */
export function legalSpots(source: MneSource, seat: Seat, card: string): Spot[] {
  const { match, view, state: own } = source;
  if (match) {
    if (view.active !== seat) return [];
    return match.legalActions.flatMap((a: MneAction) =>
      a.type === 'place' && a.card === card ? [{ row: a.row, col: a.col }] : [],
    );
  }
  return own ? placementsFor(own, seat, card) : [];
}

/**
 * The spaces to light up, each mapped to the spot it chooses: a space starts the spot when that is
 * legal, else it ends one (so every legal spot is reachable from its left space).
 */
export function legalCells(spots: Spot[], cols: number): Map<string, Spot> {
  const cells = new Map<string, Spot>();
  for (const s of spots) cells.set(`${s.row},${s.col}`, s);
  for (const s of spots)
    if (s.col + 1 < cols && !cells.has(`${s.row},${s.col + 1}`)) cells.set(`${s.row},${s.col + 1}`, s);
  return new Map([...cells].sort(([a], [b]) => cellOrder(a) - cellOrder(b)));
}

function cellOrder(key: string): number {
  const [r, c] = key.split(',').map(Number) as [number, number];
  return r * 100 + c;
}

/**
 * The legal space (one of `buttons`) an arrow key moves the focus to from the space it was pressed
 * on: the nearest one in that direction (the key's default action prevented); null for another key
 * or when there is none that way.
 */
export function nextSpace(buttons: HTMLButtonElement[], event: KeyboardEvent): HTMLButtonElement | null {
  const from = (event.target as HTMLElement).dataset?.cell;
  if (!from) return null;
  const step = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[event.key];
  if (!step) return null;
  event.preventDefault();
  const [row, col] = from.split(',').map(Number) as [number, number];
  const candidates = buttons
    .map((b) => {
      const [r, c] = (b.dataset.cell ?? '').split(',').map(Number) as [number, number];
      return { b, r, c };
    })
    .filter(({ r, c }) =>
      step[0] !== 0 ? Math.sign(r - row) === step[0] : r === row && Math.sign(c - col) === step[1],
    )
    .sort((p, q) => distance(p, row, col) - distance(q, row, col));
  return candidates[0]?.b ?? null;
}

function distance(p: { r: number; c: number }, row: number, col: number): number {
  return Math.abs(p.r - row) * 10 + Math.abs(p.c - col);
}
