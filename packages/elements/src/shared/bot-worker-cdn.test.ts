// The CDN build's bot worker (`npm run build` → packages/elements/dist/cdn/): the code that starts
// the worker, in whichever file of dist/cdn it ends up (the bundle or a chunk), finds
// `bot-worker-entry.js` beside itself, and that script answers the bridge's messages. Skipped when
// there is no build, or one older than the elements' bots (nothing in it starts a worker).
import { expect, waitUntil } from '@open-wc/testing';
import * as mne from '@pitchside/engine/mne';
import type { BotMessage, BotReply } from './bot-worker.js';

const CDN = new URL('/packages/elements/dist/cdn/', location.href);
/** The code that starts the worker: `bot-worker-entry.js` resolved against its own module's URL. */
const startsWorker = (text: string) =>
  /["'`](?:\.\/)?bot-worker-entry\.js["'`]/.test(text) && text.includes('import.meta.url');

/** Every file of the CDN build that `pitchside.js` loads (static and dynamic imports), by URL; null without a build. */
async function cdnFiles(): Promise<Map<string, string> | null> {
  const files = new Map<string, string>();
  const queue = [new URL('pitchside.js', CDN).href];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (files.has(url)) continue;
    const response = await fetch(url);
    if (!response.ok) {
      if (files.size === 0) return null;
      throw new Error(`${url} is imported but not served (${response.status})`);
    }
    const text = await response.text();
    files.set(url, text);
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(new URL(m[1] as string, url).href);
  }
  return files;
}

let files: Map<string, string> | null = null;

describe('the CDN build’s bot worker', () => {
  before(async function () {
    files = await cdnFiles();
    if (!files) return this.skip(); // no build: `npm run build` makes one
    if (![...files.values()].some((text) => text.includes('bot-worker-entry'))) this.skip(); // an older build
  });

  it('is started from dist/cdn with bot-worker-entry.js beside the module, and answers there', async () => {
    const starters = [...(files as Map<string, string>)].filter(([, text]) => startsWorker(text));
    expect(starters.length, 'a file of the build that starts the worker').to.be.greaterThan(0);
    for (const [url] of starters)
      expect(new URL('./bot-worker-entry.js', url).href, `the worker beside ${url}`).to.equal(
        new URL('bot-worker-entry.js', CDN).href,
      );

    const worker = new Worker(new URL('./bot-worker-entry.js', starters[0]![0]), { type: 'module' });
    try {
      const replies: BotReply[] = [];
      const failed: string[] = [];
      worker.onmessage = (e: MessageEvent<BotReply>) => replies.push(e.data);
      worker.onerror = (e) => failed.push(e.message || 'the worker script failed');
      const state = mne.createMatch({ seed: 'cdn' });
      const seats = (['home', 'away'] as const).map((seat) => ({
        seat,
        key: seat,
        spec: { game: 'mne' as const, bot: 'greedy' as const, seed: `cdn:${seat}` },
      }));
      worker.postMessage({ id: 1, run: { game: 'mne', seats, state, ms: 20 } } satisfies BotMessage);
      await waitUntil(() => replies.some((r) => 'id' in r) || failed.length > 0, 'an answer', { timeout: 10000 });
      expect(failed).to.deep.equal([]);
      expect(replies[0], 'the script tells it has loaded').to.deep.equal({ ready: true });
      const answer = replies.find((r) => 'id' in r) as { id: number; actions?: mne.MneAction[]; error?: string };
      expect(answer.error).to.equal(undefined);
      expect(answer.actions!.length).to.be.greaterThan(0);
      // The moves are legal, one after another, for the seats that were asked.
      let s = state;
      for (const action of answer.actions!) s = mne.applyAction(s, action).state;
    } finally {
      worker.terminate();
    }
  });

  it('plays a bot-against-bot <mne-match> of the CDN build through that worker', async function () {
    this.timeout(30000);
    const RealWorker = window.Worker;
    const made: { url: string; answers: number }[] = [];
    window.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        const record = { url: String(url), answers: 0 };
        made.push(record);
        this.addEventListener('message', (e: MessageEvent<BotReply>) => {
          if ('id' in e.data) record.answers++;
        });
      }
    };
    const el = document.createElement('mne-match');
    try {
      await import(/* @vite-ignore */ new URL('pitchside.js', CDN).href);
      let moves = 0;
      el.addEventListener('mne-move', () => moves++);
      for (const [name, value] of Object.entries({ seed: 'cdn', home: 'bot', away: 'bot', 'bot-delay': '0' }))
        el.setAttribute(name, value);
      document.body.append(el);
      await customElements.whenDefined('mne-match');
      await waitUntil(() => moves >= 20, 'twenty moves', { timeout: 25000 });
      expect(made.map((w) => w.url)).to.deep.equal([new URL('bot-worker-entry.js', CDN).href]);
      expect(made[0]!.answers, 'answers from the worker').to.be.greaterThan(0);
    } finally {
      el.remove();
      window.Worker = RealWorker;
    }
  });
});
