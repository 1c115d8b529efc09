// Time to first render of <mne-match> in Chromium: a page that loads the CDN autoloader from a local
// server and holds one <mne-match>; the time is from navigation start to the first frame after the
// element's first update (loader, the chunks it imports, definition, engine createMatch, Lit render).
// Each run uses a fresh browser context (empty cache); the value is the median.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'node:http';
import { launchBrowser } from '../scripts/browser.mjs';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/pitchside.js"></script></head>
<body><mne-match seed="42"></mne-match>
<script type="module">
  await customElements.whenDefined('mne-match');
  const el = document.querySelector('mne-match');
  await el.updateComplete;
  requestAnimationFrame(() => { window.firstRender = performance.now(); });
</script></body></html>`;

export async function timeToFirstRender(cdnFile, runs = 7) {
  // The autoloader and the chunks it imports, all in the folder of cdnFile.
  const dir = dirname(cdnFile);
  const scripts = new Set(readdirSync(dir).filter((f) => f.endsWith('.js')));
  const server = createServer((req, res) => {
    const name = req.url.slice(1);
    if (scripts.has(name)) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(dir, name)));
    } else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launchBrowser();
  try {
    const times = [];
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(url);
      const t = await page.waitForFunction(() => globalThis.firstRender, { timeout: 30_000 });
      if (i > 0) times.push(await t.jsonValue()); // the first run warms up the browser process
      await context.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    return { value: median, detail: `min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms` };
  } finally {
    await browser.close();
    server.close();
  }
}
