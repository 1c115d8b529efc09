/**
 * The one module that reads effects (rulebook: Game Symbols, The Cards, Conflict Resolutions).
 * Action cards and manager abilities share one vocabulary (`Effect`); everything that asks "what
 * does this card or manager do here?" comes through here: team and player modifiers, immunities,
 * costs, and the sources of instant effects (re-rolls, extra attacks, disallowed goals, skips).
 */
import type { DataIndex } from '../data/index.js';
import { factsOf, teamOffersOf, type EffectOf, type TeamOffers } from './facts.js';
import { aimsAtOpponent, instantBit, type InstantKind } from './instant.js';
import type {
  ActionCardDef,
  Effect,
  EffectKind,
  MatchState,
  MofState,
  PlayedCard,
  Side,
  Tactic,
  TeamState,
} from '../types.js';
import { managerOf, teamOf } from './context.js';
import { attackerNow } from './wheel.js';

export type { EffectOf };

export function effectOf<K extends EffectKind>(effects: readonly Effect[], k: K): EffectOf<K> | undefined {
  for (let i = 0; i < effects.length; i++) if ((effects[i] as Effect).k === k) return effects[i] as EffectOf<K>;
  return undefined;
}

/** The manager's ability of kind `k` (Godfather's re-rolls, People's Club's home advantage, …). */
export function abilityOf<K extends EffectKind>(ix: DataIndex, team: TeamState, k: K): EffectOf<K> | undefined {
  return team.manager === null
    ? undefined
    : (factsOf(ix).manager[team.manager]?.ability.get(k) as EffectOf<K> | undefined);
}

/** Tactical constraint: a card is effective only under its listed tactics (none listed: always). */
export function effectiveUnder(card: ActionCardDef, tactic: Tactic | null): boolean {
  return !card.tactics || (tactic !== null && card.tactics.includes(tactic));
}

/**
 * A team modifier of kind 'att' | 'def' | 'tac' for `side`: active lasting cards aimed at it whose
 * tactical constraint holds under `tactic`, and its manager's ability (not a card effect, so no
 * immunity or constraint applies — Conflict Resolutions: Joga Bonito).
 */
export function teamModifier(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  k: 'att' | 'def' | 'tac',
  tactic: Tactic | null,
): { cards: number; ability: number } {
  return { cards: cardModifier(ix, m, side, k, tactic), ability: abilityModifier(ix, teamOf(s, m, side), k) };
}

/** The cards' part of `teamModifier`. */
export function cardModifier(
  ix: DataIndex,
  m: MatchState,
  side: Side,
  k: 'att' | 'def' | 'tac',
  tactic: Tactic | null,
): number {
  let cards = 0;
  for (let i = 0, list = m.cards; i < list.length; i++) {
    const pc = list[i] as PlayedCard;
    if (!pc.active || pc.side !== side || pc.player !== undefined) continue;
    const def = factsOf(ix).card[pc.card]?.def; // (the facts' record: see `Facts`)
    if (!def || !effectiveUnder(def, tactic)) continue;
    for (let j = 0; j < def.effects.length; j++) {
      const e = def.effects[j] as Effect;
      if (e.k === k) cards += e.n;
    }
  }
  return cards;
}

/** The manager's part of `teamModifier`. */
export function abilityModifier(ix: DataIndex, team: TeamState, k: 'att' | 'def' | 'tac'): number {
  const ab = abilityOf(ix, team, k);
  return ab ? ab.n : 0;
}

/** Player Modifiers: the sum of active modifiers of kind `k` on `player`. */
export function playerModifier(
  ix: DataIndex,
  m: MatchState,
  player: string,
  k: 'pAtt' | 'pDef' | 'pTac',
  tactic: Tactic | null,
): number {
  let n = 0;
  for (let i = 0, list = m.cards; i < list.length; i++) {
    const pc = list[i] as PlayedCard;
    if (pc.player !== player || !pc.active) continue;
    const def = factsOf(ix).card[pc.card]?.def; // (the facts' record: see `Facts`)
    if (!def || !effectiveUnder(def, tactic)) continue;
    for (let j = 0; j < def.effects.length; j++) {
      const e = def.effects[j] as Effect;
      if (e.k === k) n += e.n;
    }
  }
  return n;
}

/**
 * Immunities: is `side`'s team protected from `card` played by someone else? Stadium Inferno's
 * immunity holds when it plays at home (side 0), whoever has home advantage (Conflict Resolutions).
 */
