/**
 * Bad input is never accepted (issue 9): `fromJSON`, `scenario` and `applyAction` given malformed,
 * truncated, wrong-typed, out-of-range or inconsistent input throw a RuleError with a code and a
 * message naming the field — never another error, never a silently different state. And every
 * function `@pitchside/engine/mne` exports answers garbage in any argument with a coded RuleError
 * (or its ordinary answer), never a TypeError, and leaves its arguments as they were.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError } from '../core/errors.js';
import { Rng, seedRng } from '../core/rng.js';
import { recordText } from '../core/record.js';
import {
  assertMutatedSavesHandled,
  assertNamedRuleError,
  assertStillPlayable,
  HOSTILE,
  mutate,
  STATE_CODES,
  type FuzzedGame,
} from '../core/test-fuzz.js';
import { applyAction, createMatch, currentSeat, isOver, legalActions } from './match.js';
import { randomBot } from './bots.js';
import { fromJSON, toJSON } from './serialize.js';
import { scenario } from './scenario.js';
import { viewFor } from './view.js';
import * as mne from './index.js';
import { throwsRule } from './test-support.js';
import type { MneAction, MneState, ScenarioDesc, Seat } from './types.js';

const RUNS = Math.max(100, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 5));
const ACTION_CODES = new Set([
  'MALFORMED_ACTION',
  'ILLEGAL_ACTION',
  'ILLEGAL_PLACEMENT',
  'HAND_LIMIT',
  'NOT_YOUR_TURN',
  'GAME_OVER',
]);

/** Mid-game states of one seeded random match (every few actions). */
function statesOf(seed: number): MneState[] {
  const out: MneState[] = [];
  let s = createMatch({ seed, shootout: seed % 2 === 0 });
  const bot = randomBot(seed);
  for (let n = 0; !isOver(s); n++) {
    if (n % 7 === 0) out.push(s);
    s = applyAction(s, bot(s)).state;
  }
  out.push(s);
  return out;
}

/** The MNE functions the shared save properties call. */
const GAME: FuzzedGame<MneState> = {
  toJSON,
  fromJSON,
  isOver,
  applyAction,
  randomBot,
  viewers: () => ['home', 'away', 'spectator'],
  viewFor,
};

const STATES = [0, 1, 2, 3].flatMap(statesOf);

/** A whole match's setup and actions, for the records. */
const RECORDED = (() => {
  const setup = { seed: 5, shootout: true };
  const actions: MneAction[] = [];
  const bot = randomBot(5);
  for (let s = createMatch(setup); !isOver(s);) {
    const a = bot(s);
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return { setup, actions };
})();

test(`fromJSON: ${RUNS * 4} mutated saved matches are rejected with a RuleError naming the field, or load exactly as given`, () => {
  fc.assert(
    fc.property(fc.nat(), fc.nat(STATES.length - 1), fc.boolean(), (seed, i, inData) => {
      assertMutatedSavesHandled(GAME, STATES[i]!, new Rng(seedRng(seed)), inData, `state ${i}`);
    }),
    { numRuns: RUNS, seed: 31, includeErrorInReport: true },
  );
});

/** Where a save holds a player card in a list: [path to the list, index] (card data excluded). */
function playerCardSlots(
  v: unknown,
  ids: Set<string>,
  path: (string | number)[] = [],
  out: [(string | number)[], number][] = [],
) {
  if (Array.isArray(v)) {
    v.forEach((x, i) => {
      const id = typeof x === 'string' ? x : (x as { card?: unknown } | null)?.card;
      if (typeof id === 'string' && ids.has(id)) out.push([path, i]);
      else playerCardSlots(x, ids, [...path, i], out);
    });
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) if (k !== 'data') playerCardSlots(x, ids, [...path, k], out);
  }
  return out;
}

