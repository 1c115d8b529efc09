/**
 * Computer opponents for either seat. `randomBot` picks uniformly among the legal actions (core's
 * randomBot); `greedyBot` shoots when its odds are good, builds icons otherwise, adds the synergy
 * cards that make a goal most likely, and defends with its best card. Both are seeded.
 */
import type { Bot } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { cardDef } from './data/index.js';
import { legalActions } from './match.js';
import { basicDefenceOf, shotOdds, synergyCard } from './queries.js';
import {
  basicAttackPower,
  fieldIcons,
  iconsOfLastPlaced,
  liveAttackIconList,
  liveAttackIcons,
} from './rules/tactical-icons.js';
import { halfTimeSeat } from './rules/half-time.js';
import { attackHandLimit, DIRECTIONS } from './rules/shot.js';
import { teamActionOptions } from './rules/team-action.js';
import { openList } from './rules/placement.js';
import { lineupSeat, squad, STARTERS } from './rules/setup.js';
import { canSubstitute } from './rules/substitution.js';
import { teamOf } from './rules/context.js';
import type { MneAction, MneState, Placed, Position, Seat } from './types.js';

/**
 * Uniformly random among the legal actions: the same choice as `rng.pick(legalActions(s))` (one
 * `rng.int(count)` into the same order), drawn without building the list — count the actions of the
 * step, draw an index, build only that action — which keeps playouts fast. The lineup is the
 * exception: a random bench, not an index into the 286 lineups.
 */
export function randomBot(seed: number | string = 0): Bot<MneState, MneAction> {
  const rng = new Rng(seedRng(seed));
  return (s) => {
    const a = randomAction(s, rng);
    if (a === null) throw new Error('randomBot was asked to act in a state with no legal action');
    return a;
  };
}

// Actions without a choice inside, shared (frozen) so the random bot need not build them.
const PRESS: MneAction = Object.freeze({ type: 'press' });
const READY: MneAction = Object.freeze({ type: 'ready' });
const SKIP_EFFECT: MneAction = Object.freeze({ type: 'skipEffect' });
const APPLY_EFFECT: MneAction = Object.freeze({ type: 'applyEffect' });
const DECLINE_SHOT: MneAction = Object.freeze({ type: 'declineShot' });
const UNORGANISED: MneAction = Object.freeze({ type: 'unorganisedShot' });
const NO_ATTACK_CARDS: MneAction = Object.freeze({
  type: 'commitAttack',
  cards: Object.freeze([]) as unknown as string[],
});
const DEFEND_NONE: MneAction = Object.freeze({ type: 'defend', add: 'none' });
const DEFEND_DECK: MneAction = Object.freeze({ type: 'defend', add: 'deck' });
const PENALTIES: readonly MneAction[] = DIRECTIONS.map((direction) => Object.freeze({ type: 'penalty', direction }));

