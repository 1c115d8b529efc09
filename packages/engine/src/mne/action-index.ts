/**
 * The legal actions of the current step as a count and an indexed pick (issue 8): `legalActions`
 * lists `nthAction(s, 0 … count − 1)` and the random bot draws one index (`chooseAction`), so both
 * share one order and the bot never builds the list. Counting is cheap: placements are front cards ×
 * open spaces of their position (kept per field and per front array), attacks come from the field's
 * icon summary; `chooseAction` counts once and builds only the action chosen.
 *
 * The order, per step:
 * - draft: the revealed stars; half time: substitutions, then `ready`;
 * - team: PASS drawing 1…max, PRESS, substitutions;
 * - player: placements (by front card, then open space row by row), Direct Attacks (by field card,
 *   then its live attack icons), substitutions, and last the unorganised shot, only when there is
 *   no placement and no attack;
 * - substitutions: each substitute in, with each card in front and then on the field out;
 * - effect: the free shot's live icons or `applyEffect`, then `skipEffect`; tempo: the two cards;
 * - shoot: the placed card's live attack icons, then `declineShot`;
 * - attack: no card, then for each hand card i: [i] and (with a limit of 2) every [i, j], j > i;
 * - defence: none, the deck (when a card can be drawn), each hand card;
 * - penalties: left, centre, right.
 * The lineup phase (286 lineups) is listed by setup.ts's `lineupActions`.
 */
import { cardInfo } from './data/index.js';
import { halfTimeSeat } from './rules/half-time.js';
import { maskFor, nthOpen, openMasksOf, placementsOf, spacesOfMask } from './rules/placement.js';
import { frontPositions, positionAt } from './rules/front-positions.js';
import { lineupActions } from './rules/setup.js';
import { attackHandLimit, DIRECTIONS } from './rules/shot.js';
import { teamCanSubstitute } from './rules/substitution.js';
import { drawable } from './rules/synergy-deck.js';
import {
  directAttacksOf,
  fieldCardInfo,
  isFlipped,
  liveAttackIcons,
  summary,
  type Icon,
} from './rules/tactical-icons.js';
import { passMaxWith, pressWith, teamActionOptions } from './rules/team-action.js';
import { other, teamOf } from './rules/context.js';
import type { Direction, MneAction, MneState, Placed, Seat, TeamState } from './types.js';

/** Picks an index below a count: a seeded generator (`Rng`), or a fixed index. */
export interface IndexChooser {
  int(count: number): number;
}

/** How many legal actions the current step has (0 when the match is over). */
export function actionCount(s: MneState): number {
  // A chooser that records the count and takes the first action (built and dropped: counting is
  // for tests and tools, not the hot path).
  let counted = 0;
  chooseAction(s, {
    int(count: number): number {
      counted = count;
      return 0;
    },
  });
  return counted;
}

/** The `i`th legal action (0 ≤ i < `actionCount(s)`), a new object each call. */
export function nthAction(s: MneState, i: number): MneAction {
  const a = chooseAction(s, { int: () => i });
  if (a === null) throw new RangeError('The match is over: it has no legal action.');
  return a;
}