test(`fromJSON: ${RUNS} saves with one player card removed (from a team, the draft or a lineup) are INVALID_STATE naming the field (issue 9)`, () => {
  const ids = new Set(STATES[0]?.data.cards.map((c) => c.id));
  fc.assert(
    fc.property(fc.nat(), fc.nat(STATES.length - 1), (seed, i) => {
      const rng = new Rng(seedRng(seed));
      const save = toJSON(STATES[i] as MneState);
      const slots = playerCardSlots(save.state, ids);
      if (slots.length === 0) return;
      const [path, k] = rng.pick(slots);
      const list = path.reduce<unknown>(
        (o, key) => (o as Record<string | number, unknown>)[key],
        save.state,
      ) as unknown[];
      const [removed] = list.splice(k, 1);
      const what = `state ${i}: ${JSON.stringify(removed)} removed from ${path.join('.')}`;
      assert.throws(
        () => fromJSON(save),
        (e: unknown) => (assertNamedRuleError(e, STATE_CODES, what), isRuleError(e) && e.field !== undefined),
        `${what}: loaded`,
      );
    }),
    { numRuns: RUNS, seed: 35, includeErrorInReport: true },
  );
});

test('scenario: a Sub Space or out list that is not an array is INVALID_SCENARIO (was a TypeError)', () => {
  for (const key of ['subs', 'out'] as const) {
    assert.throws(
      () => scenario({ home: { [key]: -1 as never } }),
      (e: unknown) => (
        assertNamedRuleError(e, new Set(['INVALID_SCENARIO']), key),
        isRuleError(e) && e.field === `home.${key}`
      ),
    );
  }
});

test('fromJSON: a saved match in which the acting seat has no legal action is INVALID_STATE (was accepted, then stuck)', () => {
  const s = STATES.find((x) => x.phase === 'play' && x.step === 'team' && x.teams[x.active].field.length > 0);
  assert.ok(s, 'no Team Action state among the sample');
  const save = toJSON(s);
  const t = save.state.teams[s.active];
  // No card on the field (no Pass or Press icon) and no substitution left: nothing to do.
  save.state.teams[s.active] = {
    ...t,
    front: [...t.front, ...t.field.map((p) => p.card)],
    field: [],
    tokens: [],
    subsUsed: 3,
  };
  assert.throws(
    () => fromJSON(save),
    (e: unknown) => (assertNamedRuleError(e, STATE_CODES, 'stuck'), isRuleError(e) && e.field === 'state.step'),
  );
});

test('fromJSON: truncated and non-object saves are RuleErrors', () => {
  const text = JSON.stringify(toJSON(STATES[5] as MneState));
  const rng = new Rng(seedRng('truncate'));
  for (let k = 0; k < 200; k++) {
    const cut = text.slice(0, rng.int(text.length));
    try {
      fromJSON(cut);
      assert.fail(`a save truncated at ${cut.length} loaded`);
    } catch (e) {
      assertNamedRuleError(e, STATE_CODES, `truncated at ${cut.length}`);
    }
  }
  for (const h of [
    ...HOSTILE,
    '',
    '0',
    '"x"',
    '[1,2]',
    '{"format":"pitchside/mne","version":1}',
    { format: 'pitchside/mne', version: 99, state: {} },
  ]) {
    assert.throws(
      () => fromJSON(h),
      (e: unknown) => (assertNamedRuleError(e, STATE_CODES, `fromJSON(${String(h).slice(0, 40)})`), true),
    );
  }
});

const BASE_SCENARIO: ScenarioDesc = {
  seed: 3,
  active: 'away',
  half: 2,
  marker: 1,
  step: 'player',
  home: {
    field: [{ card: 'h-cm', row: 1, col: 1 }, 'h-st@0,2'],
    hand: [5, 'tackle'],
    score: 2,
    subs: ['s-pc'],
    tokens: [],
  },
  away: { hand: ['4a'], score: 1, out: ['a-tm'], subsUsed: 1 },
  deck: [3, 2],
  discard: [1],
  rest: 'deck',
};

test(`scenario: ${RUNS} mutated descriptions are INVALID_SCENARIO (or INVALID_DATA) naming the field, or build a consistent state`, () => {
  scenario(BASE_SCENARIO);
  fc.assert(
    fc.property(fc.nat(), (seed) => {
      const rng = new Rng(seedRng(seed));
      const m = mutate(rng, BASE_SCENARIO);
      let s: MneState;
      try {
        s = scenario(m.value as ScenarioDesc);
      } catch (e) {
        assertNamedRuleError(e, new Set(['INVALID_SCENARIO', 'INVALID_DATA']), m.what);
        assert.ok(isRuleError(e) && e.field !== undefined, `${m.what}: no field in "${e.message}"`);
        return;
      }
      // Accepted: the state it built must pass the saved-state validation and play on.
      fromJSON(toJSON(s));
      assertStillPlayable(GAME, s, m.what);
    }),
    { numRuns: RUNS, seed: 33, includeErrorInReport: true },
  );
});

