/**
 * A state from a view: along seeded random stand-alone matches and championships (2–8 persons,
 * both options), for every seat and a spectator, the state sampled from its view gives that view
 * back and the same legal actions; the sample depends on the view and the seed only; a malformed or
 * impossible view is a RuleError naming the field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError } from '../core/errors.js';
import * as mof from './index.js';
import type { MofState, MofView } from './types.js';

const SCALE = Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500);
const MATCHES = Math.max(12, Math.ceil(SCALE / 200));
const CHAMPIONSHIPS = Math.max(3, Math.ceil(SCALE / 2500));

/** A view as a client gets it: through JSON, with its own copy of the (public) data set. */
const sent = (v: MofView, s: MofState): MofView => ({
  ...(JSON.parse(JSON.stringify({ ...v, data: null })) as MofView),
  data: s.data,
});

/** Where a game is, for the coverage count. */
const where = (s: MofState) =>
  s.stage === 'matchday' ? `${s.matches[s.active]?.at}/${s.matches[s.active]?.pending?.kind ?? '-'}` : s.stage;

/** Plays `s` to the end with a random bot, sampling from views every `every` actions; returns what was met. */
function checkSamples(s: MofState, seed: number, every: number, label: string, seen: Set<string>): void {
  const bot = mof.randomBot(seed, 0.05);
  for (let n = 0; !mof.isOver(s); n++) {
    if ((n + seed) % every === 0) {
      const toAct = mof.currentSeat(s) as string;
      for (const seat of [toAct, ...s.seats.filter((x) => x !== toAct && n % 3 === 0), 'spectator']) {
        const at = `${label} action ${n} (${where(s)}), ${seat}`;
        const view = mof.viewFor(s, seat);
        const sample = mof.sampleState(sent(view, s), n);
        assert.deepEqual(mof.viewFor(sample, seat), view, `${at}: the sample's view`);
        if (seat === toAct) assert.deepEqual(mof.legalActions(sample), mof.legalActions(s), `${at}: moves`);
        seen.add(where(s));
      }
    }
    s = mof.applyAction(s, bot(s)).state;
  }
}

test(`a state from a view: ${MATCHES} random matches, each seat's view of the sample is its view, with the same moves`, () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, stepTurns) => {
      checkSamples(mof.createMatch({ seed, options: { stepTurns } }), seed, 2, `match seed ${seed}`, seen);
    }),
    { numRuns: MATCHES, seed: 77, includeErrorInReport: true },
  );
  for (const w of ['pick/pickTeam', 'tactic/chooseTactic', 'select1/select', 'announce1/announce'])
    assert.ok(seen.has(w), `no ${w} was sampled (${[...seen].join(', ')})`);
});

test(`a state from a view: ${CHAMPIONSHIPS} random championships of 2–8 persons`, () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2, max: 8 }),
      fc.boolean(),
      (seed, seats, simultaneous) => {
        const s = mof.createChampionship({ seed, seats, options: { simultaneous } });
        checkSamples(s, seed, 7, `championship seed ${seed} (${seats} seats)`, seen);
      },
    ),
    { numRuns: CHAMPIONSHIPS, seed: 79, includeErrorInReport: true },
  );
  for (const w of ['chooseManager', 'buy', 'academy', 'market'])
    assert.ok(seen.has(w), `no ${w} was sampled (${[...seen].join(', ')})`);
});

test('a state from a view: by the seed alone; the seat keeps what it sees; other true hidden cards, the same sample', () => {
  const s = mof.createMatch({ seed: 12 });
  const seat = mof.currentSeat(s) as string;
  const view = mof.viewFor(s, seat);
  const a = mof.sampleState(view, 5);
  assert.deepEqual(a, mof.sampleState(view, 5));
  const me = s.teams.findIndex((t) => t.seat === seat);
  assert.deepEqual(a.teams[me]?.hand, s.teams[me]?.hand);
  const them = s.teams.findIndex((t) => t.seat !== seat);
  const hands = new Set<string>();
  for (let k = 0; k < 20; k++) hands.add(mof.sampleState(view, k).teams[them]?.hand.join() ?? '');
  assert.ok(hands.size > 5, `${hands.size} different hands`);
  // The same view from other hidden cards (the opponent's hand swapped with the stack's top).
  const other = structuredClone({ ...s, data: null }) as unknown as MofState;
  other.data = s.data;
  const theirs = other.teams[them] as MofState['teams'][0];
  const top = other.decks.actions.splice(0, theirs.hand.length, ...theirs.hand);
  theirs.hand = top;
  assert.notDeepEqual(other.teams[them]?.hand, s.teams[them]?.hand);
  assert.deepEqual(mof.viewFor(other, seat), view);
  assert.deepEqual(mof.sampleState(mof.viewFor(other, seat), 5), a);
});

test('a state from a view: a malformed or impossible view is a RuleError naming the field', () => {
  const s = mof.createChampionship({ seed: 4, seats: 3 });
  const seat = mof.currentSeat(s) as string;
  const view = mof.viewFor(s, seat);
  const refuses = (v: unknown, field: string, code = 'INVALID_STATE') =>
    assert.throws(
      () => mof.sampleState(v as MofView, 0),
      (e) => isRuleError(e) && e.code === code && e.field === field && e.message.startsWith('sampleState'),
      field,
    );
  refuses(null, 'view', 'INVALID_ARGUMENT');
  refuses(s, 'view', 'INVALID_ARGUMENT');
  refuses({ ...view, deckSizes: { ...view.deckSizes, gold: -2 } }, 'deckSizes.gold');
  refuses({ ...view, deckSizes: { ...view.deckSizes, gold: 400 } }, 'deckSizes.gold');
  refuses({ ...view, deckSizes: { ...view.deckSizes, actions: view.deckSizes.actions + 50 } }, 'deckSizes.actions');
  const other = view.teams.findIndex((t) => t.seat !== seat);
  const teams = view.teams.map((t, i) => (i === other ? { ...t, hand: ['whistleblower'] } : t));
  refuses({ ...view, teams }, `teams[${other}].hand`);
  const twice = view.teams.map((t, i) => (i === other ? { ...t, squad: [...t.squad, ...t.squad] } : t));
  const me = view.teams.findIndex((t) => t.seat === seat);
  twice[me] = { ...twice[me]!, offer: ['nobody'], offerSize: 1 };
  assert.throws(
    () => mof.sampleState({ ...view, teams: twice }, 0),
    (e) => isRuleError(e) && e.code === 'INVALID_STATE',
  );
  assert.throws(
    () => mof.sampleState(view, {} as unknown as number),
    (e) => isRuleError(e) && e.code === 'INVALID_ARGUMENT',
  );
});
