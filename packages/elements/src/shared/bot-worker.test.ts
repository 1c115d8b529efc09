import { expect } from '@open-wc/testing';
import * as mne from '@pitchside/engine/mne';
import * as mof from '@pitchside/engine/mof';
import { createBotRunner } from './bot-worker.js';

/** States of a seeded random MNE match, for the bots to answer. */
function mneStates(count: number): mne.MneState[] {
  const out: mne.MneState[] = [];
  let s = mne.createMatch({ seed: 12 });
  const bot = mne.randomBot(3);
  for (let i = 0; out.length < count && !mne.isOver(s); i++) {
    if (s.phase === 'play' && i % 5 === 0) out.push(s);
    s = mne.applyAction(s, bot(s)).state;
  }
  return out;
}

describe('bot worker bridge', () => {
  it('runs the MNE search bot in a module worker, choosing as the engine bot does', async () => {
    const states = mneStates(3);
    // In the test server the worker's TypeScript source is served compiled.
    const runner = createBotRunner<mne.MneState, mne.MneAction>(
      { game: 'mne', bot: 'search', seed: 4, playouts: 20 },
      { workerUrl: new URL('./bot-worker-entry.ts', import.meta.url) },
    );
    const engineBot = mne.searchBot({ seed: 4, playouts: 20 });
    for (const s of states) expect(await runner.move(s)).to.deep.equal(engineBot(s));
    expect(runner.mode).to.equal('worker');
    runner.dispose();
  });

  it('falls back to the main thread in slices when the worker script cannot load, with the same choices', async () => {
    const states = mneStates(3);
    const runner = createBotRunner<mne.MneState, mne.MneAction>(
      { game: 'mne', bot: 'search', seed: 9, playouts: 20 },
      { workerUrl: new URL('./no-such-worker.js', import.meta.url) },
    );
    const engineBot = mne.searchBot({ seed: 9, playouts: 20 });
    const actions = [];
    for (const s of states) actions.push(await runner.move(s));
    expect(actions).to.deep.equal(states.map((s) => engineBot(s)));
    expect(runner.mode).to.equal('main');
    runner.dispose();
  });

  it('runs the MoF bots on the main thread when asked', async () => {
    const s = mof.createMatch({ seed: 3 });
    const runner = createBotRunner<mof.MofState, mof.MofAction>({ game: 'mof', bot: 'greedy' }, { mainThread: true });
    expect(await runner.move(s)).to.deep.equal(mof.greedyBot()(s));
    expect(runner.mode).to.equal('main');
    runner.dispose();
  });
});
