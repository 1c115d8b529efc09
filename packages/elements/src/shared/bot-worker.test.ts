import { expect } from '@open-wc/testing';
import * as mne from '@pitchside/engine/mne';
import * as mof from '@pitchside/engine/mof';
import { BOT_LEVELS } from './bot-level.js';
import {
  BotDisposedError,
  botSpec,
  createBotHost,
  createBotRunner,
  SEARCH_TIME_MS,
  type BotHost,
} from './bot-worker.js';
import { greedyMoves } from '../mne/test-support.js';

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

/** The Workers started while `run` runs, with their script and what was posted to them. */
async function watchWorkers<T>(
  run: (made: { url: string; posted: unknown[]; terminated: boolean }[]) => Promise<T>,
): Promise<T> {
  const RealWorker = window.Worker;
  const made: { url: string; posted: unknown[]; terminated: boolean }[] = [];
  window.Worker = class extends RealWorker {
    record = { url: '', posted: [] as unknown[], terminated: false };
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.record.url = String(url);
      made.push(this.record);
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      this.record.posted.push(message);
      super.postMessage(message, options as StructuredSerializeOptions);
    }
    override terminate(): void {
      this.record.terminated = true;
      super.terminate();
    }
  };
  try {
    return await run(made);
  } finally {
    window.Worker = RealWorker;
  }
}

