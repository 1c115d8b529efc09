/**
 * Match and championship records: random matches and championships written as records read back to
 * the same game, and the text written again is the same text; a record that is not one fails
 * naming the move or header.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { isRuleError } from '../core/errors.js';
import { applyAction, isOver, legalActions, standings, toJSON } from './index.js';
import { fromRecord, toRecord, toRecordJSON, type MofRecordSetup } from './record.js';
import { createChampionship, createMatch } from './setup.js';
import type { MofAction, MofState } from './types.js';

const MATCHES = Math.max(5, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 200) / 50));

function create(setup: MofRecordSetup): MofState {
  if ('championship' in setup) {
    const { championship: _c, ...rest } = setup;
    void _c;
    return createChampionship(rest);
  }
  return createMatch(setup);
}

function randomGame(setup: MofRecordSetup): { actions: MofAction[]; state: MofState } {
  const rng = new Rng(seedRng(`record-${String(setup.seed)}`));
  let s = create(setup);
  const actions: MofAction[] = [];
  while (!isOver(s)) {
    const legal = legalActions(s);
    const a = legal[rng.int(legal.length)]!;
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return { actions, state: s };
}

function roundTrip(setup: MofRecordSetup): { state: MofState; text: string } {
  const { actions, state } = randomGame(setup);
  const text = toRecord(
    { setup, actions, comments: { 0: 'Before kick-off.', 2: 'Interesting.', [actions.length]: 'The end.' } },
    { Event: 'Test league', Date: '2026.12.06' },
  );
  const read = fromRecord(text);
  assert.deepEqual(read.actions, actions);
  assert.deepEqual(toJSON(read.state), toJSON(state));
  assert.equal(read.moves[1]?.comment, 'Interesting.');
  const comments: Record<number, string> = { 0: read.comment as string };
  read.moves.forEach((m, i) => {
    if (m.comment !== undefined) comments[i + 1] = m.comment;
  });
  assert.equal(toRecord({ setup: read.setup, actions: read.actions, comments }, read.headers), text);
  const json = JSON.parse(JSON.stringify(toRecordJSON({ setup, actions })));
  assert.deepEqual(fromRecord(json).actions, actions);
  return { state, text };
}

test(`${MATCHES} random matches: text → engine → text unchanged, the same final state`, () => {
  for (let m = 0; m < MATCHES; m++) {
    const { state: s, text } = roundTrip(m % 2 ? { seed: m } : { seed: `derby-${m}`, options: { stepTurns: true } });
    const match = s.matches[0]!;
    assert.match(text, new RegExp(`\\[Result "${match.score[0]}-${match.score[1]}"\\]`));
    assert.match(text, new RegExp(`\\[Home "${s.teams[match.sides[0].team]!.name}"\\]`));
  }
});

test('a 4-manager championship: text → engine → text unchanged, its champion in the Result', () => {
  const { state: s, text } = roundTrip({ seed: 'league-4', seats: 4, championship: true });
  assert.equal(s.kind, 'championship');
  assert.ok(s.champion !== null);
  assert.match(text, /\[Setup "\{\\"seats\\":4,\\"championship\\":true\}"\]/);
  assert.match(text, new RegExp(`\\[Result "Champion ${s.teams[s.champion!]!.name}"\\]`));
  assert.ok(standings(s).length >= 1);
});

function fails(text: string, code: string, field: string, message: RegExp): void {
  assert.throws(
    () => fromRecord(text),
    (e: unknown) => {
      assert.ok(isRuleError(e), String(e));
      assert.equal(e.code, code, e.message);
      assert.equal(e.field, field, e.message);
      assert.match(e.message, message);
      return true;
    },
  );
}

test('a record that is not one says which move or header is wrong', () => {
  const head = '[Game "mof"]\n[Seed "3"]\n[Setup "{\\"seats\\":4,\\"championship\\":true}"]\n\n';
  const s = createChampionship({ seed: 3, seats: 4 });
  const first = legalActions(s)[0]!;
  assert.equal(first.type, 'chooseManager');
  const ok = `${head}1. p1: manager ${(first as { manager: string }).manager}\n`;
  assert.equal(fromRecord(ok).actions.length, 1);
  fails(ok.replace('p1:', 'p2:'), 'NOT_YOUR_TURN', 'move 1', /it is p1's move, not p2's/);
  fails(ok.replace(/manager \w+/, 'manager nobody'), 'NOTATION_SYNTAX', 'move 1', /a manager id, found "nobody"/);
  fails(`${ok}2. buy g01\n`, 'ILLEGAL_ACTION', 'move 2', /Move 2 \(buy g01\)/);
  fails(ok.replace('"seats\\":4', '"seats\\":40'), 'INVALID_RECORD', 'headers.Setup', /setup is not one/);
  fails(ok.replace('[Setup', '[Setup "{"]\n[X'), 'INVALID_RECORD', 'headers.Setup', /must be JSON/);
  assert.throws(() => toRecord({ setup: { seed: 1, data: {} as never }, actions: [] }), /reference data/);
});