/** Every legal action, in the order above. */
export function listActions(s: MneState, out: MneAction[]): void {
  // Each step is listed in one pass, in the order of `chooseAction` (the tests check both agree at
  // every step): picking each action by index would recount everything before it.
  if (s.phase === 'over') return;
  if (s.phase === 'lineup') {
    lineupActions(s, out);
    return;
  }
  if (s.phase === 'draft') {
    for (const card of s.draft?.revealed ?? []) out.push({ type: 'draftPick', card });
    return;
  }
  if (s.phase === 'shootout') {
    for (const direction of DIRECTIONS) out.push({ type: 'penalty', direction });
    return;
  }
  if (s.phase === 'halfTime') {
    const seat = halfTimeSeat(s) as Seat;
    listSubstitutes(s, seat, out);
    out.push({ type: 'ready' });
    return;
  }
  if (s.phase === 'play' && s.step === 'team') {
    const o = teamActionOptions(s);
    for (let draw = 1; draw <= o.passMax; draw++) out.push({ type: 'pass', draw });
    if (o.canPress) out.push({ type: 'press' });
    listSubstitutes(s, s.active, out);
    return;
  }
  if (s.phase === 'play') {
    const t = teamOf(s, s.active);
    switch (s.step) {
      case 'player':
        listPlayerActions(s, out);
        return;
      case 'shoot':
        for (const icon of liveAttackIcons(s.data, t, s.placed as string)) out.push({ type: 'shoot', icon });
        out.push({ type: 'declineShot' });
        return;
      case 'attack': {
        const hand = t.hand;
        const pairs = attackHandLimit(s, s.active) >= 2;
        out.push({ type: 'commitAttack', cards: [] });
        for (let k = 0; k < hand.length; k++) {
          out.push({ type: 'commitAttack', cards: [hand[k] as string] });
          if (!pairs) continue;
          for (let j = k + 1; j < hand.length; j++) {
            out.push({ type: 'commitAttack', cards: [hand[k] as string, hand[j] as string] });
          }
        }
        return;
      }
      case 'defence':
        out.push({ type: 'defend', add: 'none' });
        if (drawable(s) > 0) out.push({ type: 'defend', add: 'deck' });
        for (const card of teamOf(s, other(s.active)).hand) out.push({ type: 'defend', add: 'hand', card });
        return;
      case 'effect':
        if (cardInfo(s.data, s.placed as string).effect === 'freeShot') {
          for (const icon of liveAttackIcons(s.data, t, s.placed as string)) out.push({ type: 'applyEffect', icon });
        } else {
          out.push({ type: 'applyEffect' });
        }
        out.push({ type: 'skipEffect' });
        return;
      case 'tempo':
        for (const card of s.tempo) out.push({ type: 'keep', card });
        return;
      case 'penaltyKick':
      case 'penaltySave':
        for (const direction of DIRECTIONS) out.push({ type: 'penalty', direction });
        return;
    }
  }
}

/**
 * The action at `chooser.int(count)` among the `count` legal actions of the current step (counted
 * once), built alone; null when the match is over. The lineup phase is the 286 lineups of
 * `lineupActions`.
 */
export function chooseAction(s: MneState, chooser: IndexChooser): MneAction | null {
  // In play nearly always: that test first, then the steps by how often they come.
  if (s.phase === 'play') return chooseInPlay(s, chooser);
  switch (s.phase) {
    case 'over':
      return null;
    case 'draft': {
      const revealed = s.draft?.revealed ?? [];
      return revealed.length === 0
        ? null
        : { type: 'draftPick', card: revealed[chooser.int(revealed.length)] as string };
    }
    case 'lineup': {
      const all = lineupList(s);
      return all[chooser.int(all.length)] as MneAction;
    }
    case 'halfTime': {
      const seat = halfTimeSeat(s) as Seat;
      const subs = substituteCount(s, teamOf(s, seat));
      const i = chooser.int(subs + 1);
      return i < subs ? nthSubstitute(s, seat, i) : { type: 'ready' };
    }
    case 'shootout':
      return penalty(chooser.int(DIRECTIONS.length));
  }
}

