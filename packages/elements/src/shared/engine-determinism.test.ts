// Cross-environment determinism (issue 9): the engine replays the recorded seeded matches in
// Chromium to the same state hashes as in Node (packages/engine/src/core/determinism.test.ts).
import { expect } from '@open-wc/testing';
import { mne, mof } from '@pitchside/engine';

/** FNV-1a (32-bit) of a string, as 8 hex digits (the same function as the fixture script). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

interface Case {
  game: 'mne' | 'mof';
  setup: Record<string, unknown>;
  actions: unknown[];
  hash: string;
}

describe('engine determinism in Chromium', () => {
  it('replays every recorded seed and action log to the state hash recorded in Node', async () => {
    const url = new URL('../../../engine/test-fixtures/determinism.json', import.meta.url);
    const cases = (await (await fetch(url)).json()) as Case[];
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
