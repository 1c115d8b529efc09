/**
 * Bad input is never accepted (issue 9): MoF `fromJSON`, `scenario` and `applyAction` given
 * malformed, truncated, wrong-typed, out-of-range or inconsistent input throw a RuleError with a code
 * and a message naming the field — never another error, never a silently different state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError } from '../core/errors.js';
import { Rng, seedRng } from '../core/rng.js';
import {
  assertMutatedSavesHandled,
  assertNamedRuleError,
  assertStillPlayable,
  HOSTILE,
  mutate,
  STATE_CODES,
  type FuzzedGame,
} from '../core/test-fuzz.js';
import * as mof from './index.js';
import type { MofAction, MofState, ScenarioDesc } from './types.js';

const RUNS = Math.max(100, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 5));
const ACTION_CODES = new Set(['MALFORMED_ACTION', 'ILLEGAL_ACTION', 'NOT_YOUR_TURN', 'NOT_ENOUGH_MONEY', 'GAME_OVER']);

/** States of seeded random play (a match and a championship), every few actions. */
function statesOf(seed: number): MofState[] {
  const out: MofState[] = [];
  for (let s of [mof.createMatch({ seed }), mof.createChampionship({ seed, seats: 3 + (seed % 4) })]) {
    const bot = mof.randomBot(seed);
    for (let n = 0; !mof.isOver(s); n++) {
      if (n % 11 === 0) out.push(s);
      s = mof.applyAction(s, bot(s)).state;
    }
    out.push(s);
  }
  return out;
}

/** The MoF functions the shared save properties call. */
const GAME: FuzzedGame<MofState> = {
  toJSON: mof.toJSON,
  fromJSON: mof.fromJSON,
  isOver: mof.isOver,
  applyAction: mof.applyAction,
  randomBot: mof.randomBot,
  viewers: (s) => [...s.seats, 'spectator'],
  viewFor: mof.viewFor,
};

const STATES = [0, 1, 2].flatMap(statesOf);

/** A whole championship's setup and actions, and its record, for the records' tests. */
const RECORDED = (() => {
  const setup = { seed: 6, seats: 3, championship: true as const };
  const actions: MofAction[] = [];
  const bot = mof.randomBot(6);
  for (let s = mof.createChampionship({ seed: 6, seats: 3 }); !mof.isOver(s) && actions.length < 400;) {
    const a = bot(s);
    actions.push(a);
    s = mof.applyAction(s, a).state;
  }
  return { setup, actions };
})();
const RECORD = mof.toRecord(RECORDED);

test(`fromJSON: ${RUNS * 4} mutated saved MoF states are rejected with a RuleError naming the field, or load exactly as given`, () => {
  fc.assert(
    fc.property(fc.nat(), fc.nat(STATES.length - 1), fc.boolean(), (seed, i, inData) => {
      assertMutatedSavesHandled(GAME, STATES[i]!, new Rng(seedRng(seed)), inData, `state ${i}`);
    }),
    { numRuns: RUNS, seed: 41, includeErrorInReport: true },
  );
});

test('fromJSON: a team queued twice in a stage is INVALID_STATE (was accepted, then stuck)', () => {
  const s = STATES.find((x) => x.queue.length > 0);
  assert.ok(s, 'no queued stage among the sample');
  const save = mof.toJSON(s) as { state: MofState };
  save.state.queue = [...save.state.queue, save.state.queue[0] as number];
  assert.throws(
    () => mof.fromJSON(save),
    (e: unknown) => (
      assertNamedRuleError(e, STATE_CODES, 'queue'),
      isRuleError(e) && e.field === `state.queue[${s.queue.length}]`
    ),
  );
});

test('fromJSON: truncated and non-object MoF saves are RuleErrors', () => {
  const text = JSON.stringify(mof.toJSON(STATES[3] as MofState));
  const rng = new Rng(seedRng('truncate'));
  for (let k = 0; k < 200; k++) {
    const cut = text.slice(0, rng.int(text.length));
    assert.throws(
      () => mof.fromJSON(cut),
      (e: unknown) => (assertNamedRuleError(e, STATE_CODES, `truncated at ${cut.length}`), true),
    );
  }
  for (const h of [...HOSTILE, '0', '"x"', '[1,2]', { format: 'pitchside/mof', version: 99, state: {} }]) {
    assert.throws(
      () => mof.fromJSON(h),
      (e: unknown) => (assertNamedRuleError(e, STATE_CODES, `fromJSON(${String(h).slice(0, 40)})`), true),
    );
  }
});

