/**
 * The default reference set, validated on load like any publisher's data, and a per-data lookup
 * index (built once per data object, kept in a WeakMap so states stay plain JSON).
 */
import type { ActionCardDef, ManagerDef, MofData, NonPersonTeamDef, PlayerDef, PlayerLevel } from '../types.js';
import { RuleError } from '../../core/errors.js';
import { rawDefaultData } from './default.js';
import { validateData } from './validate.js';

export { validateData, validatePlayer, validateEffect } from './validate.js';

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** The reference set shipped with the engine (validated, frozen). */
export const defaultData: MofData = deepFreeze(validateData(rawDefaultData));

export interface DataIndex {
  player: Map<string, PlayerDef>;
  card: Map<string, ActionCardDef>;
  manager: Map<string, ManagerDef>;
  npt: Map<string, NonPersonTeamDef>;
  /** The action deck with copies expanded, in data order. */
  deck: string[];
  /** Player ids of each level's stack, in data order. */
  byLevel: Record<PlayerLevel, string[]>;
}

const cache = new WeakMap<MofData, DataIndex>();

export function indexOf(data: MofData): DataIndex {
  let ix = cache.get(data);
  if (!ix) {
    const player = new Map<string, PlayerDef>();
    for (const p of data.players) player.set(p.id, p);
    for (const t of data.nonPerson) for (const p of t.players) player.set(p.id, p);
    ix = {
      player,
      card: new Map(data.cards.map((c) => [c.id, c])),
      manager: new Map(data.managers.map((m) => [m.id, m])),
      npt: new Map(data.nonPerson.map((t) => [t.id, t])),
      deck: data.cards.flatMap((c) => Array<string>(c.copies ?? 1).fill(c.id)),
      byLevel: { gold: [], silver: [], bronze: [], wood: [] },
    };
    for (const p of data.players) ix.byLevel[p.level].push(p.id);
    cache.set(data, ix);
  }
  return ix;
}

export function playerDef(data: MofData, id: string): PlayerDef {
  const p = indexOf(data).player.get(id);
  if (!p) throw new RuleError('INVALID_STATE', `Unknown player "${id}".`);
  return p;
}

export function cardDef(data: MofData, id: string): ActionCardDef {
  const c = indexOf(data).card.get(id);
  if (!c) throw new RuleError('INVALID_STATE', `Unknown action card "${id}".`);
  return c;
}

export function managerDef(data: MofData, id: string | null): ManagerDef | null {
  if (id === null) return null;
  const m = indexOf(data).manager.get(id);
  if (!m) throw new RuleError('INVALID_STATE', `Unknown manager "${id}".`);
  return m;
}
