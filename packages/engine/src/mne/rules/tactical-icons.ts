/**
 * Tactical Icons (rulebook: "Player Cards", "Step 3. Attempt a Shot" — Basic Attack Power,
 * "Step 4" — Basic Defence Power; decisions: docs/rules/mne.md#icons).
 *
 * Two half-icons of one type facing each other across an edge form one complete icon; a card half
 * facing a board border half of the same type forms an icon of that card alone; printed full icons
 * count as one icon each. Icons are computed from the field and memoised per field array (fields
 * are copied on write, so an array never changes once built); a placement only adds the icons of
 * the new card, and in a playout builds objects for its attack icons alone (the other types are
 * counted). Segment keys and geometry objects are precomputed once per board.
 */
import { DerivedCache } from '../../core/identity-memo.js';
import { cardInfo, lookup, type CardInfo } from '../data/index.js';
import { internalized } from '../../core/internalized.js';
import { appended } from '../../core/lists.js';
import type { BoardDef, IconInfo, IconSegment, IconType, MneData, Placed, TeamState } from '../types.js';

/** An icon on a field, before the Shoot Tokens are taken into account. */
export type Icon = Omit<IconInfo, 'flipped'>;

interface Segments {
  /** [key, segment] of the horizontal edge above (row, col), row 0..rows. */
  h: [string, IconSegment][][];
  /** [key, segment] of the vertical edge left of (row, col), col 0..cols. */
  v: [string, IconSegment][][];
  /** [key, segment] of the printed full icons of a card at (row, col), by `row * cols + col`, then index. */
  f: [string, IconSegment][][];
}

const segmentCache = new DerivedCache((board: BoardDef): Segments => {
  const { rows, cols } = board;
  const make = (kind: 'h' | 'v', r: number, c: number): [string, IconSegment] => [
    internalized(`${kind}${r}.${c}`),
    Object.freeze({ kind, row: r, col: c }),
  ];
  return {
    h: Array.from({ length: rows + 1 }, (_, r) => Array.from({ length: cols }, (_, c) => make('h', r, c))),
    v: Array.from({ length: rows }, (_, r) => Array.from({ length: cols + 1 }, (_, c) => make('v', r, c))),
    f: [],
  };
});

const segments = (board: BoardDef): Segments => segmentCache.get(board);

/** Bit `row * cols + col` is set for every covered space (boards have at most 30 spaces). */
export function occupiedMask(cols: number, field: readonly Placed[]): number {
  let mask = 0;
  for (let i = 0; i < field.length; i++) {
    const p = field[i] as Placed;
    mask |= 3 << (p.row * cols + p.col);
  }
  return mask;
}

/**
 * Everything derived from one field array: its icons, its attack icons, the count per type, the
 * covered spaces, and (filled in by placement.ts when first asked, else -1) the open-space mask of
 * each position. A placement's summary is built from the previous field's: only the new card's
 * icons are found, and the full icon list is made only when someone asks for it (a playout needs
 * just the counts and the attack icons).
 */
export interface FieldSummary {
  /**
   * The icons the card placed last completed: its attack icons, and the others too when the
   * placement asked for them (every icon for a field summarised from scratch).
   */
  added: Icon[];
  /** Every icon, in field order (see `summaryFromScratch`); null until asked for (`fieldIcons`). */
  icons: Icon[] | null;
  /** The field's half-icons by side and type (see `addHalves`): what the icon search compares. */
  halves: number[];
  /**
   * The field array this summary was made for, whose card pushed in place updates this summary
   * instead of making a new one. Null for the shared empty summary and for a summary from scratch,
   * which the WeakMap of `summary` holds: changed in place, it kept every young-generation GC
   * tracing new objects from there (search playouts, which start from copied fields, ran 12 %
   * slower); its field's first placement makes a new one.
   */
  owner: readonly Placed[] | null;
  /** The `CardInfo` of the field's last card (the one placed last), null for an empty field. */
  newest: CardInfo | null;
  /** The attack icons, in the order of `icons`. */
  attack: Icon[];
  attackCount: number;
  defence: number;
  pass: number;
  press: number;
  /** The covered spaces (see `occupiedMask`). */
  occupied: number;
  openFW: number;
  openMF: number;
  openDF: number;
  /** The tokens array `pairs` was counted for (see `directAttacksOf`), null before. */
  pairsFor: readonly string[] | null;
  pairs: number;
  /** The open spaces in each open mask (filled in with them). */
  nFW: number;
  nMF: number;
  nDF: number;
}

