import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mne, mof } from '../index.js';

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
const CASES = JSON.parse(
  readFileSync(new URL('../../test-fixtures/determinism.json', import.meta.url), 'utf8'),
) as Case[];

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