/** The random bot's choice in `s` (see `randomBot`), or null when nobody may act. */
function randomAction(s: MneState, rng: Rng): MneAction | null {
  switch (s.phase) {
    case 'over':
      return null;
    case 'draft': {
      const revealed = s.draft?.revealed ?? [];
      return revealed.length === 0 ? null : { type: 'draftPick', card: revealed[rng.int(revealed.length)] as string };
    }
    case 'lineup':
      return randomLineup(s, rng);
    case 'halfTime': {
      const seat = halfTimeSeat(s) as Seat;
      const subs = substituteCount(s, seat);
      const i = rng.int(subs + 1);
      return i < subs ? nthSubstitute(s, seat, i) : READY;
    }
    case 'shootout':
      return PENALTIES[rng.int(3)] as MneAction;
    case 'play':
      break;
  }
  const t = teamOf(s, s.active);
  switch (s.step) {
    case 'team': {
      const o = teamActionOptions(s);
      const press = o.canPress ? 1 : 0;
      const subs = substituteCount(s, s.active);
      let i = rng.int(o.passMax + press + subs);
      if (i < o.passMax) return { type: 'pass', draw: i + 1 };
      i -= o.passMax;
      if (i < press) return PRESS;
      return nthSubstitute(s, s.active, i - press);
    }
    case 'player':
      return randomPlayerAction(s, rng);
    case 'effect': {
      const card = s.placed as string;
      if (cardDef(s.data, card).effect !== 'freeShot') return rng.int(2) === 0 ? APPLY_EFFECT : SKIP_EFFECT;
      const icons = liveAttackIcons(s.data, t, card);
      const i = rng.int(icons.length + 1);
      return i < icons.length ? { type: 'applyEffect', icon: icons[i] as string } : SKIP_EFFECT;
    }
    case 'tempo':
      return { type: 'keep', card: s.tempo[rng.int(s.tempo.length)] as string };
    case 'shoot': {
      const icons = liveAttackIcons(s.data, t, s.placed as string);
      const i = rng.int(icons.length + 1);
      return i < icons.length ? { type: 'shoot', icon: icons[i] as string } : DECLINE_SHOT;
    }
    case 'attack': {
      // [], then for each hand card i: [i] and (with a limit of 2) every [i, j] with j > i.
      const hand = t.hand;
      const h = hand.length;
      const pairs = attackHandLimit(s, s.active) >= 2;
      let i = rng.int(1 + h + (pairs ? (h * (h - 1)) / 2 : 0));
      if (i === 0) return NO_ATTACK_CARDS;
      i--;
      for (let k = 0; k < h; k++) {
        if (i === 0) return { type: 'commitAttack', cards: [hand[k] as string] };
        i--;
        const more = pairs ? h - 1 - k : 0;
        if (i < more) return { type: 'commitAttack', cards: [hand[k] as string, hand[k + 1 + i] as string] };
        i -= more;
      }
      return NO_ATTACK_CARDS; // not reached
    }
    case 'defence': {
      const hand = teamOf(s, s.active === 'home' ? 'away' : 'home').hand;
      const deck = s.deck.length + s.discard.length > 0 ? 1 : 0;
      const i = rng.int(1 + deck + hand.length);
      if (i === 0) return DEFEND_NONE;
      if (i <= deck) return DEFEND_DECK;
      return { type: 'defend', add: 'hand', card: hand[i - 1 - deck] as string };
    }
    case 'penaltyKick':
    case 'penaltySave':
      return PENALTIES[rng.int(3)] as MneAction;
  }
}

/** How many substitution pairs `seat` may make now (in the order of `substituteActions`). */
function substituteCount(s: MneState, seat: Seat): number {
  const t = teamOf(s, seat);
  return canSubstitute(s, seat) ? t.subs.length * (t.front.length + t.field.length) : 0;
}

/** The `i`th substitution pair: each sub in, with each card in front and then on the field out. */
function nthSubstitute(s: MneState, seat: Seat, i: number): MneAction {
  const t = teamOf(s, seat);
  const outs = t.front.length + t.field.length;
  const k = i % outs;
  const out = k < t.front.length ? t.front[k] : (t.field[k - t.front.length] as Placed).card;
  return { type: 'substitute', in: t.subs[Math.floor(i / outs)] as string, out: out as string };
}

/**
 * One of the Player Action step's legal actions, uniformly, without building the list: the same
 * index into the same order as `legalActions` (placements by front card, Direct Attacks by field
 * card then icon, substitutions, else the unorganised shot), counted first and built only once chosen.
 */
