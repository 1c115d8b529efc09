// What a blog post pays for the pictures it shows: a plain page holding a few illustration elements
// and the CDN autoloader, loaded in Chromium as a reader on a phone would (4× slower CPU, slow 4G:
// 150 ms round trip, 1.6 Mbps down, 750 kbps up; an empty cache), the CDN files served gzipped from
// a local server. Two numbers per post:
// - kB: the JavaScript the page downloads, as it travels (gzipped bytes of every script response,
//   the loader included, headers not);
// - ms: from navigation start to the post *shown*: every Pitchside element of the page is defined,
//   has finished its update, its shadow root holds its picture (not the error state), and the
//   frame with it has been painted (the first task after the next animation frame).
// Each run uses a fresh browser context; the value is the median of the runs.
/* global document, customElements, requestAnimationFrame -- whenShown runs in the browser */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../scripts/browser.mjs';

/** The posts measured: key (the bench row), label, the post's HTML, and its targets. */
export const POSTS = [
  {
    key: 'posts.controlTrack',
    label: 'a post with one <mne-control-track>',
    html: '<mne-control-track marker="5"></mne-control-track>',
    kb: 15,
    ms: 700,
  },
  {
    key: 'posts.fieldSynergy',
    label: 'a post with <mne-field> + <mne-synergy-board>',
    html: `<mne-field show-numbers scenario='{"home":{"field":["h-bb@1,2","h-wg@0,1","h-cm@1,0","h-st@0,3"]}}'></mne-field>
<mne-synergy-board show-numbers result='{"type":"shotResolved","seat":"home","kind":"direct","outcome":"goal","basicAttack":3,"attackStars":7,"totalAttack":10,"basicDefence":4,"crack":1,"defenceStars":6,"totalDefence":9,"attackCards":["4a","3a"],"defenceCards":["3b","3c"]}'></mne-synergy-board>`,
    kb: 30,
    ms: 900,
  },
  {
    key: 'posts.playerCard',
    label: 'a post with one <mne-player-card>',
    html: '<mne-player-card card="h-st"></mne-player-card>',
  },
  {
    key: 'posts.dice',
    label: 'a post with one <mof-dice>',
    html: '<mof-dice kind="attack" level="purple" value="4"></mof-dice>',
  },
];

/** Slow 4G as the issue measures it; the CPU 4× slower than this machine's. */
export const CONDITIONS = { latency: 150, download: 1.6e6 / 8, upload: 750e3 / 8, cpu: 4 };

const page = (html) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<meta name="viewport" content="width=device-width">
<script type="module" src="/pitchside.js"></script></head>
<body><article><h1>A rule, shown</h1><p>Look at this:</p>
${html}
</article></body></html>`;

/** Resolves in the page once every Pitchside element is shown (see the header); its time. */
function whenShown() {
  const tags = () => [...document.querySelectorAll('*')].filter((el) => /^(mne|mof)-/.test(el.localName));
  const shown = (el) =>
    customElements.get(el.localName) &&
    el.hasUpdated &&
    !el.isUpdatePending &&
    el.shadowRoot &&
    el.shadowRoot.childElementCount > 0 &&
    !el.shadowRoot.querySelector('[part~="problem"]');
  return new Promise((resolve, reject) => {
    const check = () => {
      const els = tags();
      const broken = els.find((el) => el.shadowRoot?.querySelector('[part~="problem"]'));
      if (broken) return reject(new Error(`<${broken.localName}> shows an error: ${broken.shadowRoot.textContent}`));
      if (els.length && els.every(shown))
        requestAnimationFrame(() => {
          // After the frame's rendering steps: the first task once the frame is painted.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        });
      else requestAnimationFrame(check);
    };
    check();
  });
}

export async function measurePosts(cdnFile, { runs = 5 } = {}) {
  const dir = dirname(cdnFile);
  const gz = new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, gzipSync(readFileSync(join(dir, f)), { level: 9 })]),
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const name = path.slice(1);
    if (gz.has(name))
      res
        .writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'no-store' })
        .end(gz.get(name));
    else {
      const post = POSTS.find((p) => `/${p.key}` === path);
      if (!post) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end(page(post.html));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchBrowser();
  const out = {};
  try {
    for (const post of POSTS) {
      const times = [];
      let files = null;
      for (let i = 0; i < runs + 1; i++) {
        const context = await browser.createBrowserContext();
        const tab = await context.newPage();
        const cdp = await tab.createCDPSession();
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: CONDITIONS.latency,
          downloadThroughput: CONDITIONS.download,
          uploadThroughput: CONDITIONS.upload,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpu });
        const scripts = new Map();
        cdp.on('Network.responseReceived', (e) => {
          if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
        });
        cdp.on('Network.loadingFinished', (e) => {
          const s = scripts.get(e.requestId);
          if (s) s.bytes = e.encodedDataLength;
        });
        await tab.goto(`${origin}/${post.key}`, { waitUntil: 'domcontentloaded' });
        const shown = await tab.evaluate(whenShown);
        // Whatever else the page loads once it shows the post (nothing, if all is well).
        await new Promise((ok) => setTimeout(ok, 500));
        if (i > 0) times.push(shown); // the first run warms up the browser process
        const body = (url) => gz.get(new URL(url).pathname.slice(1))?.length ?? 0;
        files = [...scripts.values()].map((s) => ({ name: new URL(s.url).pathname.slice(1), bytes: body(s.url) }));
        await context.close();
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const kb = files.reduce((sum, f) => sum + f.bytes, 0) / 1000;
      const names = files.map((f) => `${f.name.replace(/(-[\w-]{7})?\.js$/, '')} ${(f.bytes / 1000).toFixed(1)}`);
      out[`${post.key}.kb`] = { value: kb, detail: `${files.length} files: ${names.join(', ')}` };
      out[`${post.key}.ms`] = {
        value: median,
        detail: `min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
      };
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

/** The bench rows (bench/run.mjs). */
export const POST_ROWS = POSTS.flatMap((post) => [
  {
    key: `${post.key}.kb`,
    group: 'posts',
    label: `${post.label}: JS downloaded, gz`,
    unit: 'kB',
    higher: false,
    target: post.kb,
  },
  {
    key: `${post.key}.ms`,
    group: 'posts',
    label: `${post.label}: shown, slow 4G + 4× CPU`,
    unit: 'ms',
    higher: false,
    target: post.ms,
  },
]);