export function immuneTo(ix: DataIndex, s: MofState, m: MatchState, side: Side, card: ActionCardDef): boolean {
  const mgr = managerOf(ix, teamOf(s, m, side));
  if (!mgr) return false;
  for (let i = 0, list = mgr.abilities; i < list.length; i++) {
    const e = list[i] as Effect;
    if (e.k !== 'immune' || (e.atHome && side !== 0)) continue;
    if (e.from === 'all' || e.from === card.type) return true;
  }
  return false;
}

/** The People's Club "always has home advantage even when playing away": no card takes it. */
export const keepsHome = (ix: DataIndex, team: TeamState): boolean => abilityOf(ix, team, 'gainHome') !== undefined;

/**
 * Whether `card`, played by the other side, has no hold on `side`: its team is immune to the card,
 * or the card takes home advantage from a team that keeps it whatever is played.
 */
export const cannotReach = (ix: DataIndex, s: MofState, m: MatchState, side: Side, card: ActionCardDef): boolean =>
  immuneTo(ix, s, m, side, card) ||
  (effectOf(card.effects, 'gainHome') !== undefined && keepsHome(ix, teamOf(s, m, side)));

/** What playing `card` costs `team` now (Zero Cost On Evolution Cards; Win Bonus pays later). */
export function playCost(ix: DataIndex, team: TeamState, card: ActionCardDef): number {
  return card.variable ? 0 : moneyNeeded(ix, team, card);
}

/**
 * What `card` costs `team` at the final whistle: a variable cost (Win Bonus) is the points the team
 * won, and nothing for a manager who plays evolution cards for free.
 */
export const endCost = (ix: DataIndex, team: TeamState, card: ActionCardDef, points: number): number =>
  card.variable && !costsNothing(abilityOf(ix, team, 'freeEvolution') !== undefined, card) ? points : 0;

/** Money the team must hold to play `card` (Win Bonus: its printed 3M, whoever plays it). */
export function moneyNeeded(ix: DataIndex, team: TeamState, card: ActionCardDef): number {
  return moneyNeededBy(abilityOf(ix, team, 'freeEvolution') !== undefined, card);
}

/**
 * `moneyNeeded` when it is known whether the team's manager plays evolution cards for free (the
 * hot window tests read it from the team's offers, `TeamOffers.free`). Win Bonus's "must have at
 * least 3 million footies" is a condition on the money in hand, not its cost, so it holds for all.
 */
export function moneyNeededBy(freeEvolution: boolean, card: ActionCardDef): number {
  return costsNothing(freeEvolution, card) && !card.variable ? 0 : card.cost;
}

/** Zero Cost On Evolution Cards: whether `card` costs a manager with that ability (or not) nothing. */
const costsNothing = (freeEvolution: boolean, card: ActionCardDef): boolean =>
  freeEvolution && card.type === 'evolution';

export { type InstantKind };

/** The side attacking now (`m.roll` is this turn's once rolled). */
const attackerOf = (s: MofState, m: MatchState): Side => m.roll?.attacker ?? attackerNow(s, m);

/** Re-rolls limited to attack dice need `side` to be attacking (asked only then: it reads the wheel). */
const allowed = (e: Effect, s: MofState, m: MatchState, side: Side | null) =>
  e.k !== 'reroll' || e.what === 'any' || side === attackerOf(s, m);

/**
 * The sources from which person `seat` may use instant effect `k` now — the one test behind every
 * use-it-or-pass window (tactical re-roll, skip, re-roll, disallowed goal, extra attack): its
 * manager's ability ('ability'), the pay-per-use re-roll ('paid'), cards in hand, and multi-use
 * cards it played this match. A seat not playing the match (an outsider) has only its corruption
 * cards, aimed at the attacking side. The tactical re-roll is the pre-match window (timing
 * 'pre'/'any'), the others in-match ('in'/'any').
 */
export function instantSources(ix: DataIndex, s: MofState, m: MatchState, seat: string, k: InstantKind): string[] {
  const out: string[] = [];
  findSources(ix, s, m, seat, k, out);
  return out;
}

/**
 * Whether `seat` has any source of instant effect `k` now: `instantSources(…).length > 0`, the
 * search stopping at the first. `t`: the seat's team, when the caller knows it.
 */
export const hasInstantSource = (
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  seat: string,
  k: InstantKind,
  t?: number,
): boolean => findSources(ix, s, m, seat, k, null, t);

