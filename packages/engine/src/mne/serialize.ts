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
import type {
  DraftState,
  MneData,
  MneState,
  Placed,
  PlayedSynergy,
  Seat,
  ShootoutState,
  ShotState,
  TeamState,
} from './types.js';

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

/** Checks a state object in depth; returns a fresh, fully checked copy. */
export function validateState(input: unknown): MneState {
  const c: Checker = new Checker('INVALID_STATE', 'saved match');
  const o = c.object(input, 'state');
  c.onlyKeys(o, 'state', [
    'data',
    'options',
    'rng',
    'phase',
    'half',
    'active',
    'step',
    'turn',
    'injuryTime',
    'deckRanOut',
    'marker',
    'deck',
    'discard',
    'teams',
    'placed',
    'tempo',
    'subOpen',
    'shot',
    'draft',
    'lineup',
    'ready',
    'shootout',
  ]);
  let data: MneData;
  try {
    data = validateData(o.data, 'state.data');
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('INVALID_STATE', e.message, e.field);
    throw e;
  }
  const synergyIds = new Set(data.synergy.map((x) => x.id));
  const cardIds = new Set(data.cards.map((x) => x.id));
  const known = (ids: Set<string>, what: string) => (v: unknown, p: string) => {
    const id = c.string(v, p, { maxLength: 40 });
    if (!ids.has(id)) c.fail(p, `is not a known ${what} id (${id})`);
    return id;
  };
  const syn = known(synergyIds, 'synergy card');
  const card = known(cardIds, 'player card');
  const list = <T>(v: unknown, p: string, read: (x: unknown, q: string) => T, max = 100) =>
    c.array(v, p, 0, max).map((x, i) => read(x, join(p, i)));
  const seat = (v: unknown, p: string) => c.oneOf(v, p, SEATS);

  const opts = c.object(o.options, 'state.options');
  c.onlyKeys(opts, 'state.options', ['shootout']);
  if (!isRngState(o.rng)) c.fail('state.rng', 'must be four unsigned 32-bit integers');
  const teamsIn = c.object(o.teams, 'state.teams');
  c.onlyKeys(teamsIn, 'state.teams', SEATS);
  const readTeam = (v: unknown, p: string): TeamState => {
    const t = c.object(v, p);
    c.onlyKeys(t, p, ['front', 'field', 'subs', 'out', 'hand', 'tokens', 'subsUsed', 'score']);
    const field = list(t.field, join(p, 'field'), (x, q): Placed => {
      const f = c.object(x, q);
      c.onlyKeys(f, q, ['card', 'row', 'col']);
      return {
        card: card(f.card, join(q, 'card')),
        row: c.int(f.row, join(q, 'row'), 0, data.board.rows - 1),
        col: c.int(f.col, join(q, 'col'), 0, data.board.cols - 2),
      };
    });
    return {
      front: list(t.front, join(p, 'front'), card),
      field,
      subs: list(t.subs, join(p, 'subs'), card),
      out: list(t.out, join(p, 'out'), card),
      hand: list(t.hand, join(p, 'hand'), syn, 5),
      tokens: list(t.tokens, join(p, 'tokens'), (x, q) => c.string(x, q, { maxLength: 20 })),
      subsUsed: c.int(t.subsUsed, join(p, 'subsUsed'), 0, 3),
      score: c.int(t.score, join(p, 'score'), 0, 999),
    };
  };
  const teams = { home: readTeam(teamsIn.home, 'state.teams.home'), away: readTeam(teamsIn.away, 'state.teams.away') };
  const played = (v: unknown, p: string) =>
    list(
      v,
      p,
      (x, q): PlayedSynergy => {
        const f = c.object(x, q);
        c.onlyKeys(f, q, ['card', 'from']);
        return {
          card: syn(f.card, join(q, 'card')),
          from: c.oneOf(f.from, join(q, 'from'), ['deck', 'hand'] as const),
        };
      },
      3,
    );
  const nullable = <T>(v: unknown, read: () => T): T | null => (v === null ? null : read());
  const shot = nullable(o.shot, (): ShotState => {
    const f = c.object(o.shot, 'state.shot');
    c.onlyKeys(f, 'state.shot', [
      'kind',
      'attacker',
      'shooter',
      'icon',
      'basicAttack',
      'crack',
      'ignoreDefence',
      'attackCards',
      'defenceCards',
      'kick',
    ]);
    return {
      kind: c.oneOf(f.kind, 'state.shot.kind', ['buildUp', 'direct', 'freeShot', 'unorganised'] as const),
      attacker: seat(f.attacker, 'state.shot.attacker'),
      shooter: nullable(f.shooter, () => card(f.shooter, 'state.shot.shooter')),
      icon: nullable(f.icon, () => c.string(f.icon, 'state.shot.icon', { maxLength: 20 })),
      basicAttack: c.int(f.basicAttack, 'state.shot.basicAttack', 0, 99),
      crack: c.int(f.crack, 'state.shot.crack', 0, 9),
      ignoreDefence: c.boolean(f.ignoreDefence, 'state.shot.ignoreDefence'),
      attackCards: played(f.attackCards, 'state.shot.attackCards'),
      defenceCards: played(f.defenceCards, 'state.shot.defenceCards'),
      kick: nullable(f.kick, () => c.oneOf(f.kick, 'state.shot.kick', DIRS)),
    };
  });
  const draft = nullable(o.draft, (): DraftState => {
    const f = c.object(o.draft, 'state.draft');
    c.onlyKeys(f, 'state.draft', ['round', 'revealed', 'picks', 'stars', 'removed', 'picked']);
    const picked = c.object(f.picked, 'state.draft.picked');
    c.onlyKeys(picked, 'state.draft.picked', SEATS);
    return {
      round: c.int(f.round, 'state.draft.round', 0, 3),
      revealed: list(f.revealed, 'state.draft.revealed', card, 3),
      picks: c.int(f.picks, 'state.draft.picks', 0, 1),
      stars: list(f.stars, 'state.draft.stars', card),
      removed: list(f.removed, 'state.draft.removed', card),
      picked: {
        home: list(picked.home, 'state.draft.picked.home', card, 3),
        away: list(picked.away, 'state.draft.picked.away', card, 3),
      },
    };
  });
  const lineupIn = c.object(o.lineup, 'state.lineup');
  c.onlyKeys(lineupIn, 'state.lineup', SEATS);
  const lineup: MneState['lineup'] = {};
  for (const k of SEATS) if (lineupIn[k] !== undefined) lineup[k] = list(lineupIn[k], `state.lineup.${k}`, card, 10);
  const shootout = nullable(o.shootout, (): ShootoutState => {
    const f = c.object(o.shootout, 'state.shootout');
    c.onlyKeys(f, 'state.shootout', ['kicks', 'kicker', 'kick']);
    const kicks = c.object(f.kicks, 'state.shootout.kicks');
    c.onlyKeys(kicks, 'state.shootout.kicks', SEATS);
    return {
      kicks: {
        home: list(kicks.home, 'state.shootout.kicks.home', (x, q) => c.boolean(x, q), 1000),
        away: list(kicks.away, 'state.shootout.kicks.away', (x, q) => c.boolean(x, q), 1000),
      },
      kicker: seat(f.kicker, 'state.shootout.kicker'),
      kick: nullable(f.kick, () => c.oneOf(f.kick, 'state.shootout.kick', DIRS)),
    };
  });
  const s: MneState = {
    data,
    options: { shootout: c.boolean(opts.shootout, 'state.options.shootout') },
    rng: [...(o.rng as number[])] as MneState['rng'],
    phase: c.oneOf(o.phase, 'state.phase', PHASES),
    half: c.int(o.half, 'state.half', 1, 2),
    active: seat(o.active, 'state.active'),
    step: c.oneOf(o.step, 'state.step', STEPS),
    turn: c.int(o.turn, 'state.turn', 0),
    injuryTime: c.boolean(o.injuryTime, 'state.injuryTime'),
    deckRanOut: c.boolean(o.deckRanOut, 'state.deckRanOut'),
    marker: c.int(o.marker, 'state.marker', 0, data.track.spaces - 1),
    deck: list(o.deck, 'state.deck', syn),
    discard: list(o.discard, 'state.discard', syn),
    teams,
    placed: nullable(o.placed, () => card(o.placed, 'state.placed')),
    tempo: list(o.tempo, 'state.tempo', syn, 2),
    subOpen: c.boolean(o.subOpen, 'state.subOpen'),
    shot,
    draft,
    lineup,
    ready: list(o.ready, 'state.ready', seat, 2),
    shootout,
  };
  checkConsistency(s, c);
  return s;
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
