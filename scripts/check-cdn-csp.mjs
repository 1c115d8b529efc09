#!/usr/bin/env node
/* global document, window, getComputedStyle -- the functions passed to page.evaluate run in the browser */
// The CDN elements on pages with a strict Content-Security-Policy (sent as a header, as a blog's
// server does): no 'unsafe-inline' in style-src, no 'unsafe-eval'. A page with every element of
// each game (every tag scripts/cdn-tags.mjs finds, so a new element cannot be left out), its
// match playing bot against bot so that the markers move, must render with no
// `securitypolicyviolation` and no console error; the match wheel's marker must sit on its space
// and the MNE field must have its grid (both set from code, which the policy must not block).
// Then the same with the CDN on another origin, under the policy the docs give for it
// (`script-src` and `worker-src` naming the CDN and `blob:`: the bots' worker). A control page
// proves the policy is enforced: its own style attribute is reported. Needs `npm run build`
// first (or `--dir`). Prints "N passed, N failed".
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { definedTags } from './cdn-tags.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';
import { mne, mof } from '../packages/engine/dist/index.js';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'packages/elements/dist/cdn' } } });
if (!existsSync(join(values.dir, 'pitchside.js'))) {
  console.error(`check-cdn-csp: ${values.dir}/pitchside.js is missing; run \`npm run build\` first.`);
  process.exit(1);
}

/** The strict policy of the docs' CSP section, for the CDN files on the page's own origin. */
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'";
/** The same with Trusted Types enforced, naming the policies the docs give (Lit's and the elements'). */
const TRUSTED_TYPES_POLICY = `${POLICY}; require-trusted-types-for 'script'; trusted-types lit-html pitchside`;

