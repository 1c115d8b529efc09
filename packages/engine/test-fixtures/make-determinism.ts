/**
 * Writes determinism.json: seeded bot matches of both games as (setup, action log, state hash).
 * `src/core/determinism.test.ts` (Node) and `elements/src/shared/engine-determinism.test.ts`
 * (Chromium) replay the logs and must reach the same hashes. Re-run after a deliberate rule change:
 *   node --import tsx packages/engine/test-fixtures/make-determinism.ts
 */
import { writeFileSync } from 'node:fs';
import { mne, mof } from '../src/index.js';
import { fnv1a } from './state-hash.js';

const cases: unknown[] = [];
for (const seed of ['det-1', 'det-2']) {
  const setup = { seed, shootout: true };
  let s = mne.createMatch(setup);
  const bot = seed === 'det-1' ? mne.randomBot(seed) : mne.greedyBot(seed);
  const actions: mne.MneAction[] = [];
  while (!mne.isOver(s)) {
    const a = bot(s);
    actions.push(a);
    s = mne.applyAction(s, a).state;
  }
  cases.push({ game: 'mne', setup, actions, hash: fnv1a(JSON.stringify(s)) });
}
{
  const setup = { seed: 'det-3', seats: ['ana', 'bao', 'chi', 'dan', 'em'], championship: true as const };
  let s = mof.createChampionship({ seed: setup.seed, seats: setup.seats });
  const bot = mof.randomBot(3);
  const actions: mof.MofAction[] = [];
  while (!mof.isOver(s)) {
    const a = bot(s);
    actions.push(a);
    s = mof.applyAction(s, a).state;
  }
  cases.push({ game: 'mof', setup, actions, hash: fnv1a(JSON.stringify(s)) });
}
writeFileSync(new URL('./determinism.json', import.meta.url), JSON.stringify(cases) + '\n');
console.log(`wrote ${cases.length} cases`);
