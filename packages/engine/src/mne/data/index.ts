/**
 * Loading the data a match is played with: defaults, validation of publisher data, and the data's
 * index (card and synergy maps, and what the rules last read from its states), built once per data
 * object and shared by every state of the match.
 */
import { Checker } from '../../core/validate.js';
import { isTrusted } from '../../core/trusted.js';
import { DerivedCache, IdentityMemo } from '../../core/identity-memo.js';
import { internalized } from '../../core/internalized.js';
import { DEFAULT_TRACK } from '../track.js';
import { validateTrack } from '../track-data.js';
import type { IconType, ImmediateEffect, MneData, Placed, PlayerCardDef, Position, SynergyCardDef } from '../types.js';
import type { FieldSummary } from '../rules/tactical-icons.js';
import type { FrontPositions } from '../rules/front-positions.js';
import type { UnseenStars } from '../queries.js';
import type { Ctx } from '../rules/context.js';
import { DEFAULT_BOARD, validateBoard } from './board.js';
import { DEFAULT_CARDS, validateCards } from './cards.js';
import { DEFAULT_SYNERGY, validateSynergy } from './synergy.js';

export { DEFAULT_BOARD, validateBoard } from './board.js';
export { DEFAULT_CARDS, validateCards, EDGE_SLOTS, ICON_TYPES, POSITIONS, EFFECTS } from './cards.js';
export { DEFAULT_SYNERGY, validateSynergy } from './synergy.js';
export { CARD_NAMES_VI } from './names-vi.js';

const DEFAULT_DATA: MneData = {
  cards: DEFAULT_CARDS as PlayerCardDef[],
  synergy: DEFAULT_SYNERGY as SynergyCardDef[],
  board: DEFAULT_BOARD,
  track: DEFAULT_TRACK,
};

/** `part` as checked: itself when a validator returned it (frozen, trusted), else `validate`'s copy. */
function checked<T extends object>(part: T | undefined, fallback: T, validate: (input: unknown) => T): T {
  if (!part) return fallback;
  return isTrusted(part) ? part : validate(part);
}

/**
 * The match data from optional publisher parts; defaults are shared. A part is validated unless a
 * validator returned it (`validateCards`, …): a simulation validates its publisher's cards once and
 * creates every match with them. The look-up tables the rules build are kept per part, so matches
 * created with the same parts share them (see `lookup`).
 */
export function loadData(parts: Partial<MneData>): MneData {
  if (!parts.cards && !parts.synergy && !parts.board && !parts.track) return DEFAULT_DATA;
  return {
    cards: checked(parts.cards, DEFAULT_DATA.cards, validateCards),
    synergy: checked(parts.synergy, DEFAULT_DATA.synergy, validateSynergy),
    board: checked(parts.board, DEFAULT_DATA.board, validateBoard),
    track: checked(parts.track, DEFAULT_DATA.track, validateTrack),
  };
}

/** The parts of the match data a publisher may give (`loadData`, a scenario's own data). */
export const DATA_PARTS = ['cards', 'synergy', 'board', 'track'] as const;

/**
 * The standard data (the reference cards, synergy deck, board and track), for input that gives no
 * part of its own: unlike `loadData`, it needs no validator (a page showing a standard position
 * downloads none).
 */
export function standardData(): MneData {
  return DEFAULT_DATA;
}

/** Validates a whole data object (as found in a saved match). */
export function validateData(input: unknown, path = 'data'): MneData {
  const check = new Checker('INVALID_DATA', 'match data');
  const o = check.object(input, path);
  check.onlyKeys(o, path, ['cards', 'synergy', 'board', 'track']);
  const data: MneData = {
    cards: validateCards(o.cards, `${path}.cards`),
    synergy: validateSynergy(o.synergy, `${path}.synergy`),
    board: validateBoard(o.board, `${path}.board`),
    track: validateTrack(o.track, `${path}.track`),
  };
  return data;
}

/**
 * A player card as the rules read it on the hot path: every card has the same fields (a missing edge
 * slot is null), so reading them is a fast monomorphic property load — the definitions' `edges`
 * objects each have their own set of keys, which makes reading them slow in V8.
 */
export interface CardInfo {
  id: string;
  position: Position;
  topLeft: IconType | null;
  topRight: IconType | null;
  left: IconType | null;
  right: IconType | null;
  bottomLeft: IconType | null;
  bottomRight: IconType | null;
  fullIcons: readonly IconType[];
  /**
   * The edge slots' icon types as codes (`ICON_CODES`), two bits per slot in `HALF_SLOTS` order:
   * the icon search compares small integers instead of type names (a missing slot reads 0, so
   * check the slot's type first).
   */
  halfCodes: number;
  crack: number;
  effect: ImmediateEffect | null;
}

/** The edge slots packed in `CardInfo.halfCodes`, lowest bits first. */
export const HALF_SLOTS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'left', 'right'] as const;