test(`applyAction: malformed actions and actions from the wrong seat are RuleErrors and leave the state untouched`, () => {
  const rng = new Rng(seedRng('actions'));
  let tried = 0;
  for (const s of STATES) {
    if (isOver(s)) continue;
    const before = JSON.stringify({ ...s, data: null });
    const legal = legalActions(s);
    const seat = currentSeat(s);
    const bad: { what: string; action: unknown }[] = HOSTILE.map((h) => ({
      what: `action ${String(h).slice(0, 20)}`,
      action: h,
    }));
    for (let k = 0; k < 6; k++) {
      const m = mutate(rng, rng.pick(legal));
      bad.push({ what: m.what, action: m.value });
    }
    if (seat) bad.push({ what: 'wrong seat', action: { ...rng.pick(legal), seat: seat === 'home' ? 'away' : 'home' } });
    bad.push({ what: 'unknown type', action: { type: 'teleport' } });
    for (const { what, action } of bad) {
      tried++;
      try {
        const r = applyAction(s, action as MneAction);
        // Accepted: it must be a legal action (an unknown extra key may be ignored).
        const { zzUnknown: _ignored, ...clean } = action as Record<string, unknown>;
        assert.ok(
          legal.some(
            (a) =>
              JSON.stringify(a) === JSON.stringify(clean) || JSON.stringify({ ...a, seat }) === JSON.stringify(clean),
          ),
          `${what}: ${JSON.stringify(action).slice(0, 200)} was accepted but is not a legal action`,
        );
        assert.ok(r.state);
      } catch (e) {
        assertNamedRuleError(e, ACTION_CODES, `${what}: ${JSON.stringify(action)?.slice(0, 200)}`, false);
        if (what === 'wrong seat') assert.equal(isRuleError(e) && e.code, 'NOT_YOUR_TURN');
      }
      assert.equal(JSON.stringify({ ...s, data: null }), before, `${what}: the state changed`);
    }
  }
  assert.ok(tried > 500);
});

// ───────────── Every exported function, given garbage ─────────────

/** Any coded RuleError is a fine answer to garbage; these are the codes the exported functions use. */
const ANY_CODE = new Set([
  ...ACTION_CODES,
  ...STATE_CODES,
  'INVALID_ARGUMENT',
  'INVALID_SETUP',
  'INVALID_DATA',
  'INVALID_SCENARIO',
  'INVALID_RECORD',
  'NOTATION_SYNTAX',
  'UNKNOWN_LEVEL',
]);

/** An argument as JSON, to see whether a call changed it (a generator is there to be drawn from). */
const snapshot = (a: unknown) =>
  a instanceof Rng ? 'rng' : JSON.stringify(a, (_k, v: unknown) => (typeof v === 'function' ? 'fn' : v));

/** Calls `f(...args)`: it must return or throw a coded RuleError, and leave its arguments as they were. */
function answers(what: string, f: (...args: unknown[]) => unknown, args: unknown[]): 'returned' | 'refused' {
  const before = args.map(snapshot);
  let outcome: 'returned' | 'refused' = 'returned';
  try {
    f(...args);
  } catch (e) {
    assertNamedRuleError(e, ANY_CODE, what);
    outcome = 'refused';
  }
  args.forEach((a, i) => assert.equal(snapshot(a), before[i], `${what}: argument ${i} was changed`));
  return outcome;
}