/**
 * The summary of a field: `base`'s (none for a field summarised from scratch) plus the icons in
 * `added`, of which only the attack icons are counted here: `others` counts the rest (see
 * `cardIcons`), listed in `added` or not.
 */
function summarise(
  added: Icon[],
  others: number,
  base: FieldSummary | null,
  halves: number[],
  occupied: number,
  owner: readonly Placed[] | null,
  newest: CardInfo | null,
): FieldSummary {
  const attack = withAttacks(base ? base.attack : [], added);
  return {
    added,
    icons: base ? null : added,
    halves,
    owner,
    newest,
    attack,
    attackCount: attack.length,
    defence: (base ? base.defence : 0) + (others & 0xff),
    pass: (base ? base.pass : 0) + ((others >>> 8) & 0xff),
    press: (base ? base.press : 0) + (others >>> 16),
    occupied,
    openFW: -1,
    openMF: -1,
    openDF: -1,
    pairsFor: null,
    pairs: 0,
    nFW: 0,
    nMF: 0,
    nDF: 0,
  };
}

/** `attack` and the attack icons of `added`: a new list only when there are some, else `attack` itself. */
function withAttacks(attack: Icon[], added: readonly Icon[]): Icon[] {
  for (let i = 0; i < added.length; i++) {
    const ic = added[i] as Icon;
    // Never pushed into: summaries share their attack lists (a placement adding none keeps it).
    if (ic.type === 'attack') attack = appended(attack, ic);
  }
  return attack;
}

/**
 * The summary of an empty field, one per board (every half starts with new empty fields: a memo
 * entry for each would cost more than the rest of the look-up). Shared: nothing changes a summary
 * but its open masks, which depend on the board alone.
 */
const emptySummaries = new DerivedCache((_board: BoardDef) => summarise([], 0, null, noHalves(), 0, null, null));

/**
 * A field's summary, from what the rules last worked out for this data's states
 * (`lookup(data).recent`): first the field asked about last (the rules ask about one team's field
 * many times in a row — is a Team Action possible, the bot's count, the action's check, the shot
 * offered after a placement… — so most look-ups end at this one comparison), then the recent
 * summaries (a playout only ever needs the two teams' current fields and the one being built),
 * then the fields summarised from scratch (a loaded state, a UI going back and forth in history;
 * placements in a playout never get there), else from scratch.
 */
export function summary(data: MneData, field: readonly Placed[]): FieldSummary {
  const r = lookup(data).recent;
  if (field === r.lastField) return r.lastSummary as FieldSummary;
  let hit = r.fields.get(field);
  if (!hit) {
    if (field.length === 0) hit = emptySummaries.get(data.board);
    else {
      // A field a match in place placed a card on since has grown (see `iconsAddedByPlacing`).
      const kept = r.fromScratch.get(field);
      if (kept && kept.cards === field.length) hit = kept.sum;
      else {
        hit = summaryFromScratch(data, field, true);
        r.fromScratch.set(field, { cards: field.length, sum: hit });
      }
    }
    r.fields.set(field, hit);
  }
  r.lastField = field;
  r.lastSummary = hit;
  return hit;
}

/**
 * A field's summary built card by card in field order, each card completing its icons with the
 * cards before it — as the placements that made the field did. So a field's icons (and its Direct
 * Attacks) come in the same order whether its summary was built by the match's placements or from
 * scratch (a loaded state, a substitution, an evicted memo entry): a seeded bot or a replay by
 * action index continuing from a save takes the path the match would have taken. Without `all`,
 * only the attack icons are made (as by a placement in place) and the full list is left for later.
 */
function summaryFromScratch(data: MneData, field: readonly Placed[], all: boolean): FieldSummary {
  const icons: Icon[] = [];
  const halves = noHalves();
  let occupied = 0;
  let others = 0;
  let e: CardInfo | null = null;
  for (let i = 0; i < field.length; i++) {
    const p = field[i] as Placed;
    e = cardInfo(data, p.card);
    const k = p.row * data.board.cols + p.col;
    others += cardIcons(data, field, i, halves, p, e, icons, all);
    addHalves(halves, e, k);
    occupied |= 3 << k;
  }
  const sum = summarise(icons, others, null, halves, occupied, null, e);
  if (!all) sum.icons = null;
  return sum;
}

