#!/usr/bin/env node
/* global document, window -- the functions passed to page.evaluate run in the browser */
// The examples (examples/react, vue, svelte, static) built from the packed packages, as an app would
// get them from npm, and opened in Chromium. For each: `npm pack` of the engine and the elements is
// unpacked into the example's node_modules/@pitchside (their dependencies, and the frameworks and
// build tools, resolve from the repository's node_modules: installed once by `npm ci`), the example
// is built with its own `npm run build`, served, and opened:
//   - react, vue: the app and its type tests type-check (tsc, vue-tsc) against the packed types,
//     where a prop of the wrong type or a wrong `detail` field must be an error;
//   - react, vue, svelte: the element renders (its shadow root holds the field) and a click on a
//     legal space sends `mne-place`, which reaches the framework's handler (the page shows it);
//   - static (Eleventy + @lit-labs/ssr): with JavaScript disabled the HTML already shows the
//     pictures (the placed cards' ids in the field's shadow root, a non-blank screenshot); with
//     JavaScript, hydration reports no error, nothing moves (bounding boxes before and after, the
//     layout-shift score) and the field's event reaches the page's script.
// Also: the generated framework files (src/frameworks/tags.ts, src/react/index.ts) match the
// manifest, and the editor data lists every tag with its typed events. Needs `npm run build` first. Prints "N passed, N failed".
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from './browser.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';

const repo = resolve('.');
const only = process.argv.slice(2);
const { check, summary } = checkList();
const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

await check('the generated framework files match custom-elements.json', async () => {
  try {
    sh(process.execPath, ['scripts/generate-framework-data.mjs', '--check'], repo);
    return [];
  } catch (e) {
    return [String(e.stderr || e.message).trim()];
  }
});

await check(
  'the editor data (VS Code, JetBrains) lists every tag of the manifest with its attributes and typed events',
  async () => {
    const read = (file) => JSON.parse(readFileSync(join(repo, 'packages/elements', file), 'utf8'));
    const manifest = read('custom-elements.json');
    const vscode = read('vscode.html-custom-data.json');
    const webTypes = read('web-types.json').contributions.html.elements;
    const out = [];
    const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
    for (const d of elements) {
      const code = vscode.tags.find((t) => t.name === d.tagName);
      const jet = webTypes.find((t) => t.name === d.tagName);
      if (!code || !jet) out.push(`<${d.tagName}> is missing`);
      else if (code.attributes.length !== (d.attributes ?? []).length) out.push(`<${d.tagName}>: attributes differ`);
      for (const e of d.events ?? []) {
        if (!/^CustomEvent<.+>$/.test(e.type?.text ?? ''))
          out.push(`<${d.tagName}> ${e.name}: no detail type in the manifest`);
        if (!jet?.js.events.some((j) => j.name === e.name && j.type === e.type?.text))
          out.push(`<${d.tagName}> ${e.name}: not in web-types`);
      }
    }
    console.log(`    ${elements.length} tags, ${elements.flatMap((d) => d.events ?? []).length} events`);
    return out;
  },
);

// 1. Pack once.
const packs = mkdtempSync(join(tmpdir(), 'pitchside-examples-'));
const packed = JSON.parse(
  sh('npm', ['pack', '--json', '--pack-destination', packs, '-w', 'packages/engine', '-w', 'packages/elements'], repo),
);