const BASE_SCENARIO: ScenarioDesc = {
  seed: 4,
  home: {
    players: ['g01', 'g02', 'g03'],
    bench: ['s04'],
    manager: 'jogaBonito',
    cards: ['chalkboard'],
    money: 3,
    seat: 'ana',
  },
  away: { players: ['s01', 's02', 's03'], manager: 'stadiumInferno', seat: 'bao' },
  tactic: 'direct',
  turn: 5,
  score: [1, 0],
  ha: 'home',
};

test(`scenario: ${RUNS} mutated MoF descriptions are RuleErrors naming the field, or build a consistent state`, () => {
  mof.scenario(BASE_SCENARIO);
  fc.assert(
    fc.property(fc.nat(), (seed) => {
      const rng = new Rng(seedRng(seed));
      const m = mutate(rng, BASE_SCENARIO);
      let s: MofState;
      try {
        s = mof.scenario(m.value as ScenarioDesc);
      } catch (e) {
        assertNamedRuleError(e, new Set(['INVALID_SCENARIO', 'INVALID_DATA', 'INVALID_SETUP']), m.what);
        assert.ok(isRuleError(e) && e.field !== undefined, `${m.what}: no field in "${e.message}"`);
        return;
      }
      mof.fromJSON(mof.toJSON(s));
      assertStillPlayable(GAME, s, m.what);
    }),
    { numRuns: RUNS, seed: 43, includeErrorInReport: true },
  );
});

test('applyAction: malformed MoF actions and actions from the wrong seat are RuleErrors and leave the state untouched', () => {
  const rng = new Rng(seedRng('actions'));
  let tried = 0;
  for (const s of STATES) {
    if (mof.isOver(s)) continue;
    const before = JSON.stringify({ ...s, data: null });
    const legal = mof.legalActions(s);
    const seat = mof.currentSeat(s);
    const bad: { what: string; action: unknown }[] = HOSTILE.map((h) => ({
      what: `action ${String(h).slice(0, 20)}`,
      action: h,
    }));
    for (let k = 0; k < 6; k++) {
      const m = mutate(rng, rng.pick(legal));
      bad.push({ what: m.what, action: m.value });
    }
    const wrong = s.seats.find((x) => x !== seat);
    if (seat && wrong) bad.push({ what: 'wrong seat', action: { ...rng.pick(legal), seat: wrong } });
    for (const { what, action } of bad) {
      tried++;
      try {
        mof.applyAction(s, action as MofAction);
        const { zzUnknown: _ignored, ...clean } = action as Record<string, unknown>;
        assert.ok(
          legal.some(
            (a) =>
              JSON.stringify(a) === JSON.stringify(clean) || JSON.stringify({ ...a, seat }) === JSON.stringify(clean),
          ),
          `${what}: ${JSON.stringify(action).slice(0, 200)} was accepted but is not a legal action`,
        );
      } catch (e) {
        assertNamedRuleError(e, ACTION_CODES, `${what}: ${JSON.stringify(action)?.slice(0, 200)}`, false);
        if (what === 'wrong seat') assert.equal(isRuleError(e) && e.code, 'NOT_YOUR_TURN');
      }
      assert.equal(JSON.stringify({ ...s, data: null }), before, `${what}: the state changed`);
    }
  }
  assert.ok(tried > 300, `only ${tried} actions tried`);
});

test('fromJSON: bad card data in a save names its field under state.data (was unnamed when data was missing)', () => {
  const own = mof.validateData(JSON.parse(JSON.stringify(mof.defaultData)));
  const save = mof.toJSON(mof.createMatch({ seed: 1, data: own })) as { state: Record<string, unknown> };
  const cases: [(d: Record<string, unknown>) => void, string][] = [
    [(st) => delete st.data, 'state.data'],
    [(st) => ((st.data as { cards: { cost: unknown }[] }).cards[0]!.cost = 'x'), 'state.data.cards[0].cost'],
    [(st) => ((st.data as { dice: { geniusIndex: number } }).dice.geniusIndex = 19), 'state.data.dice.geniusIndex'],
  ];
  for (const [spoil, field] of cases) {
    const bad = JSON.parse(JSON.stringify(save)) as { state: Record<string, unknown> };
    spoil(bad.state);
    assert.throws(
      () => mof.fromJSON(bad),
      (e: unknown) => (assertNamedRuleError(e, STATE_CODES, field), isRuleError(e) && e.field === field),
    );
  }
});

