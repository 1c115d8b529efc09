import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_TRACK, controlState, pushMarker, atOpponentEnd } from './track.js';
import { validateTrack } from './track-data.js';
import { RuleError } from '../core/errors.js';

test('both teams start Normal; Home pushing 2 makes Home Aggressive and Away Defensive (rulebook picture)', () => {
  const t = DEFAULT_TRACK;
  assert.equal(controlState(t, t.start, 'home'), 'normal');
  assert.equal(controlState(t, t.start, 'away'), 'normal');
  const m = pushMarker(t, t.start, 'home', 2);
  assert.equal(m, 5);
  assert.equal(controlState(t, m, 'home'), 'aggressive');
  assert.equal(controlState(t, m, 'away'), 'defensive');
});

test('one step either way stays Normal for both', () => {
  const t = DEFAULT_TRACK;
  for (const m of [2, 4]) {
    assert.equal(controlState(t, m, 'home'), 'normal');
    assert.equal(controlState(t, m, 'away'), 'normal');
  }
});

test('PRESS stops at the end of the track and is impossible there', () => {
  const t = DEFAULT_TRACK;
  assert.equal(pushMarker(t, 5, 'home', 4), 6);
  assert.equal(pushMarker(t, 1, 'away', 3), 0);
  assert.ok(atOpponentEnd(t, 6, 'home'));
  assert.ok(!atOpponentEnd(t, 6, 'away'));
  assert.ok(atOpponentEnd(t, 0, 'away'));
});

test('bad track data names the field', () => {
  assert.deepEqual(validateTrack({ spaces: 7, start: 3, aggressiveFrom: 2, defensiveTo: -2 }), DEFAULT_TRACK);
  assert.throws(
    () => validateTrack({ spaces: 7, start: 9, aggressiveFrom: 2, defensiveTo: -2 }),
    (e: unknown) => e instanceof RuleError && e.code === 'INVALID_DATA' && e.field === 'track.start',
  );
});