/** Asks `host` for batches from a new match until `count` moves, as an element does. */
async function batches(host: BotHost, seed: string, count: number, ms: number): Promise<mne.MneAction[]> {
  const bots = {
    home: host.bot<mne.MneState, mne.MneAction>({ game: 'mne', bot: 'greedy', seed: `${seed}:home` }),
    away: host.bot<mne.MneState, mne.MneAction>({ game: 'mne', bot: 'greedy', seed: `${seed}:away` }),
  };
  const out: mne.MneAction[] = [];
  let s = mne.createMatch({ seed });
  while (out.length < count) {
    const actions = await host.playOn(s, bots, ms);
    expect(actions.length, 'one move at least').to.be.greaterThan(0);
    if (ms === 0) expect(actions).to.have.length(1);
    for (const a of actions) s = mne.applyAction(s, a).state;
    out.push(...actions);
  }
  return out.slice(0, count);
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

  it('maps every bot-level to the engine level it names (the earlier names to normal and hard)', () => {
    expect(botSpec('mne', 'greedy', 's')).to.deep.equal(botSpec('mne', 'normal', 's'));
    expect(botSpec('mof', 'normal', 's')).to.deep.equal({ game: 'mof', bot: 'greedy', seed: 's' });
    expect(botSpec('mof', 'search', 's')).to.deep.equal(botSpec('mof', 'hard', 's'));
    expect(botSpec('mne', 'easy', 's')).to.deep.equal({ game: 'mne', bot: 'greedy', level: 'easy', seed: 's' });
    expect(botSpec('mne', 'expert', 's')).to.deep.equal({
      game: 'mne',
      bot: 'search',
      level: 'expert',
      seed: 's',
      timeMs: SEARCH_TIME_MS,
    });
    expect(BOT_LEVELS.slice(0, 4)).to.deep.equal([...mne.BOT_LEVELS]);
  });

  it('plays each level in the worker and on the main thread as the engine level does', async function () {
    this.timeout(60_000);
    const states = mneStates(4).slice(2);
    for (const level of ['easy', 'hard', 'expert'] as const) {
      // Without the time cap, so the choices do not depend on the machine's speed.
      const spec = { ...botSpec('mne', level, `lv:${level}`), timeMs: undefined };
      const worker = createBotRunner<mne.MneState, mne.MneAction>(spec, {
        workerUrl: new URL('./bot-worker-entry.ts', import.meta.url),
      });
      const main = createBotRunner<mne.MneState, mne.MneAction>(spec, { mainThread: true });
      const engineBot = mne.botForLevel(level, `lv:${level}`);
      for (const s of states) {
        const expected = engineBot(s);
        expect(await worker.move(s), `${level} in the worker`).to.deep.equal(expected);
        expect(await main.move(s), `${level} on the main thread`).to.deep.equal(expected);
      }
      expect(worker.mode).to.equal('worker');
      worker.dispose();
      main.dispose();
    }
    const mofSpec = { ...botSpec('mof', 'expert', 'x'), timeMs: undefined };
    const mofRunner = createBotRunner<mof.MofState, mof.MofAction>(mofSpec, { mainThread: true });
    const mofState = mof.createMatch({ seed: 3 });
    expect(await mofRunner.move(mofState)).to.deep.equal(mof.botForLevel('expert', 'x')(mofState));
    mofRunner.dispose();
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

  it('keeps every bot of a host in one worker, and plays batches there as the engine would', async () => {
    await watchWorkers(async (made) => {
      const host = createBotHost();
      expect(made, 'the worker starts with the first bot').to.have.length(0);
      const moves = await batches(host, '17', 60, 10);
      expect(moves).to.deep.equal(greedyMoves('17', 60));
      expect(made).to.have.length(1);
      expect(made[0]!.url).to.match(/\/bot-worker-entry\.ts$/);
      expect(await batches(host, '18', 5, 0), 'one move a batch with no time').to.deep.equal(greedyMoves('18', 5));
      expect(host.mode).to.equal('worker');
      expect(made, 'still one worker').to.have.length(1);
      host.dispose();
      expect(made[0]!.terminated).to.equal(true);
    });
  });

  it('plays the same batches on the main thread', async () => {
    const host = createBotHost({ mainThread: true });
    expect(await batches(host, '19', 40, 5)).to.deep.equal(greedyMoves('19', 40));
    expect(host.mode).to.equal('main');
    host.dispose();
  });

  it('tells the worker to forget a disposed bot, and rejects what a disposed bot or host was asked', async () => {
    await watchWorkers(async (made) => {
      const host = createBotHost();
      const s = mne.createMatch({ seed: 3 });
      const bot = host.bot<mne.MneState, mne.MneAction>({ game: 'mne', bot: 'greedy', seed: 1 });
      const other = host.bot<mne.MneState, mne.MneAction>({ game: 'mne', bot: 'greedy', seed: 2 });
      const pending = bot.move(s);
      bot.dispose();
      let error: unknown = await pending.catch((e: unknown) => e);
      expect(error).to.be.instanceOf(BotDisposedError);
      error = await bot.move(s).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(BotDisposedError);
      expect(made[0]!.posted.some((m) => (m as { forget?: string }).forget !== undefined)).to.equal(true);
      expect(await other.move(s)).to.deep.equal(mne.greedyBot(2)(s));
      const late = other.move(s);
      host.dispose();
      error = await late.catch((e: unknown) => e);
      expect(error).to.be.instanceOf(BotDisposedError);
      expect(made[0]!.terminated).to.equal(true);
    });
  });

  it('starts a worker whose script is on another origin through a same-origin blob module', async () => {
    // The test server answers on 127.0.0.1 and localhost alike: two origins.
    const other = new URL('./bot-worker-entry.ts', import.meta.url);
    other.hostname = other.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    await watchWorkers(async (made) => {
      const runner = createBotRunner<mof.MofState, mof.MofAction>(
        { game: 'mof', bot: 'random', seed: 5 },
        { workerUrl: other },
      );
      const s = mof.createMatch({ seed: 3 });
      // Served with CORS (jsDelivr, unpkg) the worker runs it; the test server sends no CORS headers,
      // so here the import fails and the bridge falls back: the same move either way.
      expect(await runner.move(s)).to.deep.equal(mof.randomBot(5)(s));
      expect(made[0]!.url).to.match(/^blob:/);
      runner.dispose();
    });
  });

  it('runs the MoF bots on the main thread when asked', async () => {
    const s = mof.createMatch({ seed: 3 });
    const runner = createBotRunner<mof.MofState, mof.MofAction>({ game: 'mof', bot: 'greedy' }, { mainThread: true });
    expect(await runner.move(s)).to.deep.equal(mof.greedyBot()(s));
    expect(runner.mode).to.equal('main');
    runner.dispose();
  });
});
