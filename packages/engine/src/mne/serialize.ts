/**
 * Saving and loading a match: `toJSON` wraps the state in the versioned envelope
 * `{ format: 'pitchside/mne', version, state }`; `fromJSON` reads it back and checks everything —
 * shapes, ids, that every synergy card is in exactly one place and every player card exactly where
 * it may be (see consistency.ts), that the field is a legal arrangement, that the step fits the
 * phase — and throws RuleError('INVALID_STATE') naming the bad field.
 */
import { isRuleError, RuleError } from '../core/errors.js';
import { isRngState } from '../core/rng.js';
import { SAVE_VERSION, wrapState, unwrapState, type SaveEnvelope } from '../core/serialize.js';
import { arr, bool, int, nullable, obj, oneOf, optional, str, type Check } from '../core/schema.js';
import { Checker } from '../core/validate.js';
import { validateData } from './data/index.js';
import { isOver, legalActions } from './match.js';
import { checkConsistency } from './consistency.js';
import type { MneData, MneState, Seat } from './types.js';

/** The version of the saves `toJSON` writes (core's, shared by both games). */
export { SAVE_VERSION, checkConsistency };
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
  return unwrapState('mne', SAVE_VERSION, input, (state) => validateState(state));
}

// The shape of a saved state, with core's schema combinators (shared with the MoF engine).
// Ids are checked against the state's own data, which is read first: the checker of one load
// carries its card ids (no module-level state, so loads never see each other's ids).
class StateChecker extends Checker {
  constructor(
    readonly card: ReadonlySet<string>,
    readonly syn: ReadonlySet<string>,
  ) {
    super('INVALID_STATE', 'saved match');
  }
}
const id =
  (kind: 'card' | 'syn'): Check<string> =>
  (c, v, p) => {
    const x = c.string(v, p, { maxLength: 40 });
    if (!(c as StateChecker)[kind].has(x))
      c.fail(p, `is not a known ${kind === 'card' ? 'player' : 'synergy'} card id (${x})`);
    return x;
  };
const CARD = id('card');
const SYN = id('syn');
const KEY = str(40);
const SEAT = oneOf(SEATS);
const LIST = <T>(item: Check<T>, max = 100) => arr(item, 0, max);
const PLAYED = LIST(obj({ card: SYN, from: oneOf(['deck', 'hand'] as const) }), 3);
const DIR = oneOf(DIRS);
const TEAM = obj({
  front: LIST(CARD),
  field: LIST(obj({ card: CARD, row: int(0, 7), col: int(0, 10) })),
  subs: LIST(CARD),
  out: LIST(CARD),
  hand: LIST(SYN, 5),
  tokens: LIST(KEY),
  subsUsed: int(0, 3),
  score: int(0, 999),
});
const STATE = {
  options: obj({ shootout: bool }),
  phase: oneOf(PHASES),
  half: int(1, 2),
  active: SEAT,
  step: oneOf(STEPS),
  turn: int(0, 1e6),
  injuryTime: bool,
  deckRanOut: bool,
  marker: int(0, 20),
  deck: LIST(SYN),
  discard: LIST(SYN),
  teams: obj({ home: TEAM, away: TEAM }),
  placed: nullable(CARD),
  tempo: LIST(SYN, 2),
  subOpen: bool,
  shot: nullable(
    obj({
      kind: oneOf(['buildUp', 'direct', 'freeShot', 'unorganised'] as const),
      attacker: SEAT,
      shooter: nullable(CARD),
      icon: nullable(KEY),
      basicAttack: int(0, 99),
      crack: int(0, 9),
      ignoreDefence: bool,
      attackCards: PLAYED,
      defenceCards: PLAYED,
      kick: nullable(DIR),
    }),
  ),
  draft: nullable(
    obj({
      round: int(0, 3),
      revealed: LIST(CARD, 3),
      picks: int(0, 1),
      stars: LIST(CARD),
      removed: LIST(CARD),
      picked: obj({ home: LIST(CARD, 3), away: LIST(CARD, 3) }),
    }),
  ),
  lineup: obj({ home: optional(LIST(CARD, 10)), away: optional(LIST(CARD, 10)) }),
  ready: LIST(SEAT, 2),
  shootout: nullable(
    obj({
      kicks: obj({ home: LIST(bool, 1000), away: LIST(bool, 1000) }),
      kicker: SEAT,
      kick: nullable(DIR),
    }),
  ),
};
// The state object itself also holds `data` and `rng`, checked on their own, and in a scenario
// position `squads`.
const SQUADS = optional(obj({ home: LIST(CARD, 40), away: LIST(CARD, 40) }));
const BODY = obj({ ...STATE, squads: SQUADS, data: optional(() => undefined), rng: optional(() => undefined) });

/** Checks a state object in depth; returns a fresh, fully checked copy. */
export function validateState(input: unknown): MneState {
  const o = new Checker('INVALID_STATE', 'saved match').object(input, 'state');
  let data: MneData;
  try {
    data = validateData(o.data, 'state.data');
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('INVALID_STATE', e.message, e.field);
    throw e;
  }
  const c = new StateChecker(new Set(data.cards.map((x) => x.id)), new Set(data.synergy.map((x) => x.id)));
  if (!isRngState(o.rng)) c.fail('state.rng', 'must be four unsigned 32-bit integers');
  const body = BODY(c, o, 'state') as unknown as Record<string, unknown>;
  // The fields in their usual order (data first), so a loaded state looks like a fresh one.
  const ordered = { data, options: body.options, rng: [...(o.rng as number[])] } as MneState;
  for (const k of Object.keys(STATE)) (ordered as unknown as Record<string, unknown>)[k] = body[k];
  if (body.squads !== undefined) ordered.squads = body.squads as Record<Seat, string[]>;
  if (ordered.marker >= data.track.spaces) c.fail('state.marker', `is off the track (${data.track.spaces} spaces)`);
  for (const seat of SEATS) {
    ordered.teams[seat].field.forEach((p, i) => {
      const path = `state.teams.${seat}.field[${i}]`;
      if (p.row >= data.board.rows) c.fail(`${path}.row`, 'is off the field');
      if (p.col > data.board.cols - 2) c.fail(`${path}.col`, 'is off the field');
    });
  }
  checkConsistency(ordered, c);
  // A state nobody can move on from (e.g. a Team Action step with no possible action) is not a match.
  if (!isOver(ordered) && legalActions(ordered).length === 0)
    c.fail('state.step', `leaves ${ordered.active} no legal action (${ordered.phase}/${ordered.step})`);
  return ordered;
}