/** The record of a match played to its end by picking the first legal action: a replay's content. */
function firstChoiceRecord(game, setup) {
  let state = game.createMatch(setup);
  const actions = [];
  while (game.legalActions(state).length && actions.length < 2000) {
    const [action] = game.legalActions(state);
    actions.push(action);
    state = game.applyAction(state, action).state;
  }
  const text = game.toRecord({ setup, actions }, { Event: 'CSP check' });
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

/**
 * Each element as the page shows it: attributes that make it render its content (not an error
 * state), the match elements playing bot against bot. A few are in Vietnamese (their messages
 * load on demand). The wheel is given goals (read by code loaded on demand) and a turn: its
 * marker is on space 5.
 */
const ELEMENTS = {
  'mne-control-track': '<mne-control-track marker="5" lang="vi"></mne-control-track>',
  'mne-field': `<mne-field scenario='{"home":{"field":["h-cm@1,1","h-st@0,2"]}}'></mne-field>`,
  'mne-hand': '<mne-hand></mne-hand>',
  'mne-match': '<mne-match seed="42" home="bot" away="bot" bot-delay="0"></mne-match>',
  'mne-player-card': '<mne-player-card card="h-cm"></mne-player-card>',
  'mne-replay': `<mne-replay move="40">${firstChoiceRecord(mne, { seed: 5 })}</mne-replay>`,
  'mne-scoreboard': '<mne-scoreboard></mne-scoreboard>',
  'mne-sub-space': '<mne-sub-space></mne-sub-space>',
  'mne-synergy-board': `<mne-synergy-board scenario='{"control":"aggressive"}'></mne-synergy-board>`,
  'mof-action-card': '<mof-action-card card="winBonus"></mof-action-card>',
  'mof-championship': '<mof-championship seed="3" players="4" bots="all" bot-delay="0"></mof-championship>',
  'mof-decision': '<mof-decision></mof-decision>',
  'mof-dice': '<mof-dice kind="attack" level="purple" value="2"></mof-dice>',
  'mof-league-table': '<mof-league-table></mof-league-table>',
  'mof-manager-card': '<mof-manager-card manager="masterTactician" lang="vi"></mof-manager-card>',
  'mof-match': '<mof-match seed="7" bots="home away" bot-delay="0" auto-roll></mof-match>',
  'mof-match-wheel': `<mof-match-wheel turn="5" goals='[{"turn":4,"side":"home"}]'></mof-match-wheel>`,
  'mof-player-card': '<mof-player-card player="g01"></mof-player-card>',
  'mof-replay': `<mof-replay move="10">${firstChoiceRecord(mof, { seed: 5 })}</mof-replay>`,
  'mof-results-pad': `<mof-results-pad teams='["Hanoi","Saigon","Hue","Danang"]' results='[{"home":"Hanoi","away":"Saigon","score":[2,1]}]'></mof-results-pad>`,
  'mof-team-sheet': `<mof-team-sheet scenario='{"home":{"players":["g01","s05","b09"]},"away":{"players":["g02","s06","b10"]}}'></mof-team-sheet>`,
};
const GAMES = {
  mne: { event: 'mne-move', moves: 20 },
  mof: { event: 'mof-roll', moves: 8 },
};
const missing = definedTags().filter(({ tag }) => !ELEMENTS[tag]);
if (missing.length) {
  console.error(`check-cdn-csp: no page shows ${missing.map(({ tag }) => `<${tag}>`).join(', ')}: add it to ELEMENTS`);
  process.exit(1);
}

// The site: the CDN folder and the pages; the same CDN folder again on another origin, with CORS.
const site = mkdtempSync(join(tmpdir(), 'pitchside-csp-'));
cpSync(values.dir, join(site, 'cdn'), { recursive: true });
const cdnServer = await serveFolder(values.dir, 0, { cors: true });
const cdnUrl = cdnServer.url.replace('localhost', '127.0.0.1');
// A module worker's imports are fetched as the worker's script is: worker-src names the CDN too.
const crossOriginPolicy = `default-src 'self'; script-src 'self' ${cdnUrl}; style-src 'self'; worker-src 'self' blob: ${cdnUrl}`;
/** A page with no script but the loader (a strict policy blocks inline scripts). */
const page = (name, body, loader = 'cdn/pitchside.js') =>
  writeFileSync(
    join(site, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<script type="module" src="${loader}"></script></head><body>${body}</body></html>`,
  );
const tagsOf = (game) => Object.keys(ELEMENTS).filter((tag) => tag.startsWith(`${game}-`));
for (const game of Object.keys(GAMES)) {
  const body = tagsOf(game)
    .map((tag) => ELEMENTS[tag])
    .join('\n');
  page(game, body);
  page(`${game}-cross-origin`, body, `${cdnUrl}pitchside.js`);
  page(`${game}-trusted-types`, body);
}
page('control', '<p style="color: red">An inline style the policy blocks.</p><mof-dice kind="genius"></mof-dice>');

// Every page but the cross-origin ones under POLICY; those under the policy for a CDN elsewhere.
const server = await serveFolder(site, 0, {
  headers: (path) => ({
    'content-security-policy': path.includes('cross-origin')
      ? crossOriginPolicy
      : path.includes('trusted-types')
        ? TRUSTED_TYPES_POLICY
        : POLICY,
  }),
});
const browser = await launchBrowser();
const { check, summary } = checkList();

/**
 * Opens `name`.html in a fresh context, waits until each of `tags` has rendered and `moves`
 * `event`s were sent (the bots playing), and returns the policy's reports, the other problems,
 * and what the page shows of the marker and the field.
 */
async function open(name, tags, { event = 'none', moves = 0 } = {}) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  // The console's report of each violation repeats the event's: the events are listed, once a kind.
  const problems = watchProblems(tab, { ignore: [/Content Security Policy/] });
  // Scripts added through DevTools run whatever the page's policy.
  await tab.evaluateOnNewDocument((counted) => {
    window.violations = [];
    window.moves = 0;
    document.addEventListener('securitypolicyviolation', (e) =>
      window.violations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
    document.addEventListener(counted, () => window.moves++);
    // Workers that answered: the bots ran off the main thread.
    window.workersAnswering = 0;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', () => window.workersAnswering++, { once: true });
      }
    };
  }, event);
  await tab.goto(`${server.url}${name}.html`, { waitUntil: 'load' });
  try {
    await tab.waitForFunction(
      // MoF's greedy bots play on the page until the worker's script has loaded (bot-worker.ts):
      // wait for the worker too, which a loaded CI host may start after the first rolls.
      (wanted, n) =>
        window.moves >= n &&
        (n === 0 || window.workersAnswering > 0) &&
        wanted.every((tag) => {
          // Upgraded and done loading (<mof-decision> and <mof-results-pad> alone show nothing).
          const el = document.querySelector(tag);
          return el?.shadowRoot && !el.shadowRoot.querySelector('[part~="loading"]');
        }),
      { timeout: 60_000, polling: 100 },
      tags,
      moves,
    );
  } catch {
    problems.push(`not every element rendered, fewer than ${moves} ${event} events, or no worker answered`);
  }
  const seen = await tab.evaluate(() => {
    const root = (tag) => document.querySelector(tag)?.shadowRoot;
    const centre = (el) => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x + r.width / 2, r.y + r.height / 2] : null;
    };
    const wheel = root('mof-match-wheel');
    return {
      violations: window.violations,
      workersAnswering: window.workersAnswering,
      problems: [...document.querySelectorAll('*')]
        .filter((el) => el.shadowRoot?.querySelector('[part~="problem"]'))
        .map((el) => el.localName),
      marker: centre(wheel?.querySelector('[part~="marker"]')),
      markerSpace: centre(wheel?.querySelector('[part~="space-current"] circle')),
      fieldColumns:
        root('mne-field') &&
        getComputedStyle(root('mne-field').querySelector('[part~="pitch"]')).getPropertyValue('--_cols'),
    };
  });
  await context.close();
  return { ...seen, problems: [...problems, ...seen.problems.map((tag) => `<${tag}> shows an error state`)] };
}

/** Problems unless the marker's centre is within a few pixels of its space's centre. */
const markerOnItsSpace = ({ marker, markerSpace }) =>
  marker && markerSpace && Math.hypot(marker[0] - markerSpace[0], marker[1] - markerSpace[1]) < 3
    ? []
    : [`the wheel's marker is at ${marker} but its space at ${markerSpace}`];
const botsInAWorker = ({ workersAnswering }) =>
  workersAnswering > 0 ? [] : ['the bots played on the main thread: no worker answered'];
const fieldLaidOut = ({ fieldColumns }) =>
  fieldColumns?.trim() === '6' ? [] : [`the field's grid has no columns (--_cols: "${fieldColumns}")`];
/** Each kind of report once, with how many times it came. */
const reported = (r) =>
  [...new Set(r.violations)].map(
    (v) => `policy violation: ${v} ×${r.violations.filter((other) => other === v).length}`,
  );

for (const [game, expected] of [
  ['mne', fieldLaidOut],
  ['mof', markerOnItsSpace],
]) {
  const { event, moves } = GAMES[game];
  await check(`every ${game.toUpperCase()} element under ${POLICY}, bots playing`, async () => {
    const r = await open(game, tagsOf(game), { event, moves });
    return [...reported(r), ...r.problems, ...expected(r), ...botsInAWorker(r)];
  });
  await check(`every ${game.toUpperCase()} element from another origin, under the policy the docs give`, async () => {
    const r = await open(`${game}-cross-origin`, tagsOf(game), { event, moves });
    return [...reported(r), ...r.problems, ...expected(r), ...botsInAWorker(r)];
  });
  await check(`every ${game.toUpperCase()} element with Trusted Types enforced, bots in their worker`, async () => {
    const r = await open(`${game}-trusted-types`, tagsOf(game), { event, moves });
    return [...reported(r), ...r.problems, ...expected(r), ...botsInAWorker(r)];
  });
}
await check('the policy is enforced: a style attribute of the page is reported', async () => {
  const r = await open('control', ['mof-dice']);
  return r.violations.some((v) => v.startsWith('style-src-attr')) ? [] : ['no violation reported: is the policy sent?'];
});

await browser.close();
for (const s of [server, cdnServer]) s.server.close();
rmSync(site, { recursive: true, force: true });
process.exit(summary() === 0 ? 0 : 1);