function chooseInPlay(s: MneState, chooser: IndexChooser): MneAction {
  switch (s.step) {
    case 'player':
      return choosePlayerAction(s, chooser);
    case 'defence': {
      const hand = teamOf(s, other(s.active)).hand;
      const deck = drawable(s) > 0 ? 1 : 0;
      const i = chooser.int(1 + deck + hand.length);
      if (i === 0) return { type: 'defend', add: 'none' };
      if (i <= deck) return { type: 'defend', add: 'deck' };
      return { type: 'defend', add: 'hand', card: hand[i - 1 - deck] as string };
    }
    case 'team': {
      const t = teamOf(s, s.active);
      const sum = summary(s.data, t.field);
      const pass = passMaxWith(s, t.hand.length, sum.pass);
      const press = pressWith(s, sum.press) ? 1 : 0;
      const i = chooser.int(pass + press + substituteCount(s, t));
      if (i < pass) return { type: 'pass', draw: i + 1 };
      if (i < pass + press) return { type: 'press' };
      return nthSubstitute(s, s.active, i - pass - press);
    }
    case 'effect':
      if (fieldCardInfo(s.data, teamOf(s, s.active).field, s.placed as string).effect === 'freeShot')
        return chooseIcon(s, chooser, FREE_SHOT, SKIP);
      return chooser.int(2) === 0 ? { type: 'applyEffect' } : SKIP();
    case 'shoot':
      return chooseIcon(s, chooser, SHOOT, DECLINE);
    case 'attack':
      return chooseAttack(s, chooser);
    case 'tempo':
      return { type: 'keep', card: s.tempo[chooser.int(s.tempo.length)] as string };
    case 'penaltyKick':
    case 'penaltySave':
      return penalty(chooser.int(DIRECTIONS.length));
  }
}

// Each a new object: a caller may change the action it was given.
const SHOOT = (icon: string): MneAction => ({ type: 'shoot', icon });
const FREE_SHOT = (icon: string): MneAction => ({ type: 'applyEffect', icon });
const DECLINE = (): MneAction => ({ type: 'declineShot' });
const SKIP = (): MneAction => ({ type: 'skipEffect' });

/** One of the placed card's live attack icons (as `withIcon(icon)`), or `otherwise()`. */
function chooseIcon(
  s: MneState,
  chooser: IndexChooser,
  withIcon: (icon: string) => MneAction,
  otherwise: () => MneAction,
): MneAction {
  const icons = liveAttackIcons(s.data, teamOf(s, s.active), s.placed as string);
  const i = chooser.int(icons.length + 1);
  return i < icons.length ? withIcon(icons[i] as string) : otherwise();
}

function penalty(i: number): MneAction {
  return { type: 'penalty', direction: DIRECTIONS[i] as Direction };
}

function lineupList(s: MneState): MneAction[] {
  const out: MneAction[] = [];
  lineupActions(s, out);
  return out;
}

/** How many substitution pairs the seat whose team `t` is may make now. */
function substituteCount(s: MneState, t: TeamState): number {
  return teamCanSubstitute(s, t) ? t.subs.length * (t.front.length + t.field.length) : 0;
}

function listSubstitutes(s: MneState, seat: Seat, out: MneAction[]): void {
  for (let i = 0, n = substituteCount(s, teamOf(s, seat)); i < n; i++) out.push(nthSubstitute(s, seat, i));
}

function nthSubstitute(s: MneState, seat: Seat, i: number): MneAction {
  const t = teamOf(s, seat);
  const outs = t.front.length + t.field.length;
  const k = i % outs;
  const out = k < t.front.length ? (t.front[k] as string) : (t.field[k - t.front.length] as Placed).card;
  return { type: 'substitute', in: t.subs[Math.floor(i / outs)] as string, out };
}

/**
 * The Player Action step: placements (front card × open space of its position), then Direct
 * Attacks, substitutions and the unorganised shot. Counted from the field's summary and the front's
 * positions, without building anything but the action chosen.
 */
function choosePlayerAction(s: MneState, chooser: IndexChooser): MneAction {
  const data = s.data;
  const t = teamOf(s, s.active);
  // The field's summary and the front's positions, looked up once for the count and the pick.
  const sum = summary(data, t.field);
  const f = frontPositions(data, t.front);
  const masks = openMasksOf(data, sum);
  const places = placementsOf(f, masks);
  const attacks = directAttacksOf(sum, t.tokens);
  const subs = substituteCount(s, t);
  let i = chooser.int(places + attacks + subs + (places + attacks === 0 ? 1 : 0));
  if (i < places) {
    for (let k = 0; k < t.front.length; k++) {
      const pos = positionAt(f, k);
      const n = pos === 'FW' ? masks.nFW : pos === 'MF' ? masks.nMF : masks.nDF;
      if (i < n) {
        const space = nthOpen(data, maskFor(masks, pos), pos, i);
        const cols = data.board.cols;
        return { type: 'place', card: t.front[k] as string, row: Math.floor(space / cols), col: space % cols };
      }
      i -= n;
    }
  }
  i -= places;
  if (i < attacks) return directAttacks(t, sum.attack, i, null) as MneAction;
  i -= attacks;
  // Then the substitutions, and last the unorganised shot (only when nothing came first).
  return i < subs ? nthSubstitute(s, s.active, i) : { type: 'unorganisedShot' };
}