/**
 * Summarises `field`, which the rules just made by taking card `p` off the field `prev` (a
 * substitution), from `prev`'s summary: the icons `p` made with the others (found as if it were
 * placed last among them) are taken away, and the others keep their order, the order a summary from
 * scratch gives them. Straight into the recent summaries and not into the WeakMap of `summary`:
 * WeakMap entries for the short-lived fields of a playout made every young-generation GC keep their
 * summaries alive (the GC pauses halved without them), and the field's next reader finds it among
 * the recent ones.
 */
export function summariseNewField(data: MneData, field: readonly Placed[], prev: readonly Placed[], p: Placed): void {
  const recent = lookup(data).recent.fields;
  if (field.length === 0) {
    recent.set(field, emptySummaries.get(data.board));
    return;
  }
  const base = summary(data, prev);
  const k = p.row * data.board.cols + p.col;
  // The card's half-icons are the bits of its two spaces: no other card has any there.
  const halves = base.halves.slice();
  for (let i = 0; i < halves.length; i++) halves[i] = (halves[i] as number) & ~(3 << k);
  const others = cardIcons(data, field, field.length, halves, p, cardInfo(data, p.card), [], false);
  const attack: Icon[] = [];
  for (let i = 0; i < base.attack.length; i++) {
    const ic = base.attack[i] as Icon;
    if (ic.cards[0] !== p.card && ic.cards[1] !== p.card) attack.push(ic);
  }
  // The field's last card is still `prev`'s unless it was `p`.
  const newest = (prev[prev.length - 1] as Placed) === p ? null : base.newest;
  const sum = summarise(attack, 0, null, halves, base.occupied & ~(3 << k), field, newest);
  sum.icons = null;
  sum.defence = base.defence - (others & 0xff);
  sum.pass = base.pass - ((others >>> 8) & 0xff);
  sum.press = base.press - (others >>> 16);
  recent.set(field, sum);
}

/*
 * A field's half-icons, the table the icon search reads instead of the cards' data: for each side of
 * a card (top, bottom, left edge, right edge: the offsets below) and each icon code (`ICON_CODES`),
 * the mask of the spaces (bit `row * cols + col`) where a card shows a half of that type on that
 * side. A left edge is kept at the card's left space, a right edge at its right space.
 */
const TOP = 0;
const BOTTOM = 4;
const LEFT_EDGE = 8;
const RIGHT_EDGE = 12;