/** Each icon type's integer code (its index in `ICON_TYPES`). */
export const ICON_CODES: Readonly<Record<IconType, number>> = { attack: 0, defence: 1, pass: 2, press: 3 };

function halfCodesOf(edges: PlayerCardDef['edges']): number {
  let codes = 0;
  HALF_SLOTS.forEach((slot, i) => {
    const type = edges[slot];
    if (type) codes |= ICON_CODES[type] << (2 * i);
  });
  return codes;
}

function cardInfoOf(def: PlayerCardDef): CardInfo {
  const e = def.edges;
  return {
    id: internalized(def.id),
    position: internalized(def.position),
    topLeft: e.topLeft ?? null,
    topRight: e.topRight ?? null,
    left: e.left ?? null,
    right: e.right ?? null,
    bottomLeft: e.bottomLeft ?? null,
    bottomRight: e.bottomRight ?? null,
    fullIcons: def.fullIcons,
    halfCodes: halfCodesOf(e),
    crack: def.crack,
    effect: def.effect === null ? null : internalized(def.effect),
  };
}

/** The tables of one list of player cards (shared by every data object made with that list). */
interface CardTables {
  cards: Map<string, PlayerCardDef>;
  /** The same cards as `CardInfo`. */
  info: Map<string, CardInfo>;
  /** Ids of each base team's cards and of the Star Players, in data order. */
  base: Record<'home' | 'away' | 'star', string[]>;
}

/** The tables of one synergy deck. */
interface SynergyTables {
  synergy: Map<string, SynergyCardDef>;
  synergyIds: string[];
}

/**
 * What the rules last worked out from the states of one data object, for the next ask. Keyed by
 * the identity of state lists (replaced, never changed, except by a match in place, whose rules
 * keep these up to date as they change its lists). Kept here with the data's index rather than in
 * the rules' modules, so that no module holds state between calls.
 */
export interface RecentReads {
  /** Field summaries by field array (tactical-icons.ts `summary`). */
  fields: IdentityMemo<readonly Placed[], FieldSummary>;
  /** The field asked about last and its summary, checked before `fields`. */
  lastField: readonly Placed[] | null;
  lastSummary: FieldSummary | null;
  /** Fields summarised from scratch (a loaded state, a UI going back and forth in history). */
  fromScratch: WeakMap<readonly Placed[], { cards: number; sum: FieldSummary }>;
  /** Front positions by front array (front-positions.ts). */
  fronts: IdentityMemo<readonly string[], FrontPositions>;
  /** The synergy cards a seat cannot see, for the last hand asked about (queries.ts `shotOdds`). */
  unseen: UnseenStars | null;
  /** The context of the state played in place last, reused for its next action (rules/context.ts). */
  inPlace: Ctx | null;
}

export interface Lookup extends CardTables, SynergyTables {
  recent: RecentReads;
}

const cardTables = new DerivedCache((cards: readonly PlayerCardDef[]): CardTables => {
  // The ids a match's lists are made of (squads, the deck), internalized (see `internalized`).
  const ids = (team: string) => cards.filter((c) => c.team === team).map((c) => internalized(c.id));
  return {
    cards: new Map(cards.map((c) => [c.id, c])),
    info: new Map(cards.map((c) => [c.id, cardInfoOf(c)])),
    base: { home: ids('home'), away: ids('away'), star: ids('star') },
  };
});

const synergyTables = new DerivedCache((synergy: readonly SynergyCardDef[]): SynergyTables => ({
  synergy: new Map(synergy.map((c) => [c.id, c])),
  synergyIds: synergy.map((c) => internalized(c.id)),
}));

const lookups = new DerivedCache((data: MneData): Lookup => ({
  ...cardTables.get(data.cards),
  ...synergyTables.get(data.synergy),
  recent: {
    fields: new IdentityMemo(8),
    lastField: null,
    lastSummary: null,
    fromScratch: new WeakMap(),
    fronts: new IdentityMemo(4),
    inPlace: null,
    unseen: null,
  },
}));

/** Id → definition maps for `data`, built once per data object. */
export const lookup = (data: MneData): Lookup => lookups.get(data);

/** The definition of player card `id` (the id is known to be valid inside a checked state). */
export function cardDef(data: MneData, id: string): PlayerCardDef {
  const def = lookup(data).cards.get(id);
  if (!def) throw new Error(`Unknown player card ${id}`);
  return def;
}

/** `CardInfo` of player card `id` (the id is known to be valid inside a checked state). */
export function cardInfo(data: MneData, id: string): CardInfo {
  const info = lookup(data).info.get(id);
  if (!info) throw new Error(`Unknown player card ${id}`);
  return info;
}

export function isTackle(data: MneData, id: string): boolean {
  return lookup(data).synergy.get(id)?.tackle ?? false;
}