// ───────────── Every exported function at the public boundary ─────────────

/** Asserts that `f` returns, or throws a RuleError with a code and a readable message. */
function answers(f: () => unknown, what: string): void {
  try {
    f();
  } catch (e) {
    assertNamedRuleError(e, new Set([...STATE_CODES, ...ACTION_CODES, ...BOUNDARY_CODES]), what);
  }
}
/** The boundary tests' runs: a quarter of the others' (each run calls many functions). */
const BOUNDARY_RUNS = Math.max(100, Math.ceil(RUNS / 4));
const BOUNDARY_CODES = [
  'INVALID_ARGUMENT',
  'INVALID_SETUP',
  'INVALID_DATA',
  'UNCHECKED_DATA',
  'INVALID_SCENARIO',
  'INVALID_RECORD',
  'NOTATION_SYNTAX',
  'UNKNOWN_LEVEL',
];

test('every exported function answers hostile arguments (null, wrong types, missing fields) with a RuleError, never a TypeError', () => {
  const s = STATES[5] as MofState;
  const hostile = HOSTILE.filter((h) => typeof h !== 'string' || h.length < 100);
  const shapes = (h: unknown): unknown[][] => [
    [h],
    [s, h],
    [h, h],
    [h, 'p1'],
    [s, h, 'p1'],
    [s, [h], 'p1'],
    [s, 'p1', h],
    [s, 0, h],
    [h, undefined, h],
    [s, 0, 'direct', h],
    // The records: an input, headers and options with garbage inside.
    [{ setup: { seed: 1 }, actions: h }],
    [{ setup: h, actions: [] }],
    [{ setup: { seed: 1 }, actions: [h] }],
    [{ setup: { seed: 1 }, actions: [], comments: h }],
    [{ setup: { seed: 1 }, actions: [] }, h],
    [RECORD, h],
  ];
  let calls = 0;
  for (const [name, f] of Object.entries(mof)) {
    if (typeof f !== 'function') continue;
    for (const h of hostile)
      for (const args of shapes(h)) {
        calls++;
        answers(
          () => (f as (...a: unknown[]) => unknown)(...args),
          `${name}(${args.map((a) => (a === s ? 'state' : String(a).slice(0, 20))).join(', ')})`,
        );
      }
  }
  assert.ok(calls > 1000, `only ${calls} calls`);
});

test(`the functions that read a state answer ${BOUNDARY_RUNS} mutated states (and views) with a RuleError, or work`, () => {
  const rng = new Rng(seedRng('boundary'));
  const skip = new Set(['data']);
  for (let k = 0; k < BOUNDARY_RUNS; k++) {
    const base = rng.pick(STATES);
    const seat = mof.currentSeat(base) ?? 'spectator';
    const legal = mof.legalActions(base);
    const asView = k % 4 === 0;
    const m = mutate(rng, asView ? mof.viewFor(base, seat) : base, skip);
    const s = m.value as MofState;
    const what = `${asView ? 'view' : 'state'} ${m.what}`;
    const calls: [string, () => unknown][] = [
      ['legalActions', () => mof.legalActions(s)],
      ['currentSeat', () => mof.currentSeat(s)],
      ['isOver', () => mof.isOver(s)],
      ['result', () => mof.result(s)],
      ['standings', () => mof.standings(s)],
      ['fixtures', () => mof.fixtures(s, 1)],
      ['activeMatch', () => mof.activeMatch(s)],
      ['tacticalBreakdown', () => mof.tacticalBreakdown(s, 'home')],
      ['teamValues', () => mof.teamValues(s, 'away')],
      ['lookup', () => mof.lookup(s).player('g01')],
    ];
    if (!asView)
      calls.push(
        ['viewFor', () => mof.viewFor(s, seat)],
        ['eventsFor', () => mof.eventsFor(s, [{ type: 'woodDrawn', match: 0, side: 0, player: 'w01' }], seat)],
        ['toJSON', () => mof.toJSON(s)],
        ['applyAction', () => legal[0] && mof.applyAction(s, legal[0])],
        ['mofReward', () => mof.mofReward(s, seat)],
        ['determinize', () => mof.determinize(s, seat, new Rng(seedRng(k)))],
        ['resultText', () => mof.resultText(s)],
      );
    calls.push(
      ['formatAction', () => legal[0] && mof.formatAction(s, legal[0])],
      ['parseAction', () => mof.parseAction(s, 'buy g01')],
    );
    for (const [name, f] of calls) answers(f, `${name}: ${what}`);
  }
});

