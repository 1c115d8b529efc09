/**
 * One check of an action's shape for both games. A game declares its actions as data — a table of
 * action type → field → kind — and `actionChecker` turns the table into the function that takes
 * any value and returns it as an action, or throws MALFORMED_ACTION naming the field: a known
 * `type`, every field the type needs with the right JSON type, and no other field. Whether the
 * action may be played now is the rules' business, not this check's.
 */
import { Checker } from './validate.js';

/**
 * What a field may hold:
 * - `id`: a non-empty string of at most 40 characters (a card, a player, an icon);
 * - `ids`: an array of at most 20 ids;
 * - `string` / `strings`: any string / an array of any strings;
 * - `int`: a whole number from -100 to 100; `number`: any number;
 * - `boolean`;
 * - an array of strings: one of them.
 */
export type FieldKind = 'id' | 'ids' | 'string' | 'strings' | 'int' | 'number' | 'boolean' | readonly string[];

/** A field's kind; a named kind with a `?` after it is a field that may be left out. */
export type FieldSpec = FieldKind | `${Exclude<FieldKind, readonly string[]>}?`;

/** A game's actions: for each type, its fields (besides `type` and the optional `seat`). */
export type ActionTable<Type extends string> = Readonly<Record<Type, Readonly<Record<string, FieldSpec>>>>;

export interface ActionCheckOptions {
  /** What `seat` may hold when an action names who plays it. */
  seat: FieldKind;
  /**
   * The path the messages and `field` start from: `'action'` names a bad card `action.card`;
   * `''` names it `card`.
   */
  root: string;
}

/** A field of one action type, ready to test. */
interface CompiledField {
  key: string;
  kind: FieldKind;
  optional: boolean;
}

/** Makes the shape check of a game's actions from its table (see the module's comment). */
export function actionChecker<Action extends { type: string }>(
  table: ActionTable<Action['type']>,
  options: ActionCheckOptions,
): (input: unknown) => Action & { seat?: string } {
  const types = new Map<string, readonly CompiledField[]>();
  for (const type of Object.keys(table)) {
    const fields = table[type as Action['type']];
    types.set(
      type,
      Object.keys(fields).map((key) => {
        const spec = fields[key] as FieldSpec;
        const optional = typeof spec === 'string' && spec.endsWith('?');
        const kind = (optional ? (spec as string).slice(0, -1) : spec) as FieldKind;
        return { key, kind, optional };
      }),
    );
  }
  const checker = new Checker('MALFORMED_ACTION', 'action');
  const names = [...types.keys()];
  return (input) => {
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      const o = input as Record<string, unknown>;
      const fields = typeof o.type === 'string' ? types.get(o.type) : undefined;
      if (fields !== undefined && wellFormed(o, fields, options.seat)) return input as Action;
    }
    return checkSlowly(checker, input, options.root, names, types, options.seat) as Action;
  };
}

/**
 * The fast path: whether `o` has exactly the fields of its type, each of its kind, and at most a
 * valid `seat` besides. Anything unusual — even a field present but undefined — is left to
 * `checkSlowly`, which accepts it or says what is wrong.
 */
function wellFormed(o: Record<string, unknown>, fields: readonly CompiledField[], seat: FieldKind): boolean {
  let expected = 1;
  if (o.seat !== undefined) {
    if (!isKind(o.seat, seat)) return false;
    expected++;
  }
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i] as CompiledField;
    const v = o[f.key];
    if (v === undefined && f.optional) continue;
    if (!isKind(v, f.kind)) return false;
    expected++;
  }
  let present = 0;
  for (const key in o) if (Object.prototype.hasOwnProperty.call(o, key)) present++;
  return present === expected;
}

const isId = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.length <= 40;

function isKind(v: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'id':
      return isId(v);
    case 'string':
      return typeof v === 'string';
    case 'ids':
      return Array.isArray(v) && v.length <= 20 && v.every(isId);
    case 'strings':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'int':
      return Number.isInteger(v) && (v as number) >= -100 && (v as number) <= 100;
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    default:
      return typeof v === 'string' && kind.includes(v);
  }
}

/**
 * The slow path: the action when it is well formed after all (a field present but undefined is
 * taken as left out), else MALFORMED_ACTION naming the first field that is wrong.
 */
function checkSlowly(
  c: Checker,
  input: unknown,
  root: string,
  names: readonly string[],
  types: ReadonlyMap<string, readonly CompiledField[]>,
  seat: FieldKind,
): Record<string, unknown> {
  const at = (key: string): string => (root ? `${root}.${key}` : key);
  const o = c.object(input, root || 'action');
  const type = c.oneOf(o.type, at('type'), names);
  const fields = types.get(type) as readonly CompiledField[];
  c.onlyKeys(o, root, ['type', 'seat', ...fields.map((f) => f.key)]);
  if (o.seat !== undefined) checkKind(c, o.seat, at('seat'), seat);
  for (const f of fields) if (o[f.key] !== undefined || !f.optional) checkKind(c, o[f.key], at(f.key), f.kind, type);
  return o;
}

function checkKind(c: Checker, v: unknown, path: string, kind: FieldKind, type?: string): void {
  if (v === undefined && type !== undefined) c.fail(path, `is missing (${type} needs it)`);
  switch (kind) {
    case 'id':
      c.string(v, path, { maxLength: 40 });
      return;
    case 'string':
      c.string(v, path, { maxLength: Infinity, nonEmpty: false });
      return;
    case 'ids':
      c.array(v, path, 0, 20).forEach((x, i) => c.string(x, `${path}[${i}]`, { maxLength: 40 }));
      return;
    case 'strings':
      c.array(v, path).forEach((x, i) => c.string(x, `${path}[${i}]`, { maxLength: Infinity, nonEmpty: false }));
      return;
    case 'int':
      c.int(v, path, -100, 100);
      return;
    case 'number':
      if (typeof v !== 'number') c.fail(path, `must be a number, got ${typeof v}`);
      return;
    case 'boolean':
      c.boolean(v, path);
      return;
    default:
      c.oneOf(v, path, kind);
  }
}
