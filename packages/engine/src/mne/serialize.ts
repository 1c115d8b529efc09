/**
 * Saving and loading a match: `toJSON` wraps the state in the versioned envelope
 * `{ format: 'pitchside/mne', version, state }`; `fromJSON` reads it back and checks everything —
 * shapes, ids, that every synergy card is in exactly one place and every player card in at most
 * one, that the field is a legal arrangement, that the step fits the phase — and throws
 * RuleError('INVALID_STATE') naming the bad field.
 */
import { isRuleError, RuleError } from '../core/errors.js';
import { isRngState } from '../core/rng.js';
import { wrapState, unwrapState, type SaveEnvelope } from '../core/serialize.js';
import { Checker, join } from '../core/validate.js';
import { validateData } from './data/index.js';
import type { MneData, MneState, Seat } from './types.js';

export const SAVE_VERSION = 1;
const SEATS = ['home', 'away'] as const;
const STEPS = [
  'team',
  'player',
  'effect',
  'tempo',
  'shoot',
  'attack',
  'defence',
  'penaltyKick',
  'penaltySave',
] as const;
const PHASES = ['draft', 'lineup', 'play', 'halfTime', 'shootout', 'over'] as const;
const DIRS = ['left', 'centre', 'right'] as const;

export function toJSON(s: MneState): SaveEnvelope<MneState> {
  return wrapState('mne', SAVE_VERSION, s);
}

/** Reads a saved match (object or JSON text). */
export function fromJSON(input: unknown): MneState {
  return unwrapState('mne', SAVE_VERSION, input, validateState);
}

/**
 * The shape of a saved state, as data: a spec is a leaf kind, a tuple for ranges, choices, lists and
 * nullables, or an object of field specs (every field required, no others allowed).
 */
type Spec =
  | 'bool'
  | 'seat'
  | 'card'
  | 'syn'
  | 'key'
  | readonly ['int', number, number]
  | readonly ['of', readonly string[]]
  | readonly ['list', Spec, number]
  | readonly ['null', Spec]
  | readonly ['opt', Spec]
  | { readonly [key: string]: Spec };

const INT = (min: number, max: number) => ['int', min, max] as const;
const LIST = (spec: Spec, max = 100) => ['list', spec, max] as const;
const NULL = (spec: Spec) => ['null', spec] as const;
const PLAYED = LIST({ card: 'syn', from: ['of', ['deck', 'hand']] }, 3);
const DIR = ['of', DIRS] as const;
const TEAM: Spec = {
  front: LIST('card'),
  field: LIST({ card: 'card', row: INT(0, 7), col: INT(0, 10) }),
  subs: LIST('card'),
  out: LIST('card'),
  hand: LIST('syn', 5),
  tokens: LIST('key'),
  subsUsed: INT(0, 3),
  score: INT(0, 999),
};
const STATE: Spec = {
  options: { shootout: 'bool' },
  phase: ['of', PHASES],
  half: INT(1, 2),
  active: 'seat',
  step: ['of', STEPS],
  turn: INT(0, 1e6),
  injuryTime: 'bool',
  deckRanOut: 'bool',
  marker: INT(0, 20),
  deck: LIST('syn'),
  discard: LIST('syn'),
  teams: { home: TEAM, away: TEAM },
  placed: NULL('card'),
  tempo: LIST('syn', 2),
  subOpen: 'bool',
  shot: NULL({
    kind: ['of', ['buildUp', 'direct', 'freeShot', 'unorganised']],
    attacker: 'seat',
    shooter: NULL('card'),
    icon: NULL('key'),
    basicAttack: INT(0, 99),
    crack: INT(0, 9),
    ignoreDefence: 'bool',
    attackCards: PLAYED,
    defenceCards: PLAYED,
    kick: NULL(DIR),
  }),
  draft: NULL({
    round: INT(0, 3),
    revealed: LIST('card', 3),
    picks: INT(0, 1),
    stars: LIST('card'),
    removed: LIST('card'),
    picked: { home: LIST('card', 3), away: LIST('card', 3) },
  }),
  lineup: { home: ['opt', LIST('card', 10)], away: ['opt', LIST('card', 10)] },
  ready: LIST('seat', 2),
  shootout: NULL({
    kicks: { home: LIST('bool', 1000), away: LIST('bool', 1000) },
    kicker: 'seat',
    kick: NULL(DIR),
  }),
};

