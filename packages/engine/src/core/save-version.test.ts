/**
 * One save version for both games, and the saves written before it was shared still load: a
 * version-1 save of each game (as written by the engines that had a version each) reads back into
 * the same state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mne, mof, SAVE_VERSION } from '../index.js';

test('both games write the one save version; the old per-game names are the same number', () => {
  assert.equal(mne.SAVE_VERSION, SAVE_VERSION);
  assert.equal(mof.SAVE_VERSION, SAVE_VERSION);
  assert.equal(mof.STATE_VERSION, SAVE_VERSION);
  assert.equal(mne.toJSON(mne.createMatch({ seed: 1 })).version, SAVE_VERSION);
  assert.equal(mof.toJSON(mof.createMatch({ seed: 1 })).version, SAVE_VERSION);
});

test('a version-1 save of each game, written as text, still loads', () => {
  let m = mne.createMatch({ seed: 7 });
  for (let i = 0; i < 40 && !mne.isOver(m); i++) m = mne.applyAction(m, mne.legalActions(m)[0]!).state;
  const mneSave = JSON.stringify({ format: 'pitchside/mne', version: 1, state: m });
  assert.deepEqual(mne.fromJSON(mneSave), JSON.parse(JSON.stringify(m)));
  let c = mof.createChampionship({ seed: 7 });
  for (let i = 0; i < 40 && !mof.isOver(c); i++) c = mof.applyAction(c, mof.legalActions(c)[0]!).state;
  const mofSave = JSON.stringify({ format: 'pitchside/mof', version: 1, state: { ...c, data: 'default' } });
  assert.deepEqual(mof.toJSON(mof.fromJSON(mofSave)), mof.toJSON(c));
});
