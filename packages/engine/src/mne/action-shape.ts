/**
 * The shape of an action, checked before any rule looks at it: a known `type`, the fields that
 * type needs with the right JSON types, and nothing else. Anything else is MALFORMED_ACTION naming
 * the field. (Whether the action is legal now is the rules' business.)
 */
import { arr, int, obj, oneOf, optional, str, type Check } from '../core/schema.js';
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
const KIND_CHECKS: Record<FieldKind, Check<unknown>> = {
  string: str(40),
  optString: optional(str(40)),
  int: int(-100, 100),
  strings: arr(str(40), 0, 20),
  direction: oneOf(['left', 'centre', 'right']),
  add: oneOf(['none', 'deck', 'hand']),
};
/** The full shape of each action type, for the slow path's messages. */
const SHAPES = Object.fromEntries(
  TYPES.map((t) => [
    t,
    obj({
      type: () => t,
      seat: optional(oneOf(['home', 'away'])),
      ...Object.fromEntries(Object.entries(FIELDS[t]).map(([key, kind]) => [key, KIND_CHECKS[kind]])),
    }),
  ]),
) as Record<MneAction['type'], Check<unknown>>;

/** Per type: its fields and their kinds, as parallel arrays (for the fast path). */
const FAST: ReadonlyMap<string, { keys: string[]; kinds: FieldKind[] }> = new Map(
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
  SHAPES[check.oneOf(o.type, 'action.type', TYPES)](check, o, 'action');
  return o as unknown as MneAction;
}
