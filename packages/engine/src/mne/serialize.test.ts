import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromJSON, toJSON } from './serialize.js';
import { scenario } from './scenario.js';
import { createMatch } from './match.js';
import { throwsRule } from './test-support.js';

test('toJSON is a versioned envelope; fromJSON restores the same state', () => {
  const s = scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'], hand: [3], tokens: ['h0.2'] }, control: 'aggressive' });
  const saved = toJSON(s);
  assert.equal(saved.format, 'pitchside/mne');
  assert.equal(saved.version, 1);
  assert.deepEqual(fromJSON(JSON.stringify(saved)), s);
  assert.deepEqual(fromJSON(toJSON(createMatch({ seed: 9 }))), createMatch({ seed: 9 }));
});

test('fromJSON rejects bad saves, naming the field', () => {
  const good = () => JSON.parse(JSON.stringify(toJSON(scenario({ home: { field: ['h-cm@1,1'], hand: ['3a'] } }))));
  let bad = good();
  bad.state.teams.home.hand.push('3a');
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.home.hand[1]');
  bad = good();
  bad.state.deck.pop();
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.deck');
  bad = good();
  bad.state.teams.home.field.push({ card: 'h-st', row: 1, col: 2 });
  bad.state.teams.home.front = bad.state.teams.home.front.filter((c: string) => c !== 'h-st');
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.home.field[1]');
  bad = good();
  bad.state.marker = 12;
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.marker');
  bad = good();
  bad.state.step = 'defence';
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.shot');
  bad = good();
  bad.state.data.cards[0].crack = -1;
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.data.cards[0].crack');
  bad = good();
  bad.version = 2;
  throwsRule(() => fromJSON(bad), 'UNSUPPORTED_VERSION', 'version');
  throwsRule(() => fromJSON('{oops'), 'INVALID_STATE');
});