function randomPlayerAction(s: MneState, rng: Rng): MneAction {
  const t = teamOf(s, s.active);
  // Every card of a position has the same open spaces.
  const dfOpen = openList(s.data, t.field, 'DF');
  const mfOpen = openList(s.data, t.field, 'MF');
  const fwOpen = openList(s.data, t.field, 'FW');
  const openOf = (pos: Position) => (pos === 'DF' ? dfOpen : pos === 'MF' ? mfOpen : fwOpen);
  let places = 0;
  for (const card of t.front) places += openOf(cardDef(s.data, card).position).length;
  const live = liveAttackIconList(s.data, t);
  // A Direct Attack is a (card, icon) pair: an icon shared by two cards is offered for each.
  let attackCount = 0;
  for (const ic of live) attackCount += ic.cards.length;
  const subs = substituteCount(s, s.active);
  const unorganised = places + attackCount === 0 ? 1 : 0;
  let i = rng.int(places + attackCount + subs + unorganised);
  if (i < places) {
    for (const card of t.front) {
      const open = openOf(cardDef(s.data, card).position);
      if (i < open.length) {
        const space = open[i] as number;
        const cols = s.data.board.cols;
        return { type: 'place', card, row: Math.floor(space / cols), col: space % cols };
      }
      i -= open.length;
    }
  }
  i -= places;
  if (i < attackCount) {
    for (const p of t.field) {
      for (const ic of live) {
        if (ic.cards[0] === p.card || ic.cards[1] === p.card) {
          if (i === 0) return { type: 'directAttack', card: p.card, icon: ic.key };
          i--;
        }
      }
    }
  }
  i -= attackCount;
  if (i < subs) return nthSubstitute(s, s.active, i);
  return UNORGANISED;
}

/** A uniformly random lineup (a random bench of squad − 10 cards). */
function randomLineup(s: MneState, rng: Rng): MneAction {
  const all = rng.shuffle(squad(s, lineupSeat(s)));
  return { type: 'lineup', starters: all.slice(0, STARTERS) };
}

/** Shoot (Direct Attack) when the estimated chance of a goal is at least this. */
const DIRECT_ATTACK_ODDS = 0.4;
/** After Build Up, shoot with the placed card when the chance is at least this. */
const BUILD_UP_SHOT_ODDS = 0.2;

export function greedyBot(seed: number | string = 0): Bot<MneState, MneAction> {
  const rng = new Rng(seedRng(seed));
  return (s) => {
    const actions = legalActions(s);
    if (actions.length === 0) throw new Error('greedyBot was asked to act in a state with no legal action');
    const first = actions[0] as MneAction;
    const seat = (s.step === 'defence' || s.step === 'penaltySave') && s.phase === 'play' ? opp(s.active) : s.active;
    switch (first.type) {
      case 'draftPick':
      case 'lineup':
        return best(actions, (a) =>
          a.type === 'draftPick'
            ? cardStrength(s, a.card)
            : a.type === 'lineup'
              ? a.starters.reduce((n, c) => n + cardStrength(s, c), 0)
              : 0,
        );
      case 'penalty':
        return rng.pick(actions);
      case 'keep':
        return best(actions, (a) => (a.type === 'keep' ? (synergyCard(s, a.card)?.stars ?? 0) : 0));
      case 'commitAttack':
        return best(actions, (a) => (a.type === 'commitAttack' ? odds(s, seat, a.cards) : 0));
      case 'defend':
        return best(actions, (a) =>
          a.type !== 'defend' ? 0 : a.add === 'hand' ? defenceValue(s, a.card) : a.add === 'deck' ? 2.5 : 0,
        );
      case 'applyEffect':
        return best(actions, (a) => (a.type === 'applyEffect' ? 1 + (a.icon ? -sharedness(s, a.icon) : 0) : 0));
      default:
        break;
    }
    if (s.phase === 'halfTime') return actions.find((a) => a.type === 'ready') ?? first;
    if (s.step === 'team') {
      const pass = actions.filter((a) => a.type === 'pass');
      const press = actions.find((a) => a.type === 'press');
      if (press && (teamOf(s, seat).hand.length >= 3 || pass.length === 0)) return press;
      return pass[pass.length - 1] ?? press ?? first;
    }
    if (s.step === 'shoot') {
      const shots = actions.filter((a) => a.type === 'shoot');
      const card = s.placed as string;
      const good = shotOddsNow(s, seat, card) >= BUILD_UP_SHOT_ODDS;
      return good
        ? best(shots, (a) => (a.type === 'shoot' ? -sharedness(s, a.icon) : 0))
        : (actions.find((a) => a.type === 'declineShot') ?? first);
    }
    // Player Action: the best Direct Attack if its odds are good, else the placement making most icons.
    const attacks = actions.filter((a) => a.type === 'directAttack');
    if (attacks.length > 0) {
      const top = best(attacks, (a) =>
        a.type === 'directAttack' ? shotOddsNow(s, seat, a.card) - sharedness(s, a.icon) * 0.01 : 0,
      );
      const places = actions.some((a) => a.type === 'place');
      if (!places || (top.type === 'directAttack' && shotOddsNow(s, seat, top.card) >= DIRECT_ATTACK_ODDS)) return top;
    }
    const places = actions.filter((a) => a.type === 'place');
    if (places.length > 0)
      return best(places, (a) =>
        a.type === 'place' ? placementValue(s, seat, a.card, a.row, a.col) + rng.next() * 0.1 : 0,
      );
    return actions.find((a) => a.type !== 'substitute') ?? first;
  };
}

