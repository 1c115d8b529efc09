/**
 * The legal actions of the current step as a count and an indexed pick (issue 8): `legalActions`
 * lists `nthAction(s, 0 … count − 1)` and the random bot draws one index, so both share one order
 * and the bot never builds the list. Counting is cheap: placements are front cards × open spaces of
 * their position (kept per field and per front array), attacks come from the field's icon summary.
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
import { cardDef } from './data/index.js';
import { frontPositions } from './rules/front-positions.js';
import { halfTimeSeat } from './rules/half-time.js';
import { nthOpen, openCount, openMask, placementCount } from './rules/placement.js';
import { lineupActions } from './rules/setup.js';
import { attackHandLimit, DIRECTIONS } from './rules/shot.js';
import { canSubstitute } from './rules/substitution.js';
import { drawable } from './rules/synergy-deck.js';
import { liveAttackIconList, liveAttackIcons, type Icon } from './rules/tactical-icons.js';
import { teamActionOptions } from './rules/team-action.js';
import { other, teamOf } from './rules/context.js';
import type { Direction, MneAction, MneState, Placed, Position, Seat } from './types.js';

/** How many legal actions the current step has (0 when the match is over). */
export function actionCount(s: MneState): number {
  switch (s.phase) {
    case 'over':
      return 0;
    case 'draft':
      return s.draft?.revealed.length ?? 0;
    case 'lineup':
      return lineupList(s).length;
    case 'halfTime':
      return substituteCount(s, halfTimeSeat(s) as Seat) + 1;
    case 'shootout':
      return DIRECTIONS.length;
    case 'play':
      break;
  }
  switch (s.step) {
    case 'team': {
      const o = teamActionOptions(s);
      return o.passMax + (o.canPress ? 1 : 0) + substituteCount(s, s.active);
    }
    case 'player': {
      const t = teamOf(s, s.active);
      const n = placementCount(s.data, t.front, t.field) + directAttackCount(s);
      return (n === 0 ? 1 : n) + substituteCount(s, s.active);
    }
    case 'effect':
      return isFreeShot(s) ? liveAttackIcons(s.data, teamOf(s, s.active), s.placed as string).length + 1 : 2;
    case 'tempo':
      return s.tempo.length;
    case 'shoot':
      return liveAttackIcons(s.data, teamOf(s, s.active), s.placed as string).length + 1;
    case 'attack': {
      const h = teamOf(s, s.active).hand.length;
      return 1 + h + (attackHandLimit(s, s.active) >= 2 ? (h * (h - 1)) / 2 : 0);
    }
    case 'defence':
      return 1 + (drawable({ s }) > 0 ? 1 : 0) + teamOf(s, other(s.active)).hand.length;
    case 'penaltyKick':
    case 'penaltySave':
      return DIRECTIONS.length;
  }
}

/** The `i`th legal action (0 ≤ i < `actionCount(s)`), a new object each call. */
export function nthAction(s: MneState, i: number): MneAction {
  switch (s.phase) {
    case 'over':
      throw new RangeError('The match is over: it has no legal action.');
    case 'draft':
      return { type: 'draftPick', card: (s.draft as NonNullable<MneState['draft']>).revealed[i] as string };
    case 'lineup':
      return lineupList(s)[i] as MneAction;
    case 'halfTime': {
      const seat = halfTimeSeat(s) as Seat;
      return i < substituteCount(s, seat) ? nthSubstitute(s, seat, i) : { type: 'ready' };
    }
    case 'shootout':
      return { type: 'penalty', direction: DIRECTIONS[i] as Direction };
    case 'play':
      break;
  }
  switch (s.step) {
    case 'team': {
      const o = teamActionOptions(s);
      if (i < o.passMax) return { type: 'pass', draw: i + 1 };
      if (o.canPress && i === o.passMax) return { type: 'press' };
      return nthSubstitute(s, s.active, i - o.passMax - (o.canPress ? 1 : 0));
    }
    case 'player':
      return nthPlayerAction(s, i);
    case 'effect': {
      if (!isFreeShot(s)) return i === 0 ? { type: 'applyEffect' } : { type: 'skipEffect' };
      const icons = liveAttackIcons(s.data, teamOf(s, s.active), s.placed as string);
      return i < icons.length ? { type: 'applyEffect', icon: icons[i] as string } : { type: 'skipEffect' };
    }
    case 'tempo':
      return { type: 'keep', card: s.tempo[i] as string };
    case 'shoot': {
      const icons = liveAttackIcons(s.data, teamOf(s, s.active), s.placed as string);
      return i < icons.length ? { type: 'shoot', icon: icons[i] as string } : { type: 'declineShot' };
    }
    case 'attack':
      return nthAttack(s, i);
    case 'defence': {
      if (i === 0) return { type: 'defend', add: 'none' };
      const deck = drawable({ s }) > 0 ? 1 : 0;
      if (i <= deck) return { type: 'defend', add: 'deck' };
      return { type: 'defend', add: 'hand', card: teamOf(s, other(s.active)).hand[i - 1 - deck] as string };
    }
    case 'penaltyKick':
    case 'penaltySave':
      return { type: 'penalty', direction: DIRECTIONS[i] as Direction };
  }
}

