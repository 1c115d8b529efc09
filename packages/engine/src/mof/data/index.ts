/**
 * The default reference set (trusted as it is: data.test.ts validates it), and a per-data lookup
 * index (built once per data object, kept in a WeakMap so states stay plain JSON).
 */
import type { Facts } from '../rules/facts.js';
import type {
  ActionCardDef,
  DiceDef,
  DieRoll,
  ManagerDef,
  MofAction,
  MofData,
  NonPersonTeamDef,
  PlayerDef,
  PlayerLevel,
} from '../types.js';
import { rawDefaultData } from './default.js';
import { trust } from '../../core/trusted.js';
import { DerivedCache } from '../../core/identity-memo.js';
import { rollTable } from '../rules/dice.js';

export { validateData, validatePlayer, validateEffect } from './validate.js';

/**
 * The reference set shipped with the engine (frozen). Not validated on load, so that the validator
 * is not part of every page: data.test.ts checks that `validateData` gives it back unchanged.
 */
export const defaultData: MofData = trust(rawDefaultData);

export interface DataIndex {
  player: Map<string, PlayerDef>;
  /**
   * Each card's definition copied with every field (an absent one undefined) in one order: the
   * data's cards, with and without their optional fields, have several hidden classes, and each read
   * of one in the hot rules was megamorphic. Its `effects` and `tactics` are unfrozen copies: Node
   * 20's V8 reads a frozen array's elements several times slower, and the rules read these on every
   * window and level. (`lookup` hands out the data's own, frozen objects.)
   */
  card: Map<string, ActionCardDef>;
  manager: Map<string, ManagerDef>;
  npt: Map<string, NonPersonTeamDef>;
  /** An unfrozen copy of the data's dice, read on every roll and level (see `card`: frozen lists read slower). */
  dice: DiceDef;
  /**
   * The action deck with copies expanded, in data order. Packed (no holes), as each match's shuffled
   * deck copied from it is: `Array(n).fill` made a holey array, and every read of a state's deck was
   * a holey one.
   */
  deck: string[];
  /** Player ids of each level's stack, in data order. */
  byLevel: Record<PlayerLevel, string[]>;
  /** Shared frozen legal actions with one id field, by type then id (see `actionOf`). */
  actions: Map<string, Map<string, MofAction>>;
  /** Every attack or defence roll, by level (see `rollTable` in rules/dice.ts). */
  rolls: readonly (readonly DieRoll[])[];
  /** Bit t set: the home side attacks on turn t of the wheel (`attackerNow` reads it twice a turn). */
  homeAttacks: number;
  /** The legal actions of the last state asked about (see `legalOf` in engine.ts). */
  legal: LegalMemo;
  /** The hot rules' facts about this data set, built on first use (`factsOf` in rules/facts.ts). */
  facts?: Facts;
}

/** One state's legal actions: all but card swaps, the cards it may swap, and both as one list. */
export interface LegalMemo {
  /** The state they are of (null: none; an in-place step clears it when it changes that state). */
  state: object | null;
  main: readonly MofAction[];
  swaps: readonly string[];
  list: MofAction[] | null;
}

/**
 * The one shared, frozen action `{ type, [field]: id }` for this data set: legal-action lists reuse
 * it rather than allocating (and freezing) a new object each time.
 */
export function actionOf(ix: DataIndex, type: MofAction['type'], field: string, id: string): MofAction {
  let byId = ix.actions.get(type);
  if (!byId) ix.actions.set(type, (byId = new Map()));
  let a = byId.get(id);
  if (!a) byId.set(id, (a = Object.freeze({ type, [field]: id }) as MofAction));
  return a;
}

/** `T` with every field listed, an optional one as `undefined` (a new field of `T` fails to compile until copied). */
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

// Built once per data set; nearly every call asks for the same one (see `DerivedCache`).
const cache = new DerivedCache((data: MofData): DataIndex => {
  const player = new Map<string, PlayerDef>();
  for (const p of data.players) player.set(p.id, p);
  for (const t of data.nonPerson) for (const p of t.players) player.set(p.id, p);
  const dice = JSON.parse(JSON.stringify(data.dice)) as DiceDef;
  const ix: DataIndex = {
    player,
    card: new Map(
      data.cards.map((c) => [
        c.id,
        {
          id: c.id,
          name: c.name,
          type: c.type,
          timing: c.timing,
          cost: c.cost,
          variable: c.variable,
          tactics: c.tactics?.slice(),
          target: c.target,
          home: c.home,
          effects: c.effects.slice(),
          copies: c.copies,
        } satisfies EveryField<ActionCardDef>,
      ]),
    ),
    manager: new Map(data.managers.map((m) => [m.id, m])),
    npt: new Map(data.nonPerson.map((t) => [t.id, t])),
    dice,
    rolls: rollTable(dice),
    homeAttacks: data.wheel.homeAttacks.reduce((bits, t) => bits | (1 << t), 0),
    deck: [],
    byLevel: { gold: [], silver: [], bronze: [], wood: [] },
    actions: new Map(),
    legal: { state: null, main: [], swaps: [], list: null },
  };
  for (const c of data.cards) for (let k = c.copies ?? 1; k > 0; k--) ix.deck.push(c.id);
  for (const p of data.players) ix.byLevel[p.level].push(p.id);
  return ix;
});

export function indexOf(data: MofData): DataIndex {
  return cache.get(data);
}
