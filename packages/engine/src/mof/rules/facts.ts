/**
 * Facts derived once per data set for the hot rules (windows, levels, the turn loop): each
 * manager's abilities by kind, each card's instant effects, window kinds and flags. Only a faster
 * way to read the definitions — `effects.ts` and the other rules still decide what they mean.
 * Kept on the data index itself (`ix.facts`), built the first time a rule asks.
 */
import type { DataIndex } from '../data/index.js';
import { instantBit, INSTANT_KINDS, servesFromHand } from './instant.js';
import type { ActionCardDef, Effect, EffectKind, ManagerDef, PlayerDef, TeamState } from '../types.js';

export type EffectOf<K extends EffectKind> = Extract<Effect, { k: K }>;

export interface ManagerFacts {
  def: ManagerDef;
  /**
   * The first ability of each kind (what a scan of `abilities` finds first). A Map: reading a
   * record by a kind that varies from call to call is a megamorphic keyed load, several times slower.
   */
  ability: ReadonlyMap<EffectKind, Effect>;
  /** `instantBit`s of its instant abilities (the pay-per-use re-roll included). */
  instant: number;
  /** It plays evolution cards for free. */
  free: boolean;
}

export interface CardFacts {
  def: ActionCardDef;
  /** `instantBit`s of its instant effects. */
  instant: number;
  /** `instantBit`s of the instant effects it could give from a hand (`servesFromHand`). */
  offer: number;
  /** Only gains money (and not an in-match card): see `isMoneyCard`. */
  money: boolean;
  /** Bit 1: an effect of the first pre-match window's kinds; bit 2: of the second's. */
  windows: number;
  /** A player modifier (pAtt, pDef or pTac). */
  playerMod: boolean;
  /**
   * Acts on the other side though played on its own (forces a tactic, takes home advantage): the
   * other side's immunities apply.
   */
  onOpponent: boolean;
  /** Blocks corruption (Whistleblower). */
  block: boolean;
}

/** A bit per genius flag (attacking, defensive, tactical). */
export const GENIUS_BITS: Readonly<Record<string, number>> = { A: 1, D: 2, T: 4 };

/**
 * Records without a prototype, by id, which V8 keeps as dictionaries: a look-up compares the
 * (internalized) ids by address, where a Map's compares each candidate id through a call.
 */
export interface Facts {
  manager: Readonly<Record<string, ManagerFacts | undefined>>;
  card: Readonly<Record<string, CardFacts | undefined>>;
  /**
   * Each player's values as one small integer, 3 bits each (valid data keeps them in 0..7): attack
   * by `TACTICS` index at bits 0–11, defence at 12–23, tactical at 24, then its `GENIUS_BITS` at 27.
   * A compact table stays in the cache, where the definitions' scattered arrays missed it each time.
   */
  player: Readonly<Record<string, number | undefined>>;
  /** What the hot rules last read from states with these facts (see `teamOffersOf`, `lineupGenius`). */
  recent: RecentReads;
}

/**
 * Answers kept for the next ask, keyed by the identity of state lists (which are replaced, never
 * changed in place, so one list always gives one answer): kept with the data set's facts rather
 * than in the module, so that nothing outside a data set's own index can change what it answers.
 */
interface RecentReads {
  /** The last offers read for each team index (a hit needs the same hand and manager). */
  offers: (TeamOffers | undefined)[];
  /** The genius bits of the last two line-ups asked about (the two sides', in turn). */
  lineups: (readonly string[] | null)[];
  bits: number[];
  /** The slot the next line-up goes into. */
  next: number;
}

/**
 * The 3-bit value at bit `at` of a player's code (see `Facts.player`): attack 3 × tactic index,
 * defence 12 + 3 × tactic index, tactical 24, geniuses 27.
 */
export const codeValue = (code: number, at: number): number => (code >> at) & 7;

/** A player's value with its modifiers, kept in 0..7 (the range of the values its code holds). */
export const clamp07 = (n: number): number => (n < 0 ? 0 : n > 7 ? 7 : n);

// The effect kinds played in each pre-match window (rulebook: Rules for Playing Action Cards; see
// action-cards.ts): the first for the tactical roll, the second for attack, defence and players.
const WINDOW_1: ReadonlySet<EffectKind> = new Set<EffectKind>(['tac', 'pTac', 'force', 'gainHome']);
const WINDOW_2: ReadonlySet<EffectKind> = new Set<EffectKind>(['att', 'def', 'pAtt', 'pDef', 'sub', 'injury']);

function instantBits(effects: readonly Effect[]): number {
  let bits = 0;
  for (const e of effects) bits |= instantBit(e.k);
  return bits;
}

function buildManagerFacts(def: ManagerDef): ManagerFacts {
  const ability = new Map<EffectKind, Effect>();
  for (const e of def.abilities) if (!ability.has(e.k)) ability.set(e.k, e);
  const paid = ability.has('rerollPaid') ? instantBit('reroll') : 0;
  return { def, ability, instant: instantBits(def.abilities) | paid, free: ability.has('freeEvolution') };
}

