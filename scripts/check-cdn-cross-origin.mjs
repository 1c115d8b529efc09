#!/usr/bin/env node
/* global window -- the functions passed to page.evaluate run in the browser */
// The CDN as bloggers really use it: the page on one origin, packages/elements/dist/cdn served from
// another with CORS (as jsDelivr and unpkg serve it). A browser will not start a module worker from
// another origin's URL, so the elements start theirs from a same-origin `blob:` module that imports
// bot-worker-entry.js. This check proves that path: a bot-against-bot match of each game plays its
// moves in a Web Worker loaded from the CDN origin, with no console error and no failed request —
// and, for contrast, that the same page without CORS cannot load the elements at all (so the check
// really crosses origins). Needs `npm run build` first (or `--dir`). Prints "N passed, N failed".
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'packages/elements/dist/cdn' } } });
if (!existsSync(join(values.dir, 'pitchside.js'))) {
  console.error(`check-cdn-cross-origin: ${values.dir}/pitchside.js is missing; run \`npm run build\` first.`);
  process.exit(1);
}

// Two origins: the blog on localhost, the CDN on 127.0.0.1 (another host, so another origin).
const cdnServer = await serveFolder(values.dir, 0, { cors: true });
const bareServer = await serveFolder(values.dir, 0); // the same files without CORS headers
const cdnUrl = cdnServer.url.replace('localhost', '127.0.0.1');
const bareUrl = bareServer.url.replace('localhost', '127.0.0.1');
const blog = mkdtempSync(join(tmpdir(), 'pitchside-blog-'));
const blogServer = await serveFolder(blog);

/** A blog page that loads the loader from `cdn` and counts the match's `event`s. */
const page = (name, cdn, body, event) =>
  writeFileSync(
    join(blog, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<script>window.moves = 0; document.addEventListener('${event}', () => window.moves++);</script>
<script type="module" src="${cdn}pitchside.js"></script></head><body>${body}</body></html>`,
  );
page('mne', cdnUrl, '<mne-match seed="42" home="bot" away="bot" bot-delay="0"></mne-match>', 'mne-move');
page('mof', cdnUrl, '<mof-match seed="7" bots="home away" bot-delay="0" auto-roll></mof-match>', 'mof-roll');
page('no-cors', bareUrl, '<mne-match seed="42" home="bot" away="bot" bot-delay="0"></mne-match>', 'mne-move');

const browser = await launchBrowser();
const { check, summary } = checkList();

/** Opens a blog page and waits for `wanted` counted events; returns what went wrong and what ran. */
async function open(name, wanted, timeout = 60_000) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const problems = watchProblems(tab);
  const workers = [];
  tab.on('workercreated', (w) => workers.push(w.url()));
  const workerScripts = [];
  tab.on('request', (r) => r.url().endsWith('/bot-worker-entry.js') && workerScripts.push(r.url()));
  await tab.goto(`${blogServer.url}${name}.html`, { waitUntil: 'load' });
  try {
    await tab.waitForFunction((n) => window.moves >= n, { timeout, polling: 100 }, wanted);
  } catch {
    // reported below with the count reached
  }
  const moves = await tab.evaluate(() => window.moves);
  await context.close();
  return { problems, workers, workerScripts, moves };
}

/** The problems of a bot match that should have run in a worker started from the CDN origin. */
const workerMatch = (r, wanted) => [
  ...r.problems,
  ...(r.moves >= wanted ? [] : [`only ${r.moves} of ${wanted} moves were played`]),
  ...(r.workers.some((url) => url.startsWith('blob:')) ? [] : [`no blob: worker started (workers: ${r.workers})`]),
  ...(r.workerScripts.some((url) => url.startsWith(cdnUrl))
    ? []
    : [`bot-worker-entry.js was not loaded from ${cdnUrl} (${r.workerScripts})`]),
];

await check('<mne-match> from another origin: the bots play in a worker loaded from the CDN', async () =>
  workerMatch(await open('mne', 30), 30),
);
await check('<mof-match> from another origin: the bots play in a worker loaded from the CDN', async () =>
  workerMatch(await open('mof', 12), 12),
);
await check('without CORS the page cannot load the elements (the check does cross origins)', async () => {
  const r = await open('no-cors', 1, 5_000);
  return r.moves === 0 && r.problems.length > 0 ? [] : [`${r.moves} moves and no error: the origins are not crossed`];
});

await browser.close();
for (const s of [cdnServer, bareServer, blogServer]) s.server.close();
rmSync(blog, { recursive: true, force: true });
process.exit(summary() === 0 ? 0 : 1);
