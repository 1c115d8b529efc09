#!/usr/bin/env node
/* global document, customElements, requestAnimationFrame -- the functions passed to page.evaluate run in the browser */
// The rulebooks' worked examples as a blogger pastes them: each gallery example's HTML
// (stories/rules/examples.ts) alone in a plain page with only the CDN script, in Chromium. Reads
// every number the rulebook states off the rendered elements (their shadow DOM's text and
// attributes) and compares it with the rulebook's. Any console error, uncaught exception, failed
// request or element showing its problem message fails the example. Then the position editor
// (docs site, docs/editor.html): a position made by clicking, its HTML pasted into a plain page,
// must show the same picture, and the editor's link must bring the position back. Needs
// `npm run build` and `npm run build:docs` first. Prints "N passed, N failed".
//   node scripts/check-gallery.mjs [--only <id substring>] [--verbose]
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { loadExamples } from './gallery-examples.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    cdn: { type: 'string', default: 'packages/elements/dist/cdn' },
    docs: { type: 'string', default: 'docs/_site' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
for (const [needed, how] of [
  [join(values.cdn, 'pitchside.js'), 'npm run build'],
  [join(values.docs, 'editor.html'), 'npm run build:docs'],
]) {
  if (!existsSync(needed)) {
    console.error(`check-gallery: ${needed} is missing; run \`${how}\` first.`);
    process.exit(1);
  }
}

const { EXAMPLES, readOnPicture, agrees } = await loadExamples();
const examples = EXAMPLES.filter((e) => !values.only || e.id.includes(values.only));

// The plain pages: the CDN folder as it is published, and one page per snippet beside it.
const site = mkdtempSync(join(tmpdir(), 'pitchside-gallery-'));
cpSync(values.cdn, join(site, 'cdn'), { recursive: true });
const plainPage = (name, body) =>
  writeFileSync(
    join(site, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<script type="module" async src="cdn/pitchside.js"></script></head><body>${body}</body></html>`,
  );
for (const e of examples) plainPage(e.id, e.html);

const { url, server } = await serveFolder(site);
const docs = await serveFolder(values.docs);
const browser = await launchBrowser();
const { check, summary } = checkList();

/** Waits until every custom element of the page is defined and has rendered. */
async function settled(tab) {
  await tab.evaluate(async () => {
    const all = (root) =>
      [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
    for (let round = 0; round < 3; round++) {
      const custom = all(document).filter((el) => el.localName.includes('-'));
      await Promise.all(custom.map((el) => customElements.whenDefined(el.localName)));
      await Promise.all(custom.map((el) => el.updateComplete));
    }
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 30)));
  });
}

/** The elements' own problem messages (a bad attribute). */
const problemsShown = (tab) =>
  tab.evaluate(() => {
    const seen = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (!el.shadowRoot) continue;
        const p = el.shadowRoot.querySelector('[part~="problem"]');
        if (p) seen.push(`<${el.localName}> shows a problem: ${p.textContent.trim()}`);
        walk(el.shadowRoot);
      }
    };
    walk(document);
    return seen;
  });

/** Reads each number with the examples' own reader (`readOnPicture`, sent to the page as source). */
const readNumbers = (tab, numbers) =>
  tab.evaluate(
    (source, readers) => {
      const read = (0, eval)(`(${source})`);
      return readers.map((r) => read(document, r));
    },
    readOnPicture.toString(),
    numbers.map((n) => n.read),
  );

// Every example is also a Storybook Rules story, under the same title, built from the same entry.
await check(
  `every gallery example is a Storybook Rules story of the same title (${EXAMPLES.length} examples)`,
  async () => {
    const stories = ['mne', 'mof'].map((g) => readFileSync(`stories/rules/${g}.stories.ts`, 'utf8')).join('\n');
    const blocks = stories.split(/^export const /m).slice(1);
    return EXAMPLES.flatMap((e) => {
      const block = blocks.find((b) => b.includes(`example('${e.id}')`));
      if (!block) return [`${e.id} has no story (none uses example('${e.id}'))`];
      const name = /name: '((?:[^'\\]|\\.)*)'/.exec(block)?.[1];
      return name === e.title ? [] : [`${e.id}: the story is named “${name}”, the gallery says “${e.title}”`];
    });
  },
);

const tab = await browser.newPage();
await tab.setViewport({ width: 1000, height: 900 });
const problems = watchProblems(tab);

for (const e of examples) {
  await check(`${e.id}: ${e.title} (${e.numbers.length} numbers of the rulebook)`, async () => {
    problems.length = 0;
    await tab.goto(`${url}${e.id}.html`, { waitUntil: 'load' });
    await settled(tab);
    const found = [...problems, ...(await problemsShown(tab))];
    if (e.numbers.length === 0) found.push('states no number to compare');
    const read = await readNumbers(tab, e.numbers);
    e.numbers.forEach((n, i) => {
      const r = read[i];
      if (values.verbose) console.log(`    ${n.label}: rulebook ${n.rulebook}, shown ${r.value ?? r.error}`);
      if (r.error) found.push(`${n.label}: ${r.error}`);
      else if (!agrees(r.value, n.rulebook))
        found.push(`${n.label}: the rulebook says ${n.rulebook}, the picture shows ${r.value}`);
    });
    return found;
  });
}

/**
 * What a page's picture shows, element by element: each element's tag and its shadow root's text
 * and the parts that carry numbers, so two pages showing the same position read the same.
 */
const picture = (page, within) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector);
    return [...root.children]
      .filter((el) => el.localName.includes('-'))
      .map((el) => {
        const s = el.shadowRoot;
        const parts = [
          ...(s?.querySelectorAll(
            '[part~="placed"], [part~="team"], [part~="die"], [part~="turn-current"], [part~="goal"]',
          ) ?? []),
        ].map(
          (p) =>
            `${p.getAttribute('part')}|${p.dataset.card ?? p.dataset.state ?? p.dataset.level ?? ''}|${p.getAttribute('aria-label') ?? ''}`,
        );
        return `<${el.localName}> ${(s?.textContent ?? '').replace(/\s+/g, ' ').trim()} ${parts.join(' ')}`;
      });
  }, within);

/** The editor's output once it has settled. */
async function editorOutput(page) {
  await settled(page);
  return page.evaluate(() => ({
    verdict: document.querySelector('#editor-problem').className,
    message: document.querySelector('#editor-problem').textContent,
    html: document.querySelector('#editor-html').textContent,
    link: document.querySelector('#editor-link').value,
  }));
}

/** Edits a position in the editor by clicking, then checks snippet → plain page and link → editor. */
async function roundTrip(name, clicks, expect) {
  await check(
    `position editor: ${name}: edit → HTML → plain page shows the same picture; the link restores it`,
    async () => {
      const found = [];
      const editor = await browser.newPage();
      const editorProblems = watchProblems(editor);
      await editor.goto(`${docs.url}editor.html`, { waitUntil: 'load' });
      await editor.waitForSelector('#editor-panel fieldset');
      for (const click of clicks) {
        if (typeof click === 'string') {
          await (await editor.waitForSelector(click, { timeout: 5000 })).click();
          continue;
        }
        if (click.set) {
          // A field of the form: its new value, as a reader's typing or choosing would leave it.
          const [selector, value] = click.set;
          await editor.waitForSelector(selector, { timeout: 5000 });
          await editor.$eval(
            selector,
            (el, v) => {
              if (el.type === 'checkbox') el.checked = v === 'on';
              else el.value = v;
              el.dispatchEvent(new Event('change', { bubbles: true }));
            },
            value,
          );
          continue;
        }
        // On the picture's field: the centre of a space (row, col) or of a completed icon (its key).
        await settled(editor);
        const at = await editor.evaluate(({ space, icon }) => {
          const field = document.querySelector('#editor-preview mne-field');
          field.scrollIntoView({ block: 'center' });
          const spaces = field.shadowRoot.querySelectorAll('[part~="space"]');
          const target = space
            ? spaces[space[0] * (spaces.length / 4) + space[1]]
            : field.shadowRoot.querySelector(`[data-key="${icon}"]`);
          const r = target.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        }, click);
        await editor.mouse.click(at.x, at.y);
      }
      // The pointer leaves the picture (a card under it shows its hover details).
      await editor.mouse.move(0, 0);
      const out = await editorOutput(editor);
      if (out.verdict !== 'accepted') found.push(`the editor refuses the position: ${out.message}`);
      for (const text of expect)
        if (!out.html.includes(text)) found.push(`the HTML does not hold ${text}:\n${out.html}`);
      const before = await picture(editor, '#editor-preview');
      plainPage(`editor-${name}`, out.html);
      problems.length = 0;
      const plain = await browser.newPage();
      const plainProblems = watchProblems(plain);
      await plain.goto(`${url}editor-${name}.html`, { waitUntil: 'load' });
      await settled(plain);
      const after = await picture(plain, 'body');
      if (values.verbose)
        console.log(`    editor HTML:\n${out.html}\n    picture:\n      ${before.join('\n      ').slice(0, 3000)}`);
      if (before.length === 0) found.push('the editor shows no picture');
      if (JSON.stringify(before) !== JSON.stringify(after))
        found.push(
          `the plain page differs from the editor:\n      editor: ${before.join('\n              ')}\n      plain:  ${after.join('\n              ')}`,
        );
      found.push(...(await problemsShown(plain)), ...plainProblems);
      // The link, opened afresh on a phone, brings back the same position and fits the screen.
      const again = await browser.newPage();
      await again.setViewport({ width: 360, height: 740 });
      await again.goto(out.link, { waitUntil: 'load' });
      await again.waitForSelector('#editor-panel fieldset');
      const restored = await editorOutput(again);
      if (restored.html !== out.html) found.push(`the link restores another position:\n${restored.html}`);
      const width = await again.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) found.push(`on a 360 px phone the editor is ${width} px wide`);
      found.push(...editorProblems);
      await Promise.all([editor.close(), plain.close(), again.close()]);
      return found;
    },
  );
}

if (!values.only || 'editor'.includes(values.only)) {
  await roundTrip(
    'mne',
    [
      '[data-game="mne"]',
      '[data-tool="h-cm"]',
      '[data-cell="1,1"]',
      '[data-tool="h-st"]',
      '[data-cell="0,2"]',
      'input[name="control"][value="aggressive"]',
      '[data-flip]',
      '[data-tool="a-cb"]',
      '[data-cell="3,1"]',
      '[data-flip]',
      // Clicked on the picture itself: the Box-to-Box on the 3rd Line, then the Striker erased.
      '[data-tool="h-bb"]',
      { space: [2, 3] },
      '[data-tool="erase"]',
      '[data-cell="0,2"]',
    ],
    ['"h-cm@1,1"', '"h-bb@2,3"', '"a-cb@3,1"', '"control":"aggressive"'],
  );
  // The Shoot Token example: the Striker's icon flipped on the picture, its Basic Attack Power down to 2.
  await roundTrip(
    'mne-token',
    [
      '[data-game="mne"]',
      '[data-tool="h-cm"]',
      '[data-cell="1,1"]',
      '[data-tool="h-st"]',
      '[data-cell="0,2"]',
      '[data-tool="token"]',
      { icon: 'h0.2' },
    ],
    ['"tokens":["h0.2"]'],
  );
  // The rulebook's Goal Check example, built in the editor: the Winger's shot, 10 against 9.
  await roundTrip(
    'mne-shot',
    [
      '[data-game="mne"]',
      '[data-tool="h-bb"]',
      '[data-cell="1,2"]',
      '[data-tool="h-wg"]',
      '[data-cell="0,1"]',
      { set: ['[data-hand="home"]', '3'] },
      { set: ['[data-hand="away"]', '3'] },
      '[data-flip]',
      '[data-tool="a-cb"]',
      '[data-cell="3,1"]',
      '[data-tool="a-wb"]',
      '[data-cell="3,3"]',
      '[data-flip]',
      { set: ['[data-shooter]', 'h-wg'] },
      { set: ['[data-deck]', '4 3'] },
      { set: ['[data-attack="0"]', 'on'] },
      { set: ['[data-defence]', '0'] },
    ],
    ['"totalAttack":10', '"totalDefence":9', '"outcome":"goal"', '<mne-synergy-board'],
  );
  await check('position editor: the engine refuses a Defender on the Front Line, naming the card', async () => {
    const editor = await browser.newPage();
    await editor.goto(`${docs.url}editor.html`, { waitUntil: 'load' });
    for (const selector of ['[data-game="mne"]', '[data-tool="h-cb"]', '[data-cell="0,0"]'])
      await (await editor.waitForSelector(selector)).click();
    const out = await editorOutput(editor);
    await editor.close();
    return out.verdict === 'refused' && /home\.field\[0\]/.test(out.message)
      ? []
      : [`the editor says “${out.message}” (${out.verdict})`];
  });
  await roundTrip(
    'mof',
    ['[data-game="mof"]', '[data-goal="home"]', '[data-goal="away"]', '[data-goal="home"]'],
    ['"side":"away"', 'goals='],
  );
}

await tab.close();
await browser.close();
server.close();
docs.server.close();
rmSync(site, { recursive: true, force: true });
process.exit(summary() === 0 ? 0 : 1);