const NO_SPACES: readonly number[] = Object.freeze([]);

/**
 * The Player Action step's actions in `choosePlayerAction`'s order, walked in one pass.
 */
function listPlayerActions(s: MneState, out: MneAction[]): void {
  const data = s.data;
  const t = teamOf(s, s.active);
  const cols = data.board.cols;
  const start = out.length;
  const sum = summary(data, t.field);
  const f = frontPositions(data, t.front);
  const m = openMasksOf(data, sum);
  // The open spaces of each position a front card plays, listed once (not found again by index
  // for every card).
  const fw = f.FW > 0 ? spacesOfMask(data, m.openFW, 'FW') : NO_SPACES;
  const mf = f.MF > 0 ? spacesOfMask(data, m.openMF, 'MF') : NO_SPACES;
  const df = f.DF > 0 ? spacesOfMask(data, m.openDF, 'DF') : NO_SPACES;
  for (let k = 0; k < t.front.length; k++) {
    const card = t.front[k] as string;
    const pos = positionAt(f, k);
    const spaces = pos === 'FW' ? fw : pos === 'MF' ? mf : df;
    for (let i = 0; i < spaces.length; i++) {
      const space = spaces[i] as number;
      out.push({ type: 'place', card, row: Math.floor(space / cols), col: space % cols });
    }
  }
  directAttacks(t, sum.attack, 0, out);
  const buildUpOrAttack = out.length > start;
  listSubstitutes(s, s.active, out);
  if (!buildUpOrAttack) out.push({ type: 'unorganisedShot' });
}

/**
 * The Direct Attacks of team `t`, whose field's attack icons are `attack`, in listing order (by the
 * field's cards, then their icons; an icon two cards created is one attack for each): all pushed to
 * `out`, or without it the one at index `nth` (null when there are fewer).
 */
function directAttacks(t: TeamState, attack: readonly Icon[], nth: number, out: MneAction[] | null): MneAction | null {
  const field = t.field;
  const tokens = t.tokens;
  for (let q = 0; q < field.length; q++) {
    const card = (field[q] as Placed).card;
    for (let k = 0; k < attack.length; k++) {
      const ic = attack[k] as Icon;
      const cards = ic.cards;
      // A one-card icon's list is not read past its end.
      if (cards[0] !== card && (cards.length < 2 || cards[1] !== card)) continue;
      const key = ic.key;
      if (isFlipped(tokens, key)) continue;
      if (out) out.push({ type: 'directAttack', card, icon: key });
      else if (nth-- === 0) return { type: 'directAttack', card, icon: key };
    }
  }
  return null;
}

/** [], then for each hand card k: [k] and (with a limit of 2) every [k, j] with j > k. */
function chooseAttack(s: MneState, chooser: IndexChooser): MneAction {
  const hand = teamOf(s, s.active).hand;
  const h = hand.length;
  const pairs = attackHandLimit(s, s.active) >= 2;
  let i = chooser.int(1 + h + (pairs ? (h * (h - 1)) / 2 : 0));
  if (i === 0) return { type: 'commitAttack', cards: [] };
  i--;
  for (let k = 0; k < h; k++) {
    if (i === 0) return { type: 'commitAttack', cards: [hand[k] as string] };
    i--;
    const more = pairs ? h - 1 - k : 0;
    if (i < more) return { type: 'commitAttack', cards: [hand[k] as string, hand[k + 1 + i] as string] };
    i -= more;
  }
  throw new RangeError(`No attack action ${i}.`);
}
