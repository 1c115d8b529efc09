/**
 * Match records: random matches written as records read back to the same match, and the text
 * written again is the same text; a record that is not one fails naming the move or header.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { isRuleError } from '../core/errors.js';
import { applyAction, createMatch, currentSeat, legalActions, result, toJSON } from './index.js';
import { fromRecord, toRecord, toRecordJSON } from './record.js';
import type { MneAction, MneSetup } from './types.js';

const MATCHES = Math.max(5, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 200) / 50));

function randomMatch(setup: MneSetup): MneAction[] {
  const rng = new Rng(seedRng(`record-${setup.seed}`));
  let s = createMatch(setup);
  const actions: MneAction[] = [];
  while (s.phase !== 'over') {
    const legal = legalActions(s);
    const a = legal[rng.int(legal.length)]!;
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return actions;
}

test(`${MATCHES} random matches: text → engine → text unchanged, the same final state`, () => {
  for (let m = 0; m < MATCHES; m++) {
    const setup: MneSetup = m % 2 ? { seed: m } : { seed: `club-${m}`, shootout: true };
    const actions = randomMatch(setup);
    const text = toRecord(
      { setup, actions, comments: { 0: 'Kick-off.', 3: 'A bold pick.', [actions.length]: 'Full time.' } },
      { Event: 'Test cup', Date: '2026.12.06', Home: 'Ana', Away: 'Binh "the wall"' },
    );
    const read = fromRecord(text, { states: true });
    assert.deepEqual(read.actions, actions);
    assert.equal(read.states?.length, actions.length + 1);
    assert.equal(read.comment, 'Kick-off.');
    assert.equal(read.moves[2]?.comment, 'A bold pick.');
    assert.equal(read.headers.Away, 'Binh "the wall"');
    assert.deepEqual(toJSON(read.state), toJSON(applyAll(setup, actions)));
    const again = toRecord({ setup: read.setup, actions: read.actions, comments: commentsOf(read) }, read.headers);
    assert.equal(again, text);
    // The JSON twin reads to the same match.
    const json = JSON.parse(JSON.stringify(toRecordJSON({ setup, actions }, { Event: 'Test cup' })));
    assert.deepEqual(fromRecord(json).actions, actions);
    const r = result(read.state)!;
    assert.match(text, new RegExp(`\\[Result "${r.score.home}-${r.score.away}`));
  }
});

function applyAll(setup: MneSetup, actions: MneAction[]) {
  let s = createMatch(setup);
  for (const a of actions) s = applyAction(s, a).state;
  return s;
}

function commentsOf(r: { comment?: string; moves: { comment?: string }[] }): Record<number, string> {
  const out: Record<number, string> = {};
  if (r.comment !== undefined) out[0] = r.comment;
  r.moves.forEach((m, i) => {
    if (m.comment !== undefined) out[i + 1] = m.comment;
  });
  return out;
}

const RECORD = `[Game "mne"]
[Seed "7"]

1. home: draft s-tm
`;

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
  const s = createMatch({ seed: 7 });
  const first = legalActions(s)[0] as { card: string };
  const seat = currentSeat(s) as string;
  const otherSeat = seat === 'home' ? 'away' : 'home';
  const ok = RECORD.replace('s-tm', first.card).replace('home:', `${seat}:`);
  assert.equal(fromRecord(ok).actions.length, 1);
  fails(
    ok.replace(`${seat}:`, `${otherSeat}:`),
    'NOT_YOUR_TURN',
    'move 1',
    new RegExp(`Move 1 .*it is ${seat}'s move`),
  );
  fails(ok.replace(first.card, 'zz'), 'NOTATION_SYNTAX', 'move 1', /Move 1 \(draft zz\).*column 7/);
  fails(`${ok}2. press\n`, 'ILLEGAL_ACTION', 'move 2', /Move 2 \(press\)/);
  fails(ok.replace('1.', '3.'), 'INVALID_RECORD', 'move 1', /expected move 1/);
  fails(
    ok.replace('[Game "mne"]', '[Game "chess"]'),
    'INVALID_RECORD',
    'headers.Game',
    /not a Magic Number Eleven record/,
  );
  fails(ok.replace('[Seed "7"]\n', ''), 'INVALID_RECORD', 'headers.Seed', /Seed header/);
  fails(
    ok.replace('[Seed "7"]', '[Seed "7"]\n[Result "1-0"]'),
    'INVALID_RECORD',
    'headers.Result',
    /says "1-0" but the moves give "\*"/,
  );
  fails(`${ok}{ never closed`, 'INVALID_RECORD', 'line 5', /never closed/);
  assert.throws(() => toRecord({ setup: { seed: 1, cards: [] }, actions: [] }), /reference data/);
});
