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
import { chooseAction } from './action-index.js';
import { basicAttackPower, fieldIcons, iconsOfPlacing } from './rules/tactical-icons.js';
import { lineupSeat, squad, STARTERS } from './rules/setup.js';
import { teamOf } from './rules/context.js';
import type { MneAction, MneState, PlayerCardDef, Seat } from './types.js';
import { DerivedCache } from '../core/identity-memo.js';

/**
 * Uniformly random among the legal actions: the same choice as `rng.pick(legalActions(s))` (one
 * `rng.int(count)` into the same order), drawn without building the list — count the actions of the
 * step, draw an index, build only that action (action-index.ts) — which keeps playouts fast. The
 * lineup is the exception: a random bench, not an index into the 286 lineups.
 */
export function randomBot(seed: number | string = 0): Bot<MneState, MneAction> {
  const rng = new Rng(seedRng(seed));
  return (s) => {
    const a = s.phase === 'lineup' ? randomLineup(s, rng) : chooseAction(s, rng);
    if (a === null) throw new Error('randomBot was asked to act in a state with no legal action');
    return a;
  };
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
      case 'lineup': {
        const strength = cardStrengths.get(s.data.cards);
        const of = (card: string) => strength.get(card) ?? 0;
        return best(actions, (a) =>
          a.type === 'draftPick' ? of(a.card) : a.type === 'lineup' ? a.starters.reduce((n, c) => n + of(c), 0) : 0,
        );
      }
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
    // A Defender is worth more while the Basic Defence is weak (the same for every placement).
    const needDefence = basicDefenceOf(s, seat) < 3;
    if (places.length > 0)
      return best(places, (a) =>
        a.type === 'place' ? placementValue(s, seat, a.card, a.row, a.col, needDefence) + rng.next() * 0.1 : 0,
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

/** Each card's worth for the draft and the lineup, per list of cards (lineups score 286 options of 10 cards). */
const cardStrengths = new DerivedCache(
  (cards: readonly PlayerCardDef[]): Map<string, number> =>
    new Map(
      cards.map((def) => [
        def.id,
        Object.keys(def.edges).length + def.fullIcons.length * 2 + def.crack + (def.effect ? 1 : 0),
      ]),
    ),
);

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

function placementValue(s: MneState, seat: Seat, card: string, row: number, col: number, needDefence: boolean): number {
  const t = teamOf(s, seat);
  // The icons that include the new card are exactly those its placement completes.
  const icons = iconsOfPlacing(s.data, t.field, { card, row, col });
  let v = 0;
  for (const ic of icons) v += ic.type === 'attack' ? 1.5 : ic.type === 'defence' ? 1.2 : 1;
  if (needDefence && cardDef(s.data, card).position === 'DF') v += 0.5;
  return v;
}
