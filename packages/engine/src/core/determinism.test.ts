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

/**
 * Plays `state` out with a seeded random bot; at every step, the state saved and loaded must offer
 * the same legal actions in the same order (a seeded bot or a replay by action index continuing
 * from a save takes the original's path). Returns the steps checked.
 */
function checkLoadedStates<S, A>(
  state: S,
  g: {
    legalActions(s: S): A[];
    applyAction(s: S, a: A): { state: S };
    isOver(s: S): boolean;
    toJSON(s: S): unknown;
    fromJSON(saved: unknown): S;
  },
  bot: (s: S) => A,
  label: string,
): number {
  let steps = 0;
  for (let s = state; !g.isOver(s); steps++) {
    const loaded = g.fromJSON(JSON.parse(JSON.stringify(g.toJSON(s))));
    assert.deepEqual(g.legalActions(loaded), g.legalActions(s), `${label}, step ${steps}`);
    s = g.applyAction(s, bot(s)).state;
  }
  return steps;
}

test('determinism: a saved and loaded state offers the same legal actions, in the same order, as the original', () => {
  let steps = 0;
  for (let seed = 0; seed < 4; seed++) {
    steps += checkLoadedStates(mne.createMatch({ seed }), mne, mne.randomBot(seed), `mne match ${seed}`);
    steps += checkLoadedStates(mof.createMatch({ seed }), mof, mof.randomBot(seed, 0.3), `mof match ${seed}`);
  }
  steps += checkLoadedStates(
    mof.createChampionship({ seed: 1, seats: 3 }),
    mof,
    mof.randomBot(1, 0.3),
    'mof championship',
  );
  assert.ok(steps > 500, `${steps} steps checked`);
});
