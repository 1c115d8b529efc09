#!/usr/bin/env node
/* global document, requestAnimationFrame -- the functions passed to page.evaluate run in the browser */
// Opens every story of the built Storybook (storybook-static, from `npm run build-storybook`) in
// Chromium and fails when one logs a console error, throws, or shows Storybook's error overlay.
// Docs pages (autodocs) are opened too. The Rules stories are played step by step: a number of the
// rulebook the engine gives differently, at a step where the example has reached it, fails. Prints
// "N passed, N failed".
//   node scripts/check-storybook.mjs [--only <id substring>] [--jobs 4]
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    only: { type: 'string' },
    jobs: { type: 'string', default: '4' },
    timeout: { type: 'string', default: '60000' },
  },
});
const timeout = Number(values.timeout);

const index = JSON.parse(await readFile(`${values.dir}/index.json`, 'utf8').catch(() => 'null'));
if (!index?.entries) {
  console.error(`check-storybook: ${values.dir}/index.json is missing; run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const entries = Object.values(index.entries)
  .filter((e) => e.type === 'story' || e.type === 'docs')
  .filter((e) => !values.only || e.id.includes(values.only));

/** Console messages that are not about our code. */
const IGNORED = [/Download the Lit dev tools/, /Lit is in dev mode/];

const { url, server } = await serveFolder(values.dir, 0, { cache: true });
const browser = await launchBrowser();
const failures = [];
let passed = 0;

/** A page and the problems it shows (see `watchProblems`). */
async function openPage() {
  const page = await browser.newPage();
  return { page, problems: watchProblems(page, { ignore: IGNORED, failedRequests: false }) };
}

/** Opens one story (or docs page) and resolves to what Storybook shows: 'rendered' or the error. */
async function show(page, entry) {
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  await page.goto(`${url}iframe.html?viewMode=${viewMode}&id=${entry.id}&globals=a11y.manual:!true`, {
    waitUntil: 'load',
    timeout,
  });
  // Storybook marks the body once the story (or docs page) has rendered or failed to; the first
  // load of a page reloads once (the module mocker's service worker), hence the retry.
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await page.waitForFunction(
        (rootId) => {
          const c = document.body?.classList;
          if (!c) return false;
          if (c.contains('sb-show-errordisplay')) {
            const text = document.querySelector('#error-message')?.textContent ?? '';
            return `error: ${text.trim().slice(0, 300)}`;
          }
          if (c.contains('sb-show-nopreview')) return 'no preview';
          const root = document.getElementById(rootId);
          return c.contains('sb-show-main') && root && root.childElementCount > 0 ? 'rendered' : false;
        },
        { timeout },
        viewMode === 'docs' ? 'storybook-docs' : 'storybook-root',
      );
      return await handle.jsonValue();
    } catch (e) {
      if (attempt < 2 && /context was destroyed|detached/i.test(e.message)) continue;
      throw e;
    }
  }
}

/**
 * Plays a Rules story's steps one by one (its "Next" button) and returns the rows of the rulebook
 * table where the engine's number differs from the rulebook's ("not reached yet" is not a difference).
 */
async function stepThrough(page) {
  const found = [];
  // The gallery's HTML under the example: its numbers are read once its elements have rendered.
  await page
    .waitForFunction(() => !document.querySelector('.rule[data-read="pending"]'), { timeout: 10_000 })
    .catch(() => {
      found.push('the gallery picture’s numbers were never read');
    });
  for (let step = 0; step < 50; step++) {
    const differs = await page.$$eval('.rule tbody tr[data-verdict="differs"]', (rows) =>
      rows.map((row) => [...row.cells].map((cell) => cell.textContent.trim()).join(' | ')),
    );
    found.push(...differs.map((row) => `step ${step}: the engine differs from the rulebook: ${row}`));
    const next = await page.$('.rule [data-step]');
    if (!next) break;
    await next.click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20))));
  }
  return found;
}

async function check({ page, problems }, entry) {
  problems.length = 0;
  try {
    // A fresh page's first load can stall while the preview reloads itself: one more try.
    const outcome = await show(page, entry).catch(() => show(page, entry));
    if (outcome !== 'rendered') problems.push(outcome);
    // Give elements a frame to update (lit renders in a microtask, JSON attributes parse then).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    const shown = await page.evaluate(() => {
      // An element's own problem message (a bad attribute) is a rendering failure in a story
      // unless the story is about that message.
      const seen = [];
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.shadowRoot) {
            const p = el.shadowRoot.querySelector('[part~="problem"]');
            if (p) seen.push(`<${el.localName}>: ${p.textContent.trim()}`);
            walk(el.shadowRoot);
          }
        }
      };
      const root =
        document.querySelector('#storybook-root:not(:empty)') ?? document.querySelector('#storybook-docs:not(:empty)');
      if (!root) return ['nothing rendered'];
      walk(root);
      return seen;
    });
    const aboutProblems = /error|invalid|problem|bad|all-cards/i.test(entry.id) || entry.type === 'docs';
    for (const p of shown) if (p === 'nothing rendered' || !aboutProblems) problems.push(`shows a problem: ${p}`);
    // A rulebook example: at every step, each number the example has reached is the rulebook's.
    if (entry.type === 'story' && entry.id.startsWith('rules-')) problems.push(...(await stepThrough(page)));
  } catch (e) {
    problems.push(`did not render: ${e.message.split('\n')[0]}`);
  }
  const found = [...problems];
  if (found.length === 0) passed++;
  else failures.push({ entry, problems: found });
  const mark = found.length === 0 ? '✓' : '✗';
  console.log(`${mark} ${entry.title} › ${entry.name}${found.map((p) => `\n    ${p}`).join('')}`);
}

const started = Date.now();
// Warm up with one page first: the preview registers its service worker and reloads on the very
// first visit, and pages loading at that moment in parallel can stall.
const warm = await openPage();
await show(warm.page, entries[0]).catch(() => {});
await warm.page.close();
const queue = [...entries];
await Promise.all(
  Array.from({ length: Math.min(Number(values.jobs), entries.length) }, async (_, worker) => {
    // Fresh pages loading the preview at the same moment can stall: start them a little apart.
    await new Promise((done) => setTimeout(done, worker * 3000));
    const preview = await openPage();
    for (let e = queue.shift(); e; e = queue.shift()) await check(preview, e);
    await preview.page.close();
  }),
);
// A story that stalled (no answer from the page at all) gets one more chance on a page of its own;
// a console error or a thrown exception is not retried.
const stalled = failures.filter((f) => f.problems.every((p) => /timed out|timeout|exceeded/i.test(p)));
for (const f of stalled) {
  failures.splice(failures.indexOf(f), 1);
  const page = await openPage();
  console.log(`retrying ${f.entry.title} › ${f.entry.name} (it stalled)`);
  await check(page, f.entry);
  await page.page.close();
}
await browser.close();
server.close();

// Every element of the manifest should have its own stories (a `component: '<tag>'` meta).
const manifest = JSON.parse(
  await readFile('packages/elements/custom-elements.json', 'utf8').catch(() => '{"modules":[]}'),
);
const tags = manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : []));
const storySources = await Promise.all(
  (await readdir('stories', { recursive: true }))
    .filter((f) => f.endsWith('.stories.ts'))
    .map((f) => readFile(join('stories', f), 'utf8')),
);
const withoutStory = tags.filter((tag) => !storySources.some((s) => s.includes(`component: '${tag}'`)));
if (withoutStory.length > 0) console.log(`\nElements without stories of their own: ${withoutStory.join(', ')}`);

const stories = entries.filter((e) => e.type === 'story').length;
console.log(
  `\nStorybook: ${stories} stories and ${entries.length - stories} docs pages in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
