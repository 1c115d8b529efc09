/**
 * The shape of an action, checked before any rule looks at it: a known `type`, the fields that
 * type needs with the right JSON types, and nothing else. Anything else is MALFORMED_ACTION naming
 * the field. (Whether the action is legal now is the rules' business.)
 */
import { Checker } from '../core/validate.js';
import type { MneAction } from './types.js';

const check = new Checker('MALFORMED_ACTION', 'action');

type FieldKind = 'string' | 'int' | 'strings' | 'direction' | 'add' | 'optString';
const FIELDS: Record<MneAction['type'], Record<string, FieldKind>> = {
  draftPick: { card: 'string' },
  lineup: { starters: 'strings' },
  pass: { draw: 'int' },
  press: {},
  substitute: { in: 'string', out: 'string' },
  place: { card: 'string', row: 'int', col: 'int' },
  applyEffect: { icon: 'optString' },
  skipEffect: {},
  keep: { card: 'string' },
  shoot: { icon: 'string' },
  declineShot: {},
  directAttack: { card: 'string', icon: 'string' },
  unorganisedShot: {},
  commitAttack: { cards: 'strings' },
  defend: { add: 'add', card: 'optString' },
  penalty: { direction: 'direction' },
  ready: {},
};

const TYPES = Object.keys(FIELDS) as MneAction['type'][];
const ENTRIES = Object.fromEntries(TYPES.map((t) => [t, Object.entries(FIELDS[t])])) as Record<
  MneAction['type'],
  [string, FieldKind][]
>;
const KEYS = Object.fromEntries(TYPES.map((t) => [t, ['type', 'seat', ...Object.keys(FIELDS[t])]])) as Record<
  MneAction['type'],
  string[]
>;

/** Per type: its fields and their kinds, as parallel arrays (for the fast path). */
const FAST = new Map(
  TYPES.map((t) => [t as string, { keys: Object.keys(FIELDS[t]), kinds: Object.values(FIELDS[t]) }]),
);

const isId = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.length <= 40;

/**
 * Fast path for a well-formed action (every field right, no unknown key); anything unusual — even
 * a field present but undefined — goes through the Checker, which accepts or explains it.
 */
function looksValid(o: Record<string, unknown>): boolean {
  const spec = typeof o.type === 'string' ? FAST.get(o.type) : undefined;
  if (!spec) return false;
  let expected = 1;
  if (o.seat !== undefined) {
    if (o.seat !== 'home' && o.seat !== 'away') return false;
    expected++;
  }
  const { keys, kinds } = spec;
  for (let i = 0; i < keys.length; i++) {
    const v = o[keys[i] as string];
    switch (kinds[i]) {
      case 'string':
        if (!isId(v)) return false;
        break;
      case 'optString':
        if (v === undefined) continue;
        if (!isId(v)) return false;
        break;
      case 'int':
        if (!Number.isInteger(v) || (v as number) < -100 || (v as number) > 100) return false;
        break;
      case 'strings':
        if (!Array.isArray(v) || v.length > 20 || !v.every(isId)) return false;
        break;
      case 'direction':
        if (v !== 'left' && v !== 'centre' && v !== 'right') return false;
        break;
      case 'add':
        if (v !== 'none' && v !== 'deck' && v !== 'hand') return false;
        break;
    }
    expected++;
  }
  let present = 0;
  for (const key in o) if (Object.prototype.hasOwnProperty.call(o, key)) present++;
  return present === expected;
}

export function checkAction(input: unknown): MneAction {
  if (
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    looksValid(input as Record<string, unknown>)
  ) {
    return input as MneAction;
  }
  const o = check.object(input, 'action');
  const type = check.oneOf(o.type, 'action.type', TYPES);
  const keys = KEYS[type];
  for (const key in o) if (!keys.includes(key)) check.onlyKeys(o, 'action', keys);
  if (o.seat !== undefined) check.oneOf(o.seat, 'action.seat', ['home', 'away']);
  for (const [key, kind] of ENTRIES[type]) {
    const path = `action.${key}`;
    const v = o[key];
    if (kind === 'string') check.string(v, path, { maxLength: 40 });
    else if (kind === 'optString') check.optional(v, path, (x, p) => check.string(x, p, { maxLength: 40 }));
    else if (kind === 'int') check.int(v, path, -100, 100);
    else if (kind === 'strings')
      check.array(v, path, 0, 20).forEach((x, i) => check.string(x, `${path}[${i}]`, { maxLength: 40 }));
    else if (kind === 'direction') check.oneOf(v, path, ['left', 'centre', 'right']);
    else check.oneOf(v, path, ['none', 'deck', 'hand']);
  }
  return o as unknown as MneAction;
}