/** Unpacks the tarballs into `dir`/node_modules/@pitchside, as `npm install` of them would. */
function installPacked(dir) {
  for (const p of packed) {
    const target = join(dir, 'node_modules', p.name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    sh('tar', ['-xzf', join(packs, p.filename), '-C', target, '--strip-components=1'], dir);
  }
  const found = createRequire(join(dir, 'package.json')).resolve('@pitchside/elements/package.json');
  if (!found.startsWith(join(dir, 'node_modules'))) throw new Error(`@pitchside/elements resolves to ${found}`);
}

const browser = await launchBrowser();

/** What the page shows in `selector`, once it is not `before` (polls: `waitForFunction` needs JS on). */
async function textChange(tab, selector, before, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const text = await tab.evaluate((s) => document.querySelector(s)?.textContent?.trim() ?? '', selector);
    if (text !== before || Date.now() > until) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Clicks the first legal space of the first `<mne-field>` (in its shadow root). */
async function clickLegalSpace(tab) {
  const space = await tab.waitForFunction(
    () => document.querySelector('mne-field')?.shadowRoot?.querySelector('[part~="space-legal"]'),
    { timeout: 15_000 },
  );
  await space.asElement().click();
}

/** An app example: the field renders and its event reaches the framework's handler (`#last-event`). */
async function appChecks(name, url) {
  const tab = await browser.newPage();
  const problems = watchProblems(tab);
  await tab.goto(url, { waitUntil: 'load' });
  const found = [];
  await check(`${name}: <mne-field> renders the placed cards`, async () => {
    const cards = await tab
      .waitForFunction(
        () => {
          const ids = [...(document.querySelector('mne-field')?.shadowRoot?.querySelectorAll('[data-card]') ?? [])];
          return ids.length ? ids.map((n) => n.getAttribute('data-card')) : null;
        },
        { timeout: 15_000 },
      )
      .then((h) => h.jsonValue());
    console.log(`    cards: ${cards.join(', ')}`);
    return ['h-cm', 'h-st'].filter((id) => !cards.includes(id)).map((id) => `${id} not on the field`);
  });
  await check(`${name}: a click on a legal space reaches the ${name} handler (mne-place)`, async () => {
    const before = await tab.evaluate(() => document.querySelector('#last-event')?.textContent?.trim() ?? null);
    if (before === null) return ['no #last-event on the page'];
    await clickLegalSpace(tab);
    const after = await textChange(tab, '#last-event', before);
    console.log(`    the page shows: ${after}`);
    if (!/h-wg/.test(after)) found.push(`the handler did not see the event: "${after}"`);
    return [...found, ...problems];
  });
  await tab.close();
}

/** The elements that show a picture: the static page must render each on the server. */
const ILLUSTRATIONS = [
  'mne-field',
  'mne-control-track',
  'mne-synergy-board',
  'mne-hand',
  'mne-scoreboard',
  'mne-player-card',
  'mof-match-wheel',
  'mof-dice',
  'mof-league-table',
  'mof-player-card',
  'mof-manager-card',
  'mof-action-card',
];

/** The static blog: the picture before any script, then hydration without errors or movement. */
async function staticChecks(url) {
  const boxesOf = (tab) =>
    tab.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => /^(mne|mof)-/.test(el.localName))
        .flatMap((el) =>
          [el, ...(el.shadowRoot?.querySelectorAll('[data-card], svg') ?? [])].map((n) => {
            const r = n.getBoundingClientRect();
            return {
              what: `${el.localName} ${n === el ? '' : n.getAttribute('data-card') || n.localName}`.trim(),
              x: r.x,
              y: r.y,
              w: r.width,
              h: r.height,
            };
          }),
        ),
    );

  const noJs = await browser.newPage();
  await noJs.setViewport({ width: 900, height: 1400 });
  await noJs.setJavaScriptEnabled(false);
  await noJs.goto(url, { waitUntil: 'load' });
  let before = [];
  await check(
    'static: with JavaScript disabled, the HTML already shows every illustration element’s picture',
    async () => {
      const seen = await noJs.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => /^(mne|mof)-/.test(el.localName))
          .map((el) => ({
            tag: el.localName,
            nodes: el.shadowRoot?.querySelectorAll(':not(style)').length ?? 0,
            problem: el.shadowRoot?.querySelector('[part~="problem"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null,
            cards: [...(el.shadowRoot?.querySelectorAll('[data-card]') ?? [])].map((n) => n.getAttribute('data-card')),
            height: el.getBoundingClientRect().height,
          })),
      );
      const out = [];
      for (const tag of ILLUSTRATIONS) if (!seen.some((s) => s.tag === tag)) out.push(`no <${tag}> on the page`);
      for (const el of seen) {
        if (el.problem) out.push(`<${el.tag}> shows its error state: ${el.problem}`);
        else if (el.nodes < 2 || el.height < 10)
          out.push(`<${el.tag}> has no picture (${el.nodes} nodes, ${el.height}px high)`);
      }
      const cards = seen.find((s) => s.tag === 'mne-field')?.cards ?? [];
      for (const id of ['h-cm', 'h-st']) if (!cards.includes(id)) out.push(`${id} is not in the field's HTML`);
      console.log(
        `    ${seen.map((s) => `<${s.tag}> ${s.nodes} nodes, ${Math.round(s.height)}px`).join('; ')}; cards ${cards.join(', ')}`,
      );
      before = await boxesOf(noJs);
      return out;
    },
  );
  await check('static: the picture without JavaScript is not blank (screenshot)', async () => {
    const field = await noJs.$('mne-field');
    const png = await field.screenshot({ encoding: 'base64' });
    // Count the colours in a new tab (with JavaScript), through a canvas.
    const counter = await browser.newPage();
    const colours = await counter.evaluate(async (data) => {
      const img = new window.Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const px = ctx.getImageData(0, 0, img.width, img.height).data;
      const seen = new Set();
      for (let i = 0; i < px.length; i += 4) seen.add((px[i] << 16) | (px[i + 1] << 8) | px[i + 2]);
      return { size: `${img.width}×${img.height}`, colours: seen.size };
    }, png);
    await counter.close();
    console.log(`    ${colours.size} px, ${colours.colours} colours`);
    return colours.colours < 10 ? [`the field looks blank: ${colours.colours} colours`] : [];
  });
  await noJs.close();

  const tab = await browser.newPage();
  await tab.setViewport({ width: 900, height: 1400 });
  await tab.evaluateOnNewDocument(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const problems = watchProblems(tab);
  await tab.goto(url, { waitUntil: 'load' });
  await check('static: hydration without errors, and nothing moves (bounding boxes, layout shift)', async () => {
    await tab.waitForFunction(
      () =>
        [...document.querySelectorAll('main *')]
          .filter((el) => /^(mne|mof)-/.test(el.localName))
          .every((el) => el.hasUpdated),
      { timeout: 15_000 },
    );
    await new Promise((r) => setTimeout(r, 300));
    const after = await boxesOf(tab);
    const shift = await tab.evaluate(() => window.__layoutShift);
    const out = [...problems];
    if (after.length !== before.length)
      out.push(`${before.length} boxes without JavaScript, ${after.length} after hydration`);
    let worst = 0;
    for (const [i, a] of after.entries()) {
      const b = before[i];
      if (!b) continue;
      const d = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.w - b.w), Math.abs(a.h - b.h));
      worst = Math.max(worst, d);
      if (d > 0.5) out.push(`${a.what} moved by ${d.toFixed(1)}px`);
    }
    console.log(
      `    ${after.length} boxes compared, largest difference ${worst.toFixed(2)}px; layout shift ${shift.toFixed(4)}`,
    );
    if (shift > 0) out.push(`layout shift score ${shift}`);
    return out;
  });
  await check('static: after hydration the field is interactive (mne-place reaches the page)', async () => {
    const before = await tab.evaluate(() => document.querySelector('#last-move').textContent.trim());
    await clickLegalSpace(tab);
    const after = await textChange(tab, '#last-move', before);
    console.log(`    the page shows: ${after}`);
    return /h-wg/.test(after) ? [...problems] : [`the page did not see the event: "${after}"`, ...problems];
  });
  await tab.close();
}

