import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import { scenario } from './scenario.js';
import { DEFAULT_TRACK, scenarioMarker, type ControlTrackDef } from './track.js';

/** The field a RuleError names, or null when `read` does not throw. */
function failure(read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (e) {
    assert.ok(isRuleError(e), String(e));
    assert.equal(e.code, 'INVALID_SCENARIO');
    return e.field ?? '';
  }
}

test('scenarioMarker places the marker where scenario() does, for every marker and Control State', () => {
  const descs: object[] = [
    {},
    { control: 'aggressive' },
    { control: 'normal' },
    { control: 'defensive' },
    ...Array.from({ length: DEFAULT_TRACK.spaces }, (_, marker) => ({ marker })),
    { marker: 1, control: 'aggressive' },
  ];
  for (const desc of descs)
    assert.equal(scenarioMarker(desc, DEFAULT_TRACK), scenario(desc).marker, JSON.stringify(desc));
});

test('scenarioMarker reads a custom track as scenario() does', () => {
  const track: ControlTrackDef = { spaces: 9, start: 4, aggressiveFrom: 3, defensiveTo: -3 };
  for (const control of ['aggressive', 'normal', 'defensive'])
    assert.equal(scenarioMarker({ control }, track), scenario({ track, control } as object).marker);
  assert.equal(scenarioMarker({ marker: 8 }, track), 8);
});

test('scenarioMarker refuses what scenario() refuses, naming the same field', () => {
  const bad: object[] = [
    { marker: 7 },
    { marker: -1 },
    { marker: 2.5 },
    { marker: '3' },
    { control: 'attacking' },
    { control: 3 },
  ];
  for (const desc of bad) {
    const field = failure(() => scenarioMarker(desc, DEFAULT_TRACK));
    assert.ok(field, `${JSON.stringify(desc)} is refused`);
    assert.equal(
      field,
      failure(() => scenario(desc)),
      JSON.stringify(desc),
    );
  }
  assert.equal(
    failure(() => scenarioMarker('{}', DEFAULT_TRACK)),
    'scenario',
  );
  assert.equal(
    failure(() => scenarioMarker(null, DEFAULT_TRACK)),
    'scenario',
  );
});

test('scenarioMarker: a Control State the track cannot reach is refused', () => {
  const short: ControlTrackDef = { spaces: 3, start: 1, aggressiveFrom: 2, defensiveTo: -1 };
  assert.equal(
    failure(() => scenarioMarker({ control: 'aggressive' }, short)),
    'control',
  );
});