/** The index of the team whose manager sits at `seat`, or -1. */
export function teamOfSeat(s: MofState, seat: string): number {
  for (let i = 0; i < s.teams.length; i++) if ((s.teams[i] as TeamState).seat === seat) return i;
  return -1;
}

const NO_CARDS: readonly string[] = [];
const NO_PLAYED: readonly PlayedCard[] = [];

/** Whether a card in play has uses left (most windows have no card in play at all). */
function usesLeft(cards: readonly PlayedCard[]): boolean {
  for (let i = 0; i < cards.length; i++) if ((cards[i] as PlayedCard).left) return true;
  return false;
}

/**
 * The search behind `instantSources`: appends each source to `out` in order; without `out`, only
 * says whether there is one. True when a source was found. Most windows, most turns, end at the
 * bit tests: a manager, hand and multi-use cards in play with no such effect at all.
 */
function findSources(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  seat: string,
  k: InstantKind,
  out: string[] | null,
  t = teamOfSeat(s, seat),
): boolean {
  const team = s.teams[t];
  if (!team) return false;
  const o = teamOffersOf(factsOf(ix), t, team);
  // Most windows, most turns: no source of `k` at all. (This part is kept short so that V8 inlines it
  // into the callers: half a per cent of a random match.)
  return ((o.ability | o.bits) & instantBit(k)) !== 0 || usesLeft(m.cards)
    ? searchSources(ix, s, m, seat, k, out, t, team, o)
    : false;
}

/** The search of `findSources` once a source may exist. */
function searchSources(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  seat: string,
  k: InstantKind,
  out: string[] | null,
  t: number,
  team: TeamState,
  o: TeamOffers,
): boolean {
  const f = o.f;
  const bit = instantBit(k);
  const side: Side | null = m.sides[0].team === t ? 0 : m.sides[1].team === t ? 1 : null;
  if (side !== null && o.ability & bit) {
    const ab = o.mgr?.ability.get(k) as EffectOf<InstantKind> | undefined;
    if (ab && (m.sides[side].used[k] ?? 0) < ab.n && allowed(ab, s, m, side)) {
      if (!out) return true;
      out.push('ability');
    }
    if (k === 'reroll') {
      const paid = o.mgr?.ability.get('rerollPaid') as EffectOf<'rerollPaid'> | undefined;
      if (paid && team.money >= paid.cost) {
        if (!out) return true;
        out.push('paid');
      }
    }
  }
  const hand = o.bits & bit ? team.hand : NO_CARDS; // no card to look at
  for (let i = 0, list = hand; i < list.length; i++) {
    const id = list[i] as string;
    const card = o.cards[i];
    if (!card || !(card.offer & bit)) continue; // cannot give this effect from a hand at all (or a copy met before)
    if (!cardOffers(ix, s, m, team, o, side, card.def, k)) continue;
    if (!out) return true;
    out.push(id);
  }
  // (an outsider, side null, has no cards in play: pc.side is a side)
  for (let i = 0, list = usesLeft(m.cards) ? m.cards : NO_PLAYED; i < list.length; i++) {
    const pc = list[i] as PlayedCard;
    if (pc.active && pc.left && pc.side === side && pc.by === seat && !out?.includes(pc.card)) {
      const e = effectOf(f.card[pc.card]?.def.effects ?? [], k);
      if (!e || !allowed(e, s, m, side)) continue;
      if (!out) return true;
      out.push(pc.card);
    }
  }
  return out !== null && out.length > 0;
}

/**
 * Whether `card` in the hand of `team` (offers `o`, acting as `side`, or as an outsider) can give
 * effect `k` now (to hurt the side it aims at, or to help its own). Asked only of a card that
 * `servesFromHand` (its `offer` bit for `k`).
 */
function cardOffers(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  team: TeamState,
  o: TeamOffers,
  side: Side | null,
  card: ActionCardDef,
  k: InstantKind,
): boolean {
  if (team.money < moneyNeededBy(o.free, card)) return false;
  if (side === null && card.type !== 'corruption') return false; // outsiders: corruption only
  if (card.home && side !== m.ha) return false;
  if (!effectiveUnder(card, m.tactic)) return false;
  if (!allowed(effectOf(card.effects, k) as Effect, s, m, side)) return false;
  const victim: Side = side === null ? attackerOf(s, m) : aimsAtOpponent(k) ? (side === 0 ? 1 : 0) : side;
  return victim === side || !immuneTo(ix, s, m, victim, card);
}
