/**
 * The one module that reads effects (rulebook: Game Symbols, The Cards, Conflict Resolutions).
 * Action cards and manager abilities share one vocabulary (`Effect`); everything that asks "what
 * does this card or manager do here?" comes through here: team and player modifiers, immunities,
 * costs, and the sources of instant effects (re-rolls, extra attacks, disallowed goals, skips).
 */
import type { DataIndex } from '../data/index.js';
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
import { managerOf, teamOf } from '../ctx.js';

export type EffectOf<K extends EffectKind> = Extract<Effect, { k: K }>;

export function effectOf<K extends EffectKind>(effects: readonly Effect[], k: K): EffectOf<K> | undefined {
  for (let i = 0; i < effects.length; i++) if ((effects[i] as Effect).k === k) return effects[i] as EffectOf<K>;
  return undefined;
}

/** The manager's ability of kind `k` (Godfather's re-rolls, People's Club's home advantage, …). */
export function abilityOf<K extends EffectKind>(ix: DataIndex, team: TeamState, k: K): EffectOf<K> | undefined {
  const m = managerOf(ix, team);
  return m ? effectOf(m.abilities, k) : undefined;
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
  let cards = 0;
  for (let i = 0, list = m.cards; i < list.length; i++) {
    const pc = list[i] as PlayedCard;
    if (!pc.active || pc.side !== side || pc.player !== undefined) continue;
    const def = ix.card.get(pc.card);
    if (!def || !effectiveUnder(def, tactic)) continue;
    for (let j = 0; j < def.effects.length; j++) {
      const e = def.effects[j] as Effect;
      if (e.k === k) cards += e.n;
    }
  }
  const ab = abilityOf(ix, teamOf(s, m, side), k);
  return { cards, ability: ab ? ab.n : 0 };
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
    if (!pc.active || pc.player !== player) continue;
    const def = ix.card.get(pc.card);
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

/** What playing `card` costs `team` now (Zero Cost On Evolution Cards; Win Bonus pays later). */
export function playCost(ix: DataIndex, team: TeamState, card: ActionCardDef): number {
  if (card.type === 'evolution' && abilityOf(ix, team, 'freeEvolution')) return 0;
  return card.variable ? 0 : card.cost;
}

/** Money the team must hold to play `card` (Win Bonus: its printed minimum, paid at the end). */
export function moneyNeeded(ix: DataIndex, team: TeamState, card: ActionCardDef): number {
  if (card.type === 'evolution' && abilityOf(ix, team, 'freeEvolution')) return 0;
  return card.cost;
}

const NONE: string[] = [];
const NO_OPTS: { attacking?: boolean; prematch?: boolean } = {};

/** True when `side` has at least one source of instant effect `k` now (the flow's hot check: no list built). */
export function hasInstantSource(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  k: InstantKind,
  opts: { attacking?: boolean; prematch?: boolean } = NO_OPTS,
): boolean {
  const team = teamOf(s, m, side);
  if (team.seat === null) return false;
  const ab = abilityOf(ix, team, k);
  if (ab && (m.sides[side].used[k] ?? 0) < ab.n && (ab.k !== 'reroll' || ab.what === 'any' || opts.attacking))
    return true;
  if (k === 'reroll') {
    const paid = abilityOf(ix, team, 'rerollPaid');
    if (paid && team.money >= paid.cost) return true;
  }
  const victim: Side = AIMS_AT_OPPONENT[k] ? (side === 0 ? 1 : 0) : side;
  for (let i = 0, list = team.hand; i < list.length; i++) {
    const id = list[i] as string;
    const card = ix.card.get(id);
    if (card && cardOffers(ix, s, m, team, side, victim, card, k, opts)) return true;
  }
  for (let i = 0, list = m.cards; i < list.length; i++) {
    const pc = list[i] as PlayedCard;
    if (!pc.active || !pc.left || pc.side !== side || pc.by !== team.seat) continue;
    const e = effectOf(ix.card.get(pc.card)?.effects ?? [], k);
    if (e && (e.k !== 'reroll' || e.what === 'any' || opts.attacking)) return true;
  }
  return false;
}

/** The instant effects that can be used from a source in a match window. */
export type InstantKind = 'reroll' | 'extra' | 'disallow' | 'skip' | 'tacReroll';

/** Instant effects aimed at the opponent (the card's manager indicator must be 'opp'). */
export const AIMS_AT_OPPONENT: Record<InstantKind, boolean> = {
  reroll: false,
  extra: false,
  tacReroll: false,
  disallow: true,
  skip: true,
};

/**
 * The sources from which `side`'s manager may use instant effect `k` now: 'ability', 'paid'
 * (pay-per-use re-roll), cards in hand, and multi-use cards already played this match.
 * `prematch` selects the timing allowed ('pre'/'any' before kick-off, 'in'/'any' during the match).
 */
export function instantSources(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  k: InstantKind,
  opts: { attacking?: boolean; prematch?: boolean } = NO_OPTS,
): string[] {
  const team = teamOf(s, m, side);
  if (team.seat === null) return NONE;
  const out: string[] = [];
  const ab = abilityOf(ix, team, k);
  if (ab && (m.sides[side].used[k] ?? 0) < ab.n && (ab.k !== 'reroll' || ab.what === 'any' || opts.attacking)) {
    out.push('ability');
  }
  if (k === 'reroll') {
    const paid = abilityOf(ix, team, 'rerollPaid');
    if (paid && team.money >= paid.cost) out.push('paid');
  }
  const victim: Side = AIMS_AT_OPPONENT[k] ? (side === 0 ? 1 : 0) : side;
  for (let i = 0, list = team.hand; i < list.length; i++) {
    const id = list[i] as string;
    if (out.includes(id)) continue;
    const card = ix.card.get(id);
    if (card && cardOffers(ix, s, m, team, side, victim, card, k, opts)) out.push(id);
  }
  for (let i = 0, list = m.cards; i < list.length; i++) {
    const pc = list[i] as PlayedCard;
    if (pc.active && pc.left && pc.side === side && pc.by === team.seat && !out.includes(pc.card)) {
      const card = ix.card.get(pc.card);
      const e = card && effectOf(card.effects, k);
      if (e && (e.k !== 'reroll' || e.what === 'any' || opts.attacking)) out.push(pc.card);
    }
  }
  return out;
}

/** Whether `card` in the hand of `team` (acting as `side`, or as an outsider) can give effect `k` to hurt/help `victim`. */
export function cardOffers(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  team: TeamState,
  side: Side | null,
  victim: Side,
  card: ActionCardDef,
  k: InstantKind,
  opts: { attacking?: boolean; prematch?: boolean },
): boolean {
  const e = effectOf(card.effects, k);
  if (!e) return false;
  if (e.k === 'reroll' && e.what === 'attack' && !opts.attacking) return false;
  if (opts.prematch ? card.timing === 'in' : card.timing === 'pre') return false;
  if ((card.target === 'opp') !== AIMS_AT_OPPONENT[k]) return false;
  if (side === null && card.type !== 'corruption') return false; // outsiders: corruption only
  if (team.money < moneyNeeded(ix, team, card)) return false;
  if (card.home && side !== m.ha) return false;
  if (!effectiveUnder(card, m.tactic)) return false;
  if (victim !== side && immuneTo(ix, s, m, victim, card)) return false;
  return true;
}
