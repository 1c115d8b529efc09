// Cross-environment determinism (issue 9): the engine replays the recorded seeded matches in
// Chromium to the same state hashes as in Node (packages/engine/src/core/determinism.test.ts).
import { expect } from '@open-wc/testing';
import { mne, mof } from '@pitchside/engine';
import { fnv1a, type DeterminismCase } from '../../../engine/test-fixtures/state-hash.js';

describe('engine determinism in Chromium', () => {
  it('replays every recorded seed and action log to the state hash recorded in Node', async () => {
    const url = new URL('../../../engine/test-fixtures/determinism.json', import.meta.url);
    const cases = (await (await fetch(url)).json()) as DeterminismCase[];
    expect(cases.length).to.be.greaterThan(2);
    for (const c of cases) {
      const state =
        c.game === 'mne'
          ? mne.replay(c.setup as unknown as mne.MneSetup, c.actions as mne.MneAction[]).state
          : mof.replay(c.setup as never, c.actions as mof.MofAction[]).state;
      expect(fnv1a(JSON.stringify(state)), `${c.game} ${String(c.setup.seed)}`).to.equal(c.hash);
    }
  });
});
