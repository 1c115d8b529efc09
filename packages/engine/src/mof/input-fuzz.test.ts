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