const EXAMPLES = [
  { name: 'static', out: '_site', run: staticChecks },
  {
    name: 'react',
    out: 'dist',
    run: (url) => appChecks('react', url),
    typecheck:
      'tsc: the app, the components and the JSX types (type-tests/: React, Preact and Solid JSX; wrong props are errors)',
  },
  {
    name: 'vue',
    out: 'dist',
    run: (url) => appChecks('vue', url),
    typecheck: 'vue-tsc: the templates against GlobalComponents (src/TypeTests.vue: wrong props are errors)',
  },
  { name: 'svelte', out: 'dist', run: (url) => appChecks('svelte', url) },
];

try {
  for (const example of EXAMPLES) {
    if (only.length && !only.includes(example.name)) continue;
    const dir = join(repo, 'examples', example.name);
    let built = false;
    await check(
      `${example.name}: npm run build with the packed @pitchside/engine and @pitchside/elements`,
      async () => {
        if (!existsSync(join(dir, 'package.json'))) return [`no examples/${example.name}`];
        const started = Date.now();
        installPacked(dir);
        rmSync(join(dir, example.out), { recursive: true, force: true });
        try {
          sh('npm', ['run', 'build', '--silent'], dir);
        } catch (e) {
          return [`${e.stdout ?? ''}${e.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n    ')];
        }
        built = true;
        console.log(
          `    built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${readdirSync(join(dir, example.out)).join(', ')}`,
        );
        return [];
      },
    );
    if (!built) continue;
    if (example.typecheck)
      await check(`${example.name}: ${example.typecheck}`, async () => {
        try {
          sh('npm', ['run', 'typecheck', '--silent'], dir);
          return [];
        } catch (e) {
          return [`${e.stdout ?? ''}${e.stderr ?? ''}`.trim().split('\n').slice(0, 15).join('\n    ')];
        }
      });
    const { url, server } = await serveFolder(join(dir, example.out));
    try {
      await example.run(url);
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
  rmSync(packs, { recursive: true, force: true });
}
process.exit(summary() === 0 ? 0 : 1);