function noHalves(): number[] {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/** Adds the half-icons of card `e` placed at anchor space `k` to `h`. */
function addHalves(h: number[], e: CardInfo, k: number): void {
  const codes = e.halfCodes;
  if (e.topLeft) mark(h, TOP + (codes & 3), 1 << k);
  if (e.topRight) mark(h, TOP + ((codes >>> 2) & 3), 2 << k);
  if (e.bottomLeft) mark(h, BOTTOM + ((codes >>> 4) & 3), 1 << k);
  if (e.bottomRight) mark(h, BOTTOM + ((codes >>> 6) & 3), 2 << k);
  if (e.left) mark(h, LEFT_EDGE + ((codes >>> 8) & 3), 1 << k);
  if (e.right) mark(h, RIGHT_EDGE + ((codes >>> 10) & 3), 2 << k);
}

function mark(h: number[], i: number, bit: number): void {
  h[i] = (h[i] as number) | bit;
}

/** The card among the first `n` of `field` covering space (row, col) (one is known to). */
function cardAt(field: readonly Placed[], n: number, row: number, col: number): string {
  for (let i = 0; i < n; i++) {
    const q = field[i] as Placed;
    if (q.row === row && (q.col === col || q.col === col - 1)) return q.card;
  }
  throw new Error(`No card covers row ${row}, column ${col}.`);
}

/**
 * Every complete icon on a field (shared icons once, with both cards). A summary made by
 * placements gets its list on first use, from scratch: in the order the placements found them.
 */
export function fieldIcons(data: MneData, field: readonly Placed[]): Icon[] {
  const sum = summary(data, field);
  return (sum.icons ??= summaryFromScratch(data, field, true).added);
}

/**
 * The icons of `field` the Shoot Tokens `tokens` may lie on: its attack icons (a token is flipped on
 * the icon a shot was made with), kept with the field's summary; every icon, built from scratch, only
 * when a token lies on none of them (a save written by hand). An icon's key is its place on the
 * field, so no two icons of a field share one.
 */
export function tokenIcons(data: MneData, field: readonly Placed[], tokens: readonly string[]): readonly Icon[] {
  const attack = summary(data, field).attack;
  for (let i = 0; i < tokens.length; i++) {
    let found = false;
    for (let k = 0; k < attack.length && !found; k++) found = (attack[k] as Icon).key === tokens[i];
    if (!found) return fieldIcons(data, field);
  }
  return attack;
}

/**
 * The icons completed by the card placed last on `field` (`placed` is its CardInfo; `base` is the
 * summary of the field before it), after which `field`'s summary is known: only that card's edges
 * can complete new icons, so the rest of `base` is reused (placement is the hot path of a playout).
 * Its attack icons, and the others too when `all` (for the events). `field` is a new array, or in
 * place the same one with the card pushed: its new summary is then the newest for it, here and in
 * the recent summaries (`summary` checks the count of a from-scratch one).
 */
export function iconsAddedByPlacing(
  data: MneData,
  field: readonly Placed[],
  placed: CardInfo,
  base: FieldSummary,
  all: boolean,
): Icon[] {
  const n = field.length - 1;
  const p = field[n] as Placed;
  const k = p.row * data.board.cols + p.col;
  // A new local array, not a reused module-level one: storing new objects into long-lived ones
  // costs a write barrier each time.
  const added: Icon[] = [];
  const others = cardIcons(data, field, n, base.halves, p, placed, added, all);
  let sum = base;
  if (base.owner === field) {
    // The card was pushed onto `base`'s own array (in place): nobody else holds that summary, so it
    // becomes the grown field's (a new summary and half-icon table a placement were a sixth of a
    // playout's allocation).
    addHalves(base.halves, placed, k);
    base.newest = placed;
    base.added = added;
    base.icons = null;
    base.attack = withAttacks(base.attack, added);
    base.attackCount = base.attack.length;
    base.defence += others & 0xff;
    base.pass += (others >>> 8) & 0xff;
    base.press += others >>> 16;
    base.occupied |= 3 << k;
    base.openFW = base.openMF = base.openDF = -1;
    base.pairsFor = null;
  } else {
    const halves = base.halves.slice();
    addHalves(halves, placed, k);
    sum = summarise(added, others, base, halves, base.occupied | (3 << k), field, placed);
  }
  const r = lookup(data).recent;
  r.fields.set(field, sum);
  r.lastField = field;
  r.lastSummary = sum;
  return added;
}

/**
 * `cardInfo` of `card`, taken from the summary of `field` when it is the card placed last there
 * (the Build Up's card: its effect and its shot ask for it) instead of being looked up by id.
 */
export function fieldCardInfo(data: MneData, field: readonly Placed[], card: string): CardInfo {
  const newest = summary(data, field).newest;
  return newest !== null && newest.id === card ? newest : cardInfo(data, card);
}

/**
 * The icons `placed` would complete on `field` (without caching: for trying placements). The
 * field's cards come from its summary, so only the new card is looked up.
 */
export function iconsOfPlacing(data: MneData, field: readonly Placed[], placed: Placed): Icon[] {
  const sum = summary(data, field);
  const icons: Icon[] = [];
  cardIcons(data, field, field.length, sum.halves, placed, cardInfo(data, placed.card), icons, true);
  return icons;
}

function pushIcon(icons: Icon[], s: [string, IconSegment], type: IconType, cards: string[], source: 'card' | 'board') {
  icons.push({ key: s[0], type, cards, source, segment: s[1] });
}

/** `cardIcons`' count of one icon of a type other than attack (8 bits per type). */
function otherIcon(type: IconType): number {
  return type === 'defence' ? 1 : type === 'pass' ? 1 << 8 : 1 << 16;
}

/**
 * Pushes the icons the card `p` (its CardInfo `e`), placed after the first `n` cards of `field`
 * (whose half-icons are `halves`), completes: with those cards on each of its edges, and with the
 * border. A neighbour's half is one table read; its card is looked for only when an icon is made.
 * Attack icons are always pushed, the others only when `all`; returns how many of those others it
 * completed (defence, pass and press in bits 0, 8 and 16).
 */
function cardIcons(
  data: MneData,
  field: readonly Placed[],
  n: number,
  halves: readonly number[],
  p: Placed,
  e: CardInfo,
  icons: Icon[],
  all: boolean,
): number {
  let others = 0;
  const { rows, cols, border } = data.board;
  const seg = segments(data.board);
  const { row: r, col: c } = p;
  const hRow = seg.h[r] as [string, IconSegment][];
  const hBelow = seg.h[r + 1] as [string, IconSegment][];
  const vRow = seg.v[r] as [string, IconSegment][];
  const codes = e.halfCodes;
  for (let j = 0; j < 2; j++) {
    const x = c + j;
    // The space of this half: the one above it is `cols` lower, the one below `cols` higher.
    const space = r * cols + x;
    // Top edge: the card above or the top border.
    const top = j === 0 ? e.topLeft : e.topRight;
    if (top) {
      const attack = top === 'attack';
      if (r === 0) {
        if (border.top[x] === top) {
          if (attack || all) pushIcon(icons, hRow[x] as [string, IconSegment], top, [p.card], 'board');
          if (!attack) others += otherIcon(top);
        }
      } else if (((halves[BOTTOM + ((codes >>> (2 * j)) & 3)] as number) >>> (space - cols)) & 1) {
        if (attack || all)
          pushIcon(icons, hRow[x] as [string, IconSegment], top, [cardAt(field, n, r - 1, x), p.card], 'card');
        if (!attack) others += otherIcon(top);
      }
    }
    // Bottom edge: the card below or the bottom border.
    const bottom = j === 0 ? e.bottomLeft : e.bottomRight;
    if (bottom) {
      const attack = bottom === 'attack';
      if (r === rows - 1) {
        if (border.bottom[x] === bottom) {
          if (attack || all) pushIcon(icons, hBelow[x] as [string, IconSegment], bottom, [p.card], 'board');
          if (!attack) others += otherIcon(bottom);
        }
      } else if (((halves[TOP + ((codes >>> (4 + 2 * j)) & 3)] as number) >>> (space + cols)) & 1) {
        if (attack || all)
          pushIcon(icons, hBelow[x] as [string, IconSegment], bottom, [p.card, cardAt(field, n, r + 1, x)], 'card');
        if (!attack) others += otherIcon(bottom);
      }
    }
  }
  const k = r * cols + c;
  // Left edge: the card to the left or the left border.
  const left = e.left;
  if (left) {
    const attack = left === 'attack';
    if (c === 0) {
      if (border.left[r] === left) {
        if (attack || all) pushIcon(icons, vRow[0] as [string, IconSegment], left, [p.card], 'board');
        if (!attack) others += otherIcon(left);
      }
    } else if (((halves[RIGHT_EDGE + ((codes >>> 8) & 3)] as number) >>> (k - 1)) & 1) {
      if (attack || all)
        pushIcon(icons, vRow[c] as [string, IconSegment], left, [cardAt(field, n, r, c - 1), p.card], 'card');
      if (!attack) others += otherIcon(left);
    }
  }
  // Right edge: the card to the right or the right border.
  const right = e.right;
  if (right) {
    const attack = right === 'attack';
    if (c + 2 === cols) {
      if (border.right[r] === right) {
        if (attack || all) pushIcon(icons, vRow[cols] as [string, IconSegment], right, [p.card], 'board');
        if (!attack) others += otherIcon(right);
      }
    } else if (((halves[LEFT_EDGE + ((codes >>> 10) & 3)] as number) >>> (k + 2)) & 1) {
      if (attack || all)
        pushIcon(icons, vRow[c + 2] as [string, IconSegment], right, [p.card, cardAt(field, n, r, c + 2)], 'card');
      if (!attack) others += otherIcon(right);
    }
  }
  for (let index = 0; index < e.fullIcons.length; index++) {
    const type = e.fullIcons[index] as IconType;
    if (type !== 'attack') {
      others += otherIcon(type);
      if (!all) continue;
    }
    // Keys and geometry made once per board (greedy play tries many placements).
    const at = (seg.f[r * cols + c] ??= []);
    const s = (at[index] ??= [
      internalized(`f${r}.${c}.${index}`),
      Object.freeze({ kind: 'full', row: r, col: c, index }),
    ]);
    icons.push({ key: s[0], type, cards: [p.card], source: 'full', segment: s[1] });
  }
  return others;
}

/**
 * Whether a flipped Shoot Token covers the icon `key` (one of the team's `tokens`). A plain loop: the
 * lists are short and the keys are shared strings compared by identity, so calling the `includes`
 * builtin would cost more than the search.
 */
export function isFlipped(tokens: readonly string[], key: string): boolean {
  for (let i = 0; i < tokens.length; i++) if (tokens[i] === key) return true;
  return false;
}

/**
 * The Direct Attacks a team with field summary `sum` and Shoot Tokens `tokens` may make: (card, icon)
 * pairs of its live attack icons (an icon two cards created counts for each). Kept with the summary
 * for the team's tokens array (a new one each time a token flips), as the Player Action asks for it
 * at every turn.
 */
export function directAttacksOf(sum: FieldSummary, tokens: readonly string[]): number {
  if (sum.attack.length === 0) return 0;
  return sum.pairsFor === tokens ? sum.pairs : countDirectAttacks(sum, tokens);
}

function countDirectAttacks(sum: FieldSummary, tokens: readonly string[]): number {
  const attack = sum.attack;
  let n = 0;
  for (let k = 0; k < attack.length; k++) {
    const ic = attack[k] as Icon;
    if (!isFlipped(tokens, ic.key)) n += ic.cards.length;
  }
  sum.pairs = n;
  sum.pairsFor = tokens;
  return n;
}

/** Number of complete icons of `type` on a team's field (attack icons under a flipped token excluded). */
export function countIcons(data: MneData, team: TeamState, type: IconType): number {
  const sum = summary(data, team.field);
  if (type === 'pass') return sum.pass;
  if (type === 'press') return sum.press;
  if (type === 'defence') return sum.defence;
  if (team.tokens.length === 0) return sum.attackCount;
  let n = 0;
  for (const ic of sum.attack) if (!isFlipped(team.tokens, ic.key)) n++;
  return n;
}

/**
 * The live (not flipped) attack icons created by `card`, in field order: their number, and their
 * keys pushed to `keys` when given. The one walk behind the questions below (a count needs no list).
 */
function walkLiveAttackIcons(data: MneData, team: TeamState, card: string, keys: string[] | null): number {
  const sum = summary(data, team.field);
  const field = team.field;
  // The card placed last (the Build Up's shooter) has all its attack icons among those its
  // placement completed, `added`: a shorter walk than every attack icon of the field, same order.
  const newest = field.length > 0 && (field[field.length - 1] as Placed).card === card;
  const icons = newest ? sum.added : sum.attack;
  let n = 0;
  for (let i = 0; i < icons.length; i++) {
    const ic = icons[i] as Icon;
    if (ic.type === 'attack' && (ic.cards[0] === card || ic.cards[1] === card) && !isFlipped(team.tokens, ic.key)) {
      keys?.push(ic.key);
      n++;
    }
  }
  return n;
}

/** Keys of the live (not flipped) attack icons created by `card`. */
export function liveAttackIcons(data: MneData, team: TeamState, card: string): string[] {
  const keys: string[] = [];
  walkLiveAttackIcons(data, team, card, keys);
  return keys;
}

/** Whether `key` is a live attack icon created by `card`. */
export function isLiveAttackIconOf(data: MneData, team: TeamState, card: string, key: string): boolean {
  for (const ic of summary(data, team.field).attack)
    if (ic.key === key) return (ic.cards[0] === card || ic.cards[1] === card) && !isFlipped(team.tokens, key);
  return false;
}

/** Basic Attack Power of `card`: the live attack icons it created (0 when not on the field). */
export function basicAttackPower(data: MneData, team: TeamState, card: string): number {
  return walkLiveAttackIcons(data, team, card, null);
}

/** Basic Defence Power of a team: every complete defence icon on its field. */
export function basicDefencePower(data: MneData, team: TeamState): number {
  return countIcons(data, team, 'defence');
}