test('every exported function answers garbage in any argument with a coded RuleError, never a TypeError, and changes nothing', () => {
  const s = STATES.find((x) => x.phase === 'play' && x.shot !== null) as MneState;
  assert.ok(s, 'no state with a shot among the sample');
  const seat = currentSeat(s) as Seat;
  const { events } = applyAction(s, legalActions(s)[0] as MneAction);
  const card = s.teams.home.front[0] ?? s.teams.home.field[0]?.card ?? 'h-st';
  const action = legalActions(s)[0] as MneAction;
  const played = RECORDED.actions.slice(0, 12);
  /** Valid arguments for each exported function; a new export without an entry fails the test. */
  const VALID: Record<string, () => unknown[]> = {
    createMatch: () => [{ seed: 1 }],
    legalActions: () => [s],
    applyAction: () => [s, legalActions(s)[0]],
    currentSeat: () => [s],
    isOver: () => [s],
    result: () => [STATES[STATES.length - 1]],
    replay: () => [{ seed: 1 }, []],
    viewFor: () => [s, 'home'],
    eventsFor: () => [events, 'home'],
    toJSON: () => [s],
    fromJSON: () => [toJSON(s)],
    validateState: () => [toJSON(s).state],
    scenario: () => [{}],
    scenarioPosition: () => [{}],
    standardPosition: () => [{}],
    usesOwnData: () => [{ cards: mne.DEFAULT_CARDS }],
    iconsOnField: () => [s, 'home'],
    iconsOfCard: () => [s, 'home', card],
    basicAttackOf: () => [s, 'home', card],
    basicDefenceOf: () => [s, 'home'],
    teamCounts: () => [s, 'home'],
    placementsFor: () => [s, 'home', card],
    controlStates: () => [s],
    attackCardLimit: () => [s, 'home'],
    attackHandLimit: () => [s, 'home'],
    playerCard: () => [s, card],
    squadOf: () => [s, 'home'],
    synergyCard: () => [s, '3a'],
    shotOdds: () => [s, seat, 2, 1, [], true, false],
    shotOutcomes: () => [s, seat, 2, 1, [], true, false],
    goalCheckNumbers: () => [s, s.shot],
    controlState: () => [mne.DEFAULT_TRACK, 3, 'home'],
    controlOffset: () => [mne.DEFAULT_TRACK, 3, 'home'],
    pushMarker: () => [mne.DEFAULT_TRACK, 3, 'home', 2],
    atOpponentEnd: () => [mne.DEFAULT_TRACK, 3, 'home'],
    validateTrack: () => [mne.DEFAULT_TRACK],
    validateCards: () => [mne.DEFAULT_CARDS],
    validateSynergy: () => [mne.DEFAULT_SYNERGY],
    validateBoard: () => [mne.DEFAULT_BOARD],
    validateData: () => [s.data],
    randomBot: () => [1],
    greedyBot: () => [1],
    searchBot: () => [{ playouts: 2, seed: 1 }],
    botForLevel: () => ['hard', 1],
    coach: () => [s, seat, { playouts: 2, seed: 1 }],
    createCoach: () => [s, seat, { playouts: 2, seed: 1 }],
    sampleState: () => [viewFor(s, seat), 1],
    mneSearchGame: () => ['random', 1],
    mneReward: () => [s, 'home'],
    determinize: () => [s, 'home', new Rng(seedRng(1))],
    formatAction: () => [s, action],
    parseAction: () => [s, mne.formatAction(s, action)],
    resultText: () => [STATES[STATES.length - 1]],
    toRecord: () => [{ setup: RECORDED.setup, actions: played, comments: { 1: 'First.' } }, { Event: 'Fuzz' }],
    toRecordJSON: () => [{ setup: RECORDED.setup, actions: played }, { Event: 'Fuzz' }],
    fromRecord: () => [mne.toRecord({ setup: RECORDED.setup, actions: played }), { states: true }],
  };
  const functions = Object.entries(mne).filter(([, v]) => typeof v === 'function') as [
    string,
    (...args: unknown[]) => unknown,
  ][];
  const missing = functions.map(([name]) => name).filter((name) => !(name in VALID));
  assert.deepEqual(missing, [], 'exported functions this test does not know');
  const rng = new Rng(seedRng('garbage'));
  let refused = 0;
  for (const [name, f] of functions) {
    const valid = (VALID[name] as () => unknown[])();
    assert.equal(answers(`${name}(valid)`, f, valid), 'returned', `${name} refused valid arguments`);
    for (let i = 0; i < Math.max(1, valid.length); i++) {
      for (const h of [...HOSTILE, undefined]) {
        const args = valid.slice();
        args[i] = h;
        const what = `${name}: argument ${i} = ${String(h).slice(0, 30)}`;
        if (answers(what, f, args) === 'refused') refused++;
      }
      // A state argument with one thing wrong somewhere inside it (its data apart).
      if (valid[i] === s) {
        for (let k = 0; k < 12; k++) {
          const m = mutate(rng, s, new Set(['data']));
          const args = valid.slice();
          args[i] = m.value;
          if (answers(`${name}: state with ${m.what}`, f, args) === 'refused') refused++;
        }
      }
    }
  }
  // The state-taking functions refuse what is not a state at all.
  for (const [name, f] of functions) {
    if ((VALID[name] as () => unknown[])()[0] !== s) continue;
    for (const h of [null, undefined, 0, 'x', [], {}, { phase: 'over' }]) {
      assert.throws(
        () => f(h, ...(VALID[name] as () => unknown[])().slice(1)),
        (e: unknown) => (assertNamedRuleError(e, new Set(['INVALID_STATE']), `${name}(${JSON.stringify(h)})`), true),
      );
    }
  }
  assert.ok(refused > 500, `only ${refused} refusals`);
});

