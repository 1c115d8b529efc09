import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mne, mof } from '../index.js';
import { fnv1a, type DeterminismCase } from '../../test-fixtures/state-hash.js';

const CASES = JSON.parse(
  readFileSync(new URL('../../test-fixtures/determinism.json', import.meta.url), 'utf8'),
) as DeterminismCase[];

for (const c of CASES) {
  test(`determinism: ${c.game} ${String(c.setup.seed)} replayed from seed and ${c.actions.length} actions gives the recorded state (Node; the browser test checks the same hash)`, () => {
    const state =
      c.game === 'mne'
        ? mne.replay(c.setup as unknown as mne.MneSetup, c.actions as mne.MneAction[]).state
        : mof.replay(c.setup as never, c.actions as mof.MofAction[]).state;
    assert.ok(
      c.game === 'mne' ? mne.isOver(state as mne.MneState) : mof.isOver(state as mof.MofState),
      'the replay did not reach the end',
    );
    assert.equal(fnv1a(JSON.stringify(state)), c.hash);
  });
}