function buildCardFacts(def: ActionCardDef): CardFacts {
  const has = (kinds: ReadonlySet<EffectKind>) => def.effects.some((e) => kinds.has(e.k));
  return {
    def,
    instant: instantBits(def.effects),
    offer: INSTANT_KINDS.reduce((bits, k) => (servesFromHand(def, k) ? bits | instantBit(k) : bits), 0),
    money: def.timing !== 'in' && def.effects.every((e) => e.k === 'money'),
    windows: (has(WINDOW_1) ? 1 : 0) | (has(WINDOW_2) ? 2 : 0),
    playerMod: def.effects.some((e) => e.k === 'pAtt' || e.k === 'pDef' || e.k === 'pTac'),
    onOpponent: def.effects.some((e) => e.k === 'force' || e.k === 'gainHome'),
    block: def.effects.some((e) => e.k === 'block'),
  };
}

function playerCode(def: PlayerDef): number {
  let c = def.tac << 24;
  for (let t = 0; t < 4; t++) c |= ((def.att[t] as number) << (3 * t)) | ((def.def[t] as number) << (12 + 3 * t));
  for (const g of def.genius ?? []) c |= (GENIUS_BITS[g] ?? 0) << 27;
  return c;
}

export function factsOf(ix: DataIndex): Facts {
  return (ix.facts ??= buildFacts(ix));
}

function buildFacts(ix: DataIndex): Facts {
  const manager: Record<string, ManagerFacts> = Object.create(null);
  const card: Record<string, CardFacts> = Object.create(null);
  const player: Record<string, number> = Object.create(null);
  for (const [id, def] of ix.manager) manager[id] = buildManagerFacts(def);
  for (const [id, def] of ix.card) card[id] = buildCardFacts(def);
  for (const [id, def] of ix.player) player[id] = playerCode(def);
  return { manager, card, player, recent: { offers: [], lineups: [null, null], bits: [0, 0], next: 0 } };
}

/**
 * What a team could offer in the instant-effect windows before the match's state is read: its
 * manager's facts and its hand's offers (see `teamOffersOf`).
 */
export interface TeamOffers {
  /** The hand, manager and facts this was read from. */
  hand: readonly string[];
  manager: string | null;
  f: Facts;
  mgr: ManagerFacts | undefined;
  /** The `instantBit`s of its manager's abilities (the pay-per-use re-roll included). */
  ability: number;
  /** Its manager plays evolution cards for free (moneyNeeded: nothing). */
  free: boolean;
  /** The facts of each card of its hand, in hand order; none for a copy of a card met before (the first answers). */
  cards: readonly (CardFacts | undefined)[];
  /** The `offer` bits of its hand's cards together. */
  bits: number;
  /** Its hand's cards without repeats (one swap per card): the hand itself when it has none. */
  distinct: readonly string[];
}

function buildOffers(f: Facts, team: TeamState): TeamOffers {
  const hand = team.hand;
  const mgr = team.manager === null ? undefined : f.manager[team.manager];
  let bits = 0;
  const cards = new Array<CardFacts | undefined>(hand.length); // (sized: pushes would allocate more)
  let distinct: readonly string[] = hand;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i] as string;
    const card = f.card[id];
    if (card) bits |= card.offer;
    let j = 0; // (the first index of `id`: a loop, where `indexOf` is a call into V8 for each card)
    while (hand[j] !== id) j++;
    if (j < i) distinct = distinct === hand ? hand.slice(0, i) : distinct;
    else {
      cards[i] = card;
      if (distinct !== hand) (distinct as string[]).push(id);
    }
  }
  return {
    hand,
    manager: team.manager,
    f,
    mgr,
    ability: mgr?.instant ?? 0,
    free: mgr?.free ?? false,
    cards,
    bits,
    distinct,
  };
}

/** The offers of `team` (team `t` of its state): read once per hand, a few comparisons after. */
export function teamOffersOf(f: Facts, t: number, team: TeamState): TeamOffers {
  const offers = f.recent.offers;
  const o = offers[t];
  if (o !== undefined && o.hand === team.hand && o.manager === team.manager) return o;
  return (offers[t] = buildOffers(f, team));
}

/** The `GENIUS_BITS` of the players in `lineup` together. */
export function lineupGenius(f: Facts, lineup: readonly string[]): number {
  const r = f.recent;
  if (lineup === r.lineups[0]) return r.bits[0] as number;
  if (lineup === r.lineups[1]) return r.bits[1] as number;
  let bits = 0;
  for (let i = 0; i < lineup.length; i++) bits |= codeValue(f.player[lineup[i] as string] ?? 0, 27);
  r.lineups[r.next] = lineup;
  r.bits[r.next] = bits;
  r.next = 1 - r.next;
  return bits;
}