test('replay and legalActions: a list that is not one, and a view with garbage inside, are RuleErrors', () => {
  throwsRule(() => mne.replay({ seed: 1 }, 'x' as never), 'MALFORMED_ACTION', 'actions');
  throwsRule(() => mne.replay({ seed: 1 }, [null] as never), 'MALFORMED_ACTION', 'actions[0]');
  const s = STATES[3] as MneState;
  const v = viewFor(s, currentSeat(s) ?? 'home');
  for (const [field, value] of [
    ['viewer', 'referee'],
    ['deckCount', -1],
    ['deckCount', 1e308],
    ['teams', null],
    ['lineupChosen', 'home'],
    ['tempo', 5],
  ] as const) {
    throwsRule(() => mne.legalActions({ ...v, [field]: value } as never), 'INVALID_STATE', field);
  }
  throwsRule(
    () => mne.legalActions({ ...v, teams: { ...v.teams, home: { ...v.teams.home, hand: 'x' } } } as never),
    'INVALID_STATE',
    'teams.home.hand',
  );
});

test('legalActions and the queries: a view whose phase, step or seat to play is garbage is INVALID_STATE', () => {
  const s = STATES[3] as MneState;
  const v = viewFor(s, currentSeat(s) ?? 'home');
  for (const field of ['phase', 'step', 'active'] as const) {
    throwsRule(() => mne.legalActions({ ...v, [field]: 'bogus' } as never), 'INVALID_STATE', field);
    throwsRule(() => mne.iconsOnField({ ...v, [field]: 7 } as never, 'home'), 'INVALID_STATE', field);
  }
});

test(`records: ${RUNS} mutated records (text and JSON) and record inputs are RuleErrors naming the field, or replay`, () => {
  const rng = new Rng(seedRng('records'));
  const json = mne.toRecordJSON(RECORDED, { Event: 'Fuzz' });
  const text = mne.toRecord(RECORDED);
  for (let k = 0; k < RUNS; k++) {
    const tries: [string, () => unknown][] = [];
    const m = mutate(rng, json);
    tries.push([`record JSON with ${m.what}`, () => mne.fromRecord(m.value as never)]);
    tries.push([`recordText of record JSON with ${m.what}`, () => recordText(m.value as never)]);
    const line = rng.int(text.split('\n').length);
    const cut = text.split('\n').map((l, i) => (i === line ? l.slice(0, rng.int(l.length + 1)) : l));
    tries.push([`record text with line ${line} cut`, () => mne.fromRecord(cut.join('\n'))]);
    const input = mutate(rng, { setup: RECORDED.setup, actions: RECORDED.actions.slice(0, 20) });
    tries.push([`toRecord input with ${input.what}`, () => mne.toRecord(input.value as never)]);
    for (const [what, f] of tries) answers(what, f, []);
  }
});