function opp(seat: Seat): Seat {
  return seat === 'home' ? 'away' : 'home';
}

function best(actions: MneAction[], score: (a: MneAction) => number): MneAction {
  let top = actions[0] as MneAction;
  let topScore = -Infinity;
  for (const a of actions) {
    const v = score(a);
    if (v > topScore) {
      top = a;
      topScore = v;
    }
  }
  return top;
}

/** A card's worth for the draft and the lineup, kept per card definition (lineups score 286 options). */
const strengths = new WeakMap<object, number>();

function cardStrength(s: MneState, id: string): number {
  const def = cardDef(s.data, id);
  let v = strengths.get(def);
  if (v === undefined) {
    v = Object.keys(def.edges).length + def.fullIcons.length * 2 + def.crack + (def.effect ? 1 : 0);
    strengths.set(def, v);
  }
  return v;
}

/** The best odds of a shot by `card` now, with the best allowed hand cards. */
function shotOddsNow(s: MneState, seat: Seat, card: string): number {
  const basic = basicAttackPower(s.data, teamOf(s, seat), card);
  return shotOdds(s, seat, basic, cardDef(s.data, card).crack, []);
}

function odds(s: MneState, seat: Seat, cards: string[]): number {
  const shot = s.shot;
  if (!shot) return 0;
  // The mandatory deck card is already played face down; shotOdds models it as one unknown card.
  return shotOdds(s, seat, shot.basicAttack, shot.crack, cards, shot.kind !== 'unorganised', shot.ignoreDefence);
}

function defenceValue(s: MneState, card: string | undefined): number {
  const def = card ? synergyCard(s, card) : undefined;
  if (!def) return 0;
  // A Tackle only helps against a strong attack (a penalty is usually a goal).
  const shot = s.shot;
  if (def.tackle) return shot && shot.basicAttack + 3 * shot.attackCards.length >= 9 ? 6 : 0.5;
  return def.stars;
}

/** How many cards would lose an icon if this one is flipped (prefer the shooter's own icons). */
function sharedness(s: MneState, icon: string): number {
  const t = teamOf(s, s.active);
  return fieldIcons(s.data, t.field).find((ic) => ic.key === icon)?.cards.length ?? 1;
}

function placementValue(s: MneState, seat: Seat, card: string, row: number, col: number): number {
  const t = teamOf(s, seat);
  const field: Placed[] = [...t.field, { card, row, col }];
  // The icons that include the new card are exactly those its placement completes.
  const icons = iconsOfLastPlaced(s.data, field);
  let v = 0;
  for (const ic of icons) v += ic.type === 'attack' ? 1.5 : ic.type === 'defence' ? 1.2 : 1;
  if (basicDefenceOf(s, seat) < 3 && cardDef(s.data, card).position === 'DF') v += 0.5;
  return v;
}