/** Checks a state object in depth; returns a fresh, fully checked copy. */
export function validateState(input: unknown): MneState {
  const c: Checker = new Checker('INVALID_STATE', 'saved match');
  const o = c.object(input, 'state');
  let data: MneData;
  try {
    data = validateData(o.data, 'state.data');
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('INVALID_STATE', e.message, e.field);
    throw e;
  }
  if (!isRngState(o.rng)) c.fail('state.rng', 'must be four unsigned 32-bit integers');
  const ids = { card: new Set(data.cards.map((x) => x.id)), syn: new Set(data.synergy.map((x) => x.id)) };
  const read = (spec: Spec, v: unknown, p: string): unknown => {
    if (typeof spec === 'string') {
      if (spec === 'bool') return c.boolean(v, p);
      if (spec === 'seat') return c.oneOf(v, p, SEATS);
      const id = c.string(v, p, { maxLength: 40 });
      if (spec !== 'key' && !ids[spec].has(id))
        c.fail(p, `is not a known ${spec === 'card' ? 'player' : 'synergy'} card id (${id})`);
      return id;
    }
    if (Array.isArray(spec)) {
      const [kind, a, b] = spec;
      if (kind === 'int') return c.int(v, p, a as number, b as number);
      if (kind === 'of') return c.oneOf(v, p, a as string[]);
      if (kind === 'list') return c.array(v, p, 0, b as number).map((x, i) => read(a as Spec, x, join(p, i)));
      if (v === null && kind === 'null') return null;
      if (v === undefined && kind === 'opt') return undefined;
      return read(a as Spec, v, p);
    }
    const obj = c.object(v, p);
    const keys = Object.keys(spec);
    c.onlyKeys(obj, p, p === 'state' ? [...keys, 'data', 'rng'] : keys);
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const value = read((spec as Record<string, Spec>)[k] as Spec, obj[k], join(p, k));
      if (value !== undefined) out[k] = value;
    }
    return out;
  };
  const body = read(STATE, o, 'state') as Omit<MneState, 'data' | 'rng'>;
  const s: MneState = { ...body, data, rng: [...(o.rng as number[])] as MneState['rng'] };
  // Put the fields in their usual order (data first), so a loaded state looks like a fresh one.
  const ordered = { data: s.data, options: s.options, rng: s.rng } as MneState;
  for (const k of Object.keys(STATE))
    (ordered as unknown as Record<string, unknown>)[k] = (s as unknown as Record<string, unknown>)[k];
  if (ordered.marker >= data.track.spaces) c.fail('state.marker', `is off the track (${data.track.spaces} spaces)`);
  for (const seat of SEATS) {
    ordered.teams[seat].field.forEach((p, i) => {
      const path = `state.teams.${seat}.field[${i}]`;
      if (p.row >= data.board.rows) c.fail(`${path}.row`, 'is off the field');
      if (p.col > data.board.cols - 2) c.fail(`${path}.col`, 'is off the field');
    });
  }
  checkConsistency(ordered, c);
  return ordered;
}

/** Cross-field rules: conservation of cards, a legal field, a step that fits the phase. */
export function checkConsistency(s: MneState, c: Checker): void {
  const seen = new Map<string, string>();
  const place = (id: string, where: string) => {
    const before = seen.get(id);
    if (before) c.fail(where, `holds ${id}, which is also in ${before}`);
    seen.set(id, where);
  };
  s.deck.forEach((id, i) => place(id, `state.deck[${i}]`));
  s.discard.forEach((id, i) => place(id, `state.discard[${i}]`));
  s.tempo.forEach((id, i) => place(id, `state.tempo[${i}]`));
  s.shot?.attackCards.forEach((p, i) => place(p.card, `state.shot.attackCards[${i}]`));
  s.shot?.defenceCards.forEach((p, i) => place(p.card, `state.shot.defenceCards[${i}]`));
  for (const seat of SEATS) s.teams[seat].hand.forEach((id, i) => place(id, `state.teams.${seat}.hand[${i}]`));
  for (const x of s.data.synergy)
    if (!seen.has(x.id)) c.fail('state.deck', `is missing synergy card ${x.id} (it is nowhere)`);

  const players = new Map<string, string>();
  const put = (id: string, where: string) => {
    const before = players.get(id);
    if (before) c.fail(where, `holds ${id}, which is also in ${before}`);
    players.set(id, where);
  };
  for (const seat of SEATS) {
    const t = s.teams[seat];
    const p = `state.teams.${seat}`;
    t.front.forEach((id, i) => put(id, `${p}.front[${i}]`));
    t.field.forEach((f, i) => put(f.card, `${p}.field[${i}]`));
    t.subs.forEach((id, i) => put(id, `${p}.subs[${i}]`));
    t.out.forEach((id, i) => put(id, `${p}.out[${i}]`));
    checkField(s, seat, c);
  }
  if (s.draft) {
    const d = s.draft;
    [...d.revealed, ...d.stars, ...d.removed].forEach((id, i) => put(id, `state.draft[${i}]`));
  }
  const needsShot = ['attack', 'defence', 'penaltyKick', 'penaltySave'].includes(s.step) && s.phase === 'play';
  if (needsShot !== (s.shot !== null))
    c.fail('state.shot', needsShot ? `is missing in step ${s.step}` : `must be null in step ${s.step}`);
  if (
    ['effect', 'shoot', 'tempo'].includes(s.step) &&
    s.phase === 'play' &&
    !s.teams[s.active].field.some((p) => p.card === s.placed)
  ) {
    c.fail('state.placed', `must be a card on the field in step ${s.step}`);
  }
  if ((s.step === 'tempo') !== (s.tempo.length === 2) && s.phase === 'play')
    c.fail('state.tempo', 'must hold two cards exactly in step tempo');
  if ((s.phase === 'draft') !== (s.draft !== null && s.draft.revealed.length > 0)) {
    if (s.phase === 'draft') c.fail('state.draft', 'must offer revealed stars in the draft phase');
  }
  if ((s.phase === 'shootout') !== (s.shootout !== null) && s.phase !== 'over')
    c.fail('state.shootout', 'must be present exactly in the shootout phase');
}

function checkField(s: MneState, seat: Seat, c: Checker): void {
  const t = s.teams[seat];
  const { cols, rowsFor } = s.data.board;
  const seen = new Set<number>();
  t.field.forEach((p, i) => {
    const path = `state.teams.${seat}.field[${i}]`;
    const def = s.data.cards.find((d) => d.id === p.card);
    if (def && !rowsFor[def.position].includes(p.row)) c.fail(`${path}.row`, `is not a ${def.position} row`);
    for (const k of [p.row * cols + p.col, p.row * cols + p.col + 1]) {
      if (seen.has(k)) c.fail(path, 'overlaps another card');
      seen.add(k);
    }
  });
}