/** Every legal action, in the order above. */
export function listActions(s: MneState, out: MneAction[]): void {
  if (s.phase === 'lineup') {
    lineupActions(s, out);
    return;
  }
  for (let i = 0, n = actionCount(s); i < n; i++) out.push(nthAction(s, i));
}

function lineupList(s: MneState): MneAction[] {
  const out: MneAction[] = [];
  lineupActions(s, out);
  return out;
}

function isFreeShot(s: MneState): boolean {
  return cardDef(s.data, s.placed as string).effect === 'freeShot';
}

/** How many substitution pairs `seat` may make now. */
function substituteCount(s: MneState, seat: Seat): number {
  const t = teamOf(s, seat);
  return canSubstitute(s, seat) ? t.subs.length * (t.front.length + t.field.length) : 0;
}

function nthSubstitute(s: MneState, seat: Seat, i: number): MneAction {
  const t = teamOf(s, seat);
  const outs = t.front.length + t.field.length;
  const k = i % outs;
  const out = k < t.front.length ? (t.front[k] as string) : (t.field[k - t.front.length] as Placed).card;
  return { type: 'substitute', in: t.subs[Math.floor(i / outs)] as string, out };
}

/** Direct Attacks are (card, icon) pairs: an icon shared by two cards is offered for each. */
function directAttackCount(s: MneState): number {
  let n = 0;
  const live = liveAttackIconList(s.data, teamOf(s, s.active));
  for (let k = 0; k < live.length; k++) n += (live[k] as Icon).cards.length;
  return n;
}

function nthPlayerAction(s: MneState, i: number): MneAction {
  const t = teamOf(s, s.active);
  const places = placementCount(s.data, t.front, t.field);
  if (i < places) {
    const positions = frontPositions(s.data, t.front).of;
    for (let k = 0; k < t.front.length; k++) {
      const pos = positions[k] as Position;
      const mask = openMask(s.data, t.field, pos);
      const n = openCount(mask);
      if (i < n) {
        const space = nthOpen(s.data, mask, pos, i);
        const cols = s.data.board.cols;
        return { type: 'place', card: t.front[k] as string, row: Math.floor(space / cols), col: space % cols };
      }
      i -= n;
    }
  }
  i -= places;
  const live = liveAttackIconList(s.data, t);
  for (let f = 0; f < t.field.length; f++) {
    const card = (t.field[f] as Placed).card;
    for (let k = 0; k < live.length; k++) {
      const ic = live[k] as Icon;
      if (ic.cards[0] === card || ic.cards[1] === card) {
        if (i === 0) return { type: 'directAttack', card, icon: ic.key };
        i--;
      }
    }
  }
  // Past the attacks: the substitutions, then the unorganised shot (only when nothing came first).
  const subs = substituteCount(s, s.active);
  return i < subs ? nthSubstitute(s, s.active, i) : { type: 'unorganisedShot' };
}

function nthAttack(s: MneState, i: number): MneAction {
  const hand = teamOf(s, s.active).hand;
  const h = hand.length;
  if (i === 0) return { type: 'commitAttack', cards: [] };
  i--;
  const pairs = attackHandLimit(s, s.active) >= 2;
  for (let k = 0; k < h; k++) {
    if (i === 0) return { type: 'commitAttack', cards: [hand[k] as string] };
    i--;
    const more = pairs ? h - 1 - k : 0;
    if (i < more) return { type: 'commitAttack', cards: [hand[k] as string, hand[k + 1 + i] as string] };
    i -= more;
  }
  throw new RangeError(`No attack action ${i}.`);
}