test('replay: malformed setups and action lists are RuleErrors; a championship setup without championship: true says so', () => {
  const code = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      assertNamedRuleError(e, new Set(['INVALID_SETUP', 'MALFORMED_ACTION', 'ILLEGAL_ACTION']), 'replay');
      return isRuleError(e) ? [e.code, e.field, e.message] : [];
    }
    return [];
  };
  assert.equal(code(() => mof.replay({ seed: 1 }, undefined as never))[0], 'MALFORMED_ACTION');
  assert.equal(code(() => mof.replay(-1 as never, []))[0], 'INVALID_SETUP');
  assert.equal(code(() => mof.replay(null as never, []))[0], 'INVALID_SETUP');
  assert.deepEqual(code(() => mof.replay({ seed: 1 }, [null as never])).slice(0, 2), [
    'MALFORMED_ACTION',
    'actions[0]',
  ]);
  const [c, field, message] = code(() => mof.replay({ seed: 7, seats: ['ana', 'bao'] } as never, []));
  assert.equal(c, 'INVALID_SETUP');
  assert.equal(field, 'seats');
  assert.match(String(message), /championship: true/);
  assert.equal(
    code(() => mof.replay({ seed: 7, seats: ['ana', 'bao'], championship: 'yes' } as never, []))[1],
    'championship',
  );
  // The same setup with the flag replays a championship.
  const { state } = mof.replay({ seed: 7, seats: ['ana', 'bao'], championship: true }, []);
  assert.equal(state.kind, 'championship');
});

test(`createMatch and createChampionship: ${BOUNDARY_RUNS} mutated setups are RuleErrors naming the field, or a state that saves and loads`, () => {
  const rng = new Rng(seedRng('setups'));
  const npt = mof.defaultData.nonPerson[0]!.id;
  const match = {
    seed: 1,
    home: { seat: 'ana', squad: ['g01', 's01', 'b01'], cards: ['wonderkid'], money: 3, manager: 'godfather' },
    away: { nonPerson: npt },
    options: { stepTurns: true },
  };
  const championship = { seed: 'x', seats: ['ana', 'bao', 'chi'], nonPerson: [npt], options: { simultaneous: true } };
  for (let k = 0; k < BOUNDARY_RUNS; k++) {
    for (const [create, setup] of [
      [mof.createMatch, match],
      [mof.createChampionship, championship],
    ] as const) {
      const m = mutate(rng, setup);
      let s: MofState;
      try {
        s = (create as (x: unknown) => MofState)(m.value);
      } catch (e) {
        assertNamedRuleError(e, new Set(['INVALID_SETUP', 'UNCHECKED_DATA']), m.what);
        continue;
      }
      assert.deepEqual(mof.fromJSON(mof.toJSON(s)), s, `${m.what}: the state does not load`);
    }
  }
});

test(`records: ${BOUNDARY_RUNS} mutated records (text and JSON), record inputs and actions to write are RuleErrors naming the field, or work`, () => {
  const rng = new Rng(seedRng('records'));
  const json = mof.toRecordJSON(RECORDED, { Event: 'Fuzz' });
  const lines = RECORD.split('\n');
  const s = STATES[5] as MofState;
  const legal = mof.legalActions(s);
  for (let k = 0; k < BOUNDARY_RUNS; k++) {
    const m = mutate(rng, json);
    answers(() => mof.fromRecord(m.value as never), `record JSON with ${m.what}`);
    const line = rng.int(lines.length);
    const cut = lines.map((l, i) => (i === line ? l.slice(0, rng.int(l.length + 1)) : l)).join('\n');
    answers(() => mof.fromRecord(cut), `record text with line ${line} cut`);
    const input = mutate(rng, { setup: RECORDED.setup, actions: RECORDED.actions.slice(0, 30) });
    answers(() => mof.toRecord(input.value as never), `toRecord input with ${input.what}`);
    const action = mutate(rng, rng.pick(legal));
    const before = JSON.stringify(action.value);
    answers(() => mof.formatAction(s, action.value as MofAction), `formatAction with ${action.what}`);
    assert.equal(JSON.stringify(action.value), before, `formatAction with ${action.what}: the action changed`);
  }
});
