import { expect } from '@open-wc/testing';
import * as mne from '@pitchside/engine/mne';
import * as mof from '@pitchside/engine/mof';
import { createBotHost } from './bot-worker.js';

/** A Magic Number Eleven position in play, Home or Away to act, after seeded greedy moves. */
function mnePosition(): mne.MneState {
  let s = mne.createMatch({ seed: 7 });
  const bot = mne.greedyBot(7);
  while (s.phase !== 'play' || mne.legalActions(s).length < 3) s = mne.applyAction(s, bot(s)).state;
  return s;
}

describe('the coach in the bot bridge', () => {
  it('answers in the worker and on the main thread alike, for a playout budget', async function () {
    this.timeout(60000);
    const s = mnePosition();
    const seat = mne.currentSeat(s)!;
    const spec = { game: 'mne' as const, seat, seed: 'c', playouts: 40 };
    const worker = createBotHost();
    const main = createBotHost({ mainThread: true });
    try {
      const [inWorker, onPage] = await Promise.all([worker.coach(spec, s), main.coach(spec, s)]);
      expect(worker.mode).to.equal('worker');
      expect(inWorker).to.deep.equal(onPage);
      expect(inWorker).to.deep.equal(mne.coach(s, seat, { seed: 'c', playouts: 40 }));
      const advice = inWorker as mne.MneAdvice;
      expect(mne.legalActions(s).map((a) => JSON.stringify(a))).to.include(JSON.stringify(advice.action));
    } finally {
      worker.dispose();
      main.dispose();
    }
  });

  it('gives the engine’s refusal for a seat not to act', async () => {
    const s = mof.createMatch({ seed: 3 });
    const other = mof.currentSeat(s) === 'home' ? 'away' : 'home';
    const host = createBotHost();
    try {
      const error = await host.coach({ game: 'mof', seat: other, playouts: 5 }, s).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).to.match(/turn/);
    } finally {
      host.dispose();
    }
  });
});
