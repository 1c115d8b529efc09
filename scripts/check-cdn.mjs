#!/usr/bin/env node
/* global document, window, customElements -- the functions passed to page.evaluate run in the browser */
// Proves the built CDN files work as a blog uses them: pages that load only
// packages/elements/dist/cdn/pitchside.js (the autoloader) from a local server, in Chromium. Checks
// that tags on the page and tags added later by a script upgrade and render, that the tags an
// element renders in its own shadow root are defined too, that a page of one game requests no file
// of the other game, that a page showing a game's pieces downloads no code for playing matches,
// that a page in English downloads no Vietnamese messages and one in Vietnamese shows them, that the
// bot bridge loads only for a match with bots (and a failed download is reported), that the
// bots' search code loads only for a bot on the main thread (and works there), that `observe()`
// covers a shadow root of the page's own, that the eager per-game entries define their tags
// and export their classes, and that a picture's own script (pictures/<tag>.js) works alone and
// beside the autoloader. Any console error, uncaught exception or failed request fails the
// page. Needs `npm run build` first (or `--dir` with CDN files built elsewhere). Prints "N passed,
// N failed".
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { pictureTags } from './cdn-tags.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'packages/elements/dist/cdn' },
    engine: { type: 'string', default: 'packages/engine/dist' },
  },
});
const CDN = values.dir;
/** The built engine, for the saved match a test page shows. */
const ENGINE = resolve(values.engine);
if (!existsSync(join(CDN, 'pitchside.js'))) {
  console.error(`check-cdn: ${CDN}/pitchside.js is missing; run \`npm run build\` first.`);
  process.exit(1);
}

// The site: the CDN folder as it is published, and the test pages beside it.
const site = mkdtempSync(join(tmpdir(), 'pitchside-cdn-'));
cpSync(CDN, join(site, 'cdn'), { recursive: true });
const page = (name, body, script = 'cdn/pitchside.js', attributes = '') =>
  writeFileSync(
    join(site, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<script type="module"${attributes} src="${script}"></script></head><body>${body}</body></html>`,
  );

const FIELD = `<mne-field scenario='{"home":{"field":["h-cm@1,1","h-st@0,2"]}}'></mne-field>`;
page(
  'both-games',
  `${FIELD}<mof-dice kind="attack" level="purple" value="2"></mof-dice>
<script type="module">
  // A tag added later by a script, after the loader has run.
  setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<mne-control-track marker="5"></mne-control-track>'), 300);
</script>`,
);
page('mne-only', `${FIELD}<mne-control-track marker="5"></mne-control-track><mne-synergy-board></mne-synergy-board>`);
page('mof-only', `<mof-dice kind="genius" value="G"></mof-dice><mof-match-wheel turn="5"></mof-match-wheel>`);
page(
  'vi',
  `<div lang="vi">${FIELD}<mne-control-track marker="5"></mne-control-track></div>
<script type="module">
  // The label once the element has rendered (it waits for the Vietnamese messages).
  const track = document.querySelector('mne-control-track');
  await customElements.whenDefined('mne-control-track');
  await track.updateComplete;
  window.pageOk = track.shadowRoot.querySelector('[part~="base"]').getAttribute('aria-label') === 'Đường Kiểm soát';
</script>`,
);
page('mne-match', `<mne-match seed="42"></mne-match>`);
// Bots on the main thread (no Worker): the bot adapter and the search code load when a bot moves.
for (const [game, match] of [
  ['mne', '<mne-match seed="3" home="bot" away="bot" bot-delay="0"></mne-match>'],
  ['mof', '<mof-match seed="7" bots="home away" bot-delay="0"></mof-match>'],
])
  page(
    `${game}-main-thread`,
    `<script>window.Worker = undefined;</script>${match}
<script type="module">
  const loaded = () => performance.getEntriesByType('resource').some((e) => /\\/bot-game-${game}-/.test(e.name));
  for (let i = 0; i < 300 && !loaded(); i++) await new Promise((done) => setTimeout(done, 50));
  await new Promise((done) => setTimeout(done, 500)); // a few moves
  window.pageOk = loaded();
</script>`,
  );
page('mof-match', `<mof-match seed="7"></mof-match>`);
// Two persons at one device: no bots, so no bot bridge.
page('mof-hotseat', `<mof-match seed="7" bots=""></mof-match>`);
page(
  'mof-bots-offline',
  `<mof-match seed="7" bots="home away" bot-delay="0"></mof-match>
<script type="module">
  // The bots' failure, once the element has reported it.
  await customElements.whenDefined('mof-match');
  const match = document.querySelector('mof-match');
  for (let i = 0; i < 200 && !match.shadowRoot?.querySelector('[part~="refused"]'); i++)
    await new Promise((done) => setTimeout(done, 50));
  window.pageOk = Boolean(match.shadowRoot?.querySelector('[part~="refused"]'));
</script>`,
);
// The inputs that need engine code few pages use: a saved match (mof-extras-saves) and a scenario
// (mof-extras-scenarios).
const { mne, mof } = await import(pathToFileURL(join(ENGINE, 'index.js')).href);
const SAVED = JSON.stringify(mof.toJSON(mof.createMatch({ seed: 5 })))
  .replaceAll('&', '&amp;')
  .replaceAll("'", '&#39;');
const SAVED_WHEEL = `<mof-match-wheel state='${SAVED}'></mof-match-wheel>`;
const SCENARIO_MATCH = `<mof-match seed="1" scenario='{"home":{"players":["g01","g02","b01"]},"away":{"players":["g03","g04","b03"]},"turn":4}'></mof-match>`;
page('mof-saved', SAVED_WHEEL);
// A player card of the page's own: the validator checks it.
page(
  'mof-definition',
  `<mof-player-card definition='{"id":"x1","name":"Own Player","level":"gold","pos":"F","cost":9,"att":[5,4,3,2],"def":[1,1,1,1],"tac":2}'></mof-player-card>
<script type="module">
  await customElements.whenDefined('mof-player-card');
  const card = document.querySelector('mof-player-card');
  await card.updateComplete;
  window.pageOk = card.shadowRoot.querySelector('[part~="card"]')?.textContent.includes('Own Player') ?? false;
</script>`,
);
page('mof-scenario', SCENARIO_MATCH);
page('mof-extras-offline', `${SCENARIO_MATCH}${SAVED_WHEEL}`);
page(
  'own-shadow-root',
  `<div id="host"></div>
<script type="module">
  import { observe } from './cdn/pitchside.js';
  const root = document.getElementById('host').attachShadow({ mode: 'open' });
  observe(root);
  setTimeout(() => { root.innerHTML = '<mof-dice kind="defence" level="red" value="2"></mof-dice>'; }, 100);
</script>`,
);
page(
  'eager-mne',
  `${FIELD}<script type="module">
  import { MneField, MneMatch } from './cdn/pitchside-mne.js';
  window.pageOk = customElements.get('mne-field') === MneField && customElements.get('mne-match') === MneMatch;
</script>`,
  'cdn/pitchside-mne.js',
);
page(
  'eager-mof-and-loader',
  `<mof-dice kind="attack" level="red" value="1"></mof-dice><mne-control-track marker="2"></mne-control-track>
<script type="module">
  import { MofDice } from './cdn/pitchside-mof.js';
  window.pageOk = customElements.get('mof-dice') === MofDice;
</script><script type="module" src="cdn/pitchside.js"></script>`,
  'cdn/pitchside-mof.js',
);
// A picture's self-contained script (dist/cdn/pictures/<tag>.js), alone, in Vietnamese, and beside
// the autoloader and another picture's script on one page.
page('picture-field', FIELD, 'cdn/pictures/mne-field.js');
page(
  'picture-sub-space',
  `<mne-sub-space scenario='{"home":{"subs":["s-pc","s-en"],"out":["h-st"],"subsUsed":1}}'></mne-sub-space>`,
  'cdn/pictures/mne-sub-space.js',
);
page(
  'picture-vi',
  `<div lang="vi"><mne-control-track marker="5"></mne-control-track></div>
<script type="module">
  const track = document.querySelector('mne-control-track');
  await customElements.whenDefined('mne-control-track');
  await track.updateComplete;
  window.pageOk = track.shadowRoot.querySelector('[part~="base"]').getAttribute('aria-label') === 'Đường Kiểm soát';
</script>`,
  'cdn/pictures/mne-control-track.js',
);
page(
  'pictures-and-loader',
  `${FIELD}<mne-player-card card="h-st"></mne-player-card><mne-control-track marker="3"></mne-control-track>
<script type="module" src="cdn/pictures/mne-player-card.js"></script><script type="module" src="cdn/pitchside.js"></script>
<script type="module">
  await Promise.all(['mne-field', 'mne-player-card', 'mne-control-track'].map((t) => customElements.whenDefined(t)));
  window.pageOk = true;
</script>`,
  'cdn/pictures/mne-field.js',
);

// A game's pictures' script (dist/cdn/pictures/mne.js, mof.js): several kinds of picture from one file.
page(
  'game-pictures-mne',
  `${FIELD}<mne-synergy-board></mne-synergy-board><mne-control-track marker="5"></mne-control-track>
<mne-hand></mne-hand><mne-scoreboard></mne-scoreboard>`,
  'cdn/pictures/mne.js',
  ' async',
);
page(
  'game-pictures-mof',
  `<mof-dice kind="attack" level="purple" value="2"></mof-dice><mof-match-wheel turn="5"></mof-match-wheel>`,
  'cdn/pictures/mof.js',
  ' async',
);

// What MNE's pictures download on demand, from the game's pictures' script: the code placing a
// selected card, then the rules to play it standing alone (the engine's copy of its own), the Goal
// Check of a shot described by its cards, a saved match.
const SAVED_MNE = JSON.stringify(mne.toJSON(mne.scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'] } })))
  .replaceAll('&', '&amp;')
  .replaceAll("'", '&#39;');
page(
  'game-pictures-mne-on-demand',
  `<mne-field id="play" selected="h-wg" scenario='{"step":"player","home":{"field":["h-cm@1,1","h-st@0,2"]}}'></mne-field>
<mne-field id="saved" state='${SAVED_MNE}'></mne-field>
<mne-synergy-board attack="5 4 2" defence="5 4"></mne-synergy-board>
<script type="module">
  await Promise.all(['mne-field', 'mne-synergy-board'].map((t) => customElements.whenDefined(t)));
  const [play, saved] = document.querySelectorAll('mne-field');
  const board = document.querySelector('mne-synergy-board');
  await Promise.all([play.updateComplete, saved.updateComplete, board.updateComplete]);
  play.shadowRoot.querySelector('button[part~="space-legal"]').click();
  await play.updateComplete;
  const cards = (field) => [...field.shadowRoot.querySelectorAll('[part~="placed"]')].map((p) => p.dataset.card);
  window.pageOk =
    cards(play).includes('h-wg') &&
    cards(saved).join() === 'h-cm,h-st' &&
    /WONDER GOAL/.test(board.shadowRoot.querySelector('[part~="outcome"]')?.textContent ?? '');
</script>`,
  'cdn/pictures/mne.js',
);

// The snippet's `async` script running while the page is still being parsed: the parser waits for
// `slow.js` (delayed by the check), the script runs meanwhile, and the tags after it are parsed later.
writeFileSync(join(site, 'slow.js'), 'window.slowLoaded = true;');
const EARLY = `<script>
  // Parsed once slow.js is in: had the script run (and asked for a file) before the rest was parsed?
  window.ranEarly = performance.getEntriesByType('resource').some((e) => /\\/cdn\\/(?!pitchside\\.js|pictures\\/)/.test(e.name)) ||
    Boolean(customElements.get('mne-control-track'));
</script>`;
page(
  'async-loader',
  `${FIELD}<script src="slow.js"></script>${EARLY}<mne-control-track marker="5"></mne-control-track>
<mne-synergy-board></mne-synergy-board><script>window.pageOk = window.ranEarly;</script>`,
  'cdn/pitchside.js',
  ' async',
);
page(
  'async-picture',
  `<script src="slow.js"></script>${EARLY}<mne-control-track marker="5"></mne-control-track>
<script>window.pageOk = window.ranEarly;</script>`,
  'cdn/pictures/mne-control-track.js',
  ' async',
);

const { url, server } = await serveFolder(site);
const browser = await launchBrowser();
const { check, summary } = checkList();

/**
 * Opens `name`.html in a fresh context (empty cache), waits until every `tags` element (searched
 * through shadow roots) is defined and rendered, and returns the problems found and the CDN files
 * requested.
 */
async function open(name, tags, { waitForPage = false, block = null, delay = null } = {}) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const problems = watchProblems(tab, { expected: block });
  const requested = [];
  tab.on('request', (r) => r.url().includes('/cdn/') && requested.push(r.url().split('/cdn/')[1]));
  // Files matching `block` fail to download, as offline or behind a filter.
  if (block) {
    await tab.setRequestInterception(true);
    tab.on('request', (r) => (block.test(r.url()) ? r.abort('internetdisconnected') : r.continue()));
  }
  // Files matching `delay` arrive after 1.5 s, as on a slow network.
  if (delay) {
    await tab.setRequestInterception(true);
    tab.on('request', (r) => (delay.test(r.url()) ? setTimeout(() => r.continue(), 1500) : r.continue()));
  }
  await tab.goto(`${url}${name}.html`, { waitUntil: 'load' });
  let shown = {};
  try {
    const handle = await tab.waitForFunction(
      (wanted) => {
        const found = {};
        const walk = (root) => {
          for (const el of root.querySelectorAll('*')) {
            if (el.localName.includes('-')) (found[el.localName] ??= []).push(el);
            if (el.shadowRoot) walk(el.shadowRoot);
          }
        };
        walk(document);
        const state = {};
        for (const tag of wanted) {
          const els = found[tag] ?? [];
          const ready =
            els.length > 0 && els.every((el) => customElements.get(tag) && el.shadowRoot?.childElementCount);
          if (!ready) return false;
          state[tag] = els.some((el) => el.shadowRoot.querySelector('[part~="problem"]')) ? 'problem' : 'rendered';
        }
        // Every custom element anywhere in the page (shadow roots too) must be defined by now.
        state.undefined = Object.keys(found).filter((tag) => !customElements.get(tag));
        return state;
      },
      { timeout: 30_000, polling: 100 },
      tags,
    );
    shown = await handle.jsonValue();
  } catch (e) {
    problems.push(`not every one of ${tags.join(', ')} rendered: ${e.message.split('\n')[0]}`);
  }
  // A page whose script reports when it is done (window.pageOk set).
  if (waitForPage)
    await tab.waitForFunction(() => window.pageOk !== undefined, { timeout: 30_000, polling: 100 }).catch(() => {});
  // Let late requests (a chunk the page should not need) show up.
  await new Promise((done) => setTimeout(done, 300));
  if (!block)
    for (const [tag, state] of Object.entries(shown))
      if (state === 'problem') problems.push(`<${tag}> shows a problem`);
  if (shown.undefined?.length) problems.push(`undefined tags in the page: ${shown.undefined.join(', ')}`);
  const pageOk = await tab.evaluate(() => window.pageOk);
  await context.close();
  return { problems, requested, pageOk, shown };
}

const ofGame = (files, game) =>
  files.filter((f) => f.startsWith(`${game}-`) || f.startsWith(`engine-${game}-`) || f === `pitchside-${game}.js`);
/** Files of a language other than English (`vi-…`, `mne-vi-…`): loaded only for a page in that language. */
const language = (files) => files.filter((f) => /^((mne|mof)-)?vi-/.test(f));
/** The code for playing matches: the elements that play them, what drives their bots, the bot bridge. */
const playing = (files) => files.filter((f) => /^((mne|mof)-play|play|bots)-/.test(f));
/** The bot bridge: downloaded with a match element's first bots. */
const bridge = (files) => files.filter((f) => f.startsWith('bots-'));
/** The bots' search code and adapters: for a bot on the main thread only (the worker has its own). */
const search = (files) => files.filter((f) => /^(engine-((mne|mof)-)?bots|bot-game-(mne|mof))-/.test(f));
/** Engine code few pages use (`mof-extras-saves`, `-scenarios`, `-validation`): only for an input that needs it. */
const extras = (files) => files.filter((f) => /^((mne|mof)-)?extras-/.test(f));
const stray = (what, files) => (files.length ? [`requested ${what}: ${files.join(', ')}`] : []);
/** The extras file of what several extras need (`mof-extras-<hash>.js`: the data validator). */
const sharedExtras = (file) => /^(mne|mof)-extras-[\w-]{7}\.js$/.test(file);
/** Problems unless the page requested the extras file named `name` and no other but the shared one. */
const onlyExtras = (files, name) => {
  const loaded = extras(files);
  const others = loaded.filter((f) => !f.startsWith(`${name}-`) && !sharedExtras(f));
  return loaded.some((f) => f.startsWith(`${name}-`)) && !others.length
    ? []
    : [`requested ${loaded.join(', ') || 'no extras'}`];
};

await check('both games on one page, and a tag added later by a script, upgrade and render', async () => {
  const r = await open('both-games', ['mne-field', 'mof-dice', 'mne-control-track']);
  return r.problems;
});
const NAMES = { mne: 'MNE', mof: 'MoF' };
for (const [game, other, tags] of [
  ['mne', 'mof', ['mne-field', 'mne-control-track', 'mne-synergy-board']],
  ['mof', 'mne', ['mof-dice', 'mof-match-wheel']],
]) {
  await check(
    `${game === 'mne' ? 'an' : 'a'} ${NAMES[game]} page downloads no ${NAMES[other]} file, nothing for playing, no Vietnamese`,
    async () => {
      const r = await open(`${game}-only`, tags);
      return [
        ...r.problems,
        ...stray(`${NAMES[other]} files`, ofGame(r.requested, other)),
        ...stray('code for playing', playing(r.requested)),
        ...stray('Vietnamese', language(r.requested)),
        ...stray('engine code for scenarios and saved games', extras(r.requested)),
      ];
    },
  );
}
await check('a page in Vietnamese downloads its messages and shows them, nothing of MoF', async () => {
  const r = await open('vi', ['mne-field', 'mne-control-track']);
  const wanted = ['vi', 'mne-vi'].filter((name) => !r.requested.some((f) => f.startsWith(`${name}-`)));
  return [
    ...r.problems,
    ...(wanted.length ? [`did not request ${wanted.join(', ')}`] : []),
    ...(r.pageOk ? [] : ['<mne-control-track> is not in Vietnamese']),
    ...stray('MoF files', ofGame(r.requested, 'mof')),
  ];
});
for (const [game, other, tags] of [
  ['mne', 'mof', ['mne-match', 'mne-field', 'mne-control-track', 'mne-scoreboard']],
  ['mof', 'mne', ['mof-match', 'mof-match-wheel']],
]) {
  await check(
    `<${game}-match> defines every tag it renders in its shadow root; its bots need no search code on the page`,
    async () => {
      const r = await open(`${game}-match`, tags);
      return [
        ...r.problems,
        ...(bridge(r.requested).length ? [] : ['the bot bridge was not requested']),
        ...stray('search code', search(r.requested)),
        ...stray(`${NAMES[other]} files`, ofGame(r.requested, other)),
        ...stray('engine code for scenarios and saved games', extras(r.requested)),
      ];
    },
  );
}
await check('<mof-match bots=""> (two persons) downloads no bot bridge', async () => {
  const r = await open('mof-hotseat', ['mof-match', 'mof-match-wheel']);
  return [...r.problems, ...stray('the bot bridge', bridge(r.requested))];
});
await check('when the bot bridge cannot be downloaded, <mof-match> says so and nothing throws', async () => {
  const r = await open('mof-bots-offline', ['mof-match'], { block: /\/cdn\/bots-/, waitForPage: true });
  return [
    ...r.problems,
    ...(r.pageOk ? [] : ['<mof-match> shows no message about its bots']),
    ...(bridge(r.requested).length === 1 ? [] : [`requested ${bridge(r.requested).join(', ') || 'no bot bridge'}`]),
  ];
});
await check('<mof-match-wheel state> given a saved match downloads mof-extras-saves, nothing for playing', async () => {
  const r = await open('mof-saved', ['mof-match-wheel']);
  return [
    ...r.problems,
    ...onlyExtras(r.requested, 'mof-extras-saves'),
    ...stray('code for playing', playing(r.requested)),
  ];
});
await check(
  '<mof-player-card definition> downloads the validator (mof-extras-validation) and shows the card',
  async () => {
    const r = await open('mof-definition', ['mof-player-card'], { waitForPage: true });
    return [
      ...r.problems,
      ...onlyExtras(r.requested, 'mof-extras-validation'),
      ...(r.pageOk ? [] : ['<mof-player-card> does not show the player of its definition']),
      ...stray('code for playing', playing(r.requested)),
    ];
  },
);
await check('<mof-match scenario> downloads mof-extras-scenarios', async () => {
  const r = await open('mof-scenario', ['mof-match', 'mof-match-wheel']);
  return [...r.problems, ...onlyExtras(r.requested, 'mof-extras-scenarios')];
});
await check(
  'when the mof-extras files cannot be downloaded, the elements show their error state and nothing throws',
  async () => {
    const r = await open('mof-extras-offline', ['mof-match', 'mof-match-wheel'], { block: /\/cdn\/mof-extras-/ });
    const wrong = ['mof-match', 'mof-match-wheel'].filter((tag) => r.shown[tag] !== 'problem');
    return [
      ...r.problems,
      ...(wrong.length ? [`no error state in ${wrong.map((tag) => `<${tag}>`).join(', ')}`] : []),
      ...(['mof-extras-saves', 'mof-extras-scenarios'].every((name) =>
        r.requested.some((f) => f.startsWith(`${name}-`)),
      )
        ? []
        : [`requested ${extras(r.requested).join(', ') || 'no extras'}`]),
    ];
  },
);
for (const [game, other, tags] of [
  ['mne', 'mof', ['mne-match', 'mne-field']],
  ['mof', 'mne', ['mof-match', 'mof-match-wheel']],
])
  await check(
    `<${game}-match> without Workers: its bots run on the page, with the search code of ${game} only`,
    async () => {
      const r = await open(`${game}-main-thread`, tags, { waitForPage: true });
      return [
        ...r.problems,
        ...(r.pageOk ? [] : [`bot-game-${game} was not loaded`]),
        ...(search(r.requested).some((f) => f.startsWith(`engine-${game}-bots-`))
          ? []
          : [`engine-${game}-bots not loaded`]),
        ...stray(`${other === 'mne' ? 'MNE' : 'MoF'} files`, ofGame(r.requested, other)),
      ];
    },
  );
await check("observe() finds tags in a shadow root of the page's own", async () => {
  const r = await open('own-shadow-root', ['mof-dice']);
  return r.problems;
});
await check('pitchside-mne.js defines the MNE tags at once and exports their classes', async () => {
  const r = await open('eager-mne', ['mne-field']);
  return [...r.problems, ...(r.pageOk ? [] : ['the exported classes are not the defined ones'])];
});
await check('pitchside-mof.js and the autoloader on one page share their chunks', async () => {
  const r = await open('eager-mof-and-loader', ['mof-dice', 'mne-control-track']);
  const twice = r.requested.filter((f, i) => r.requested.indexOf(f) !== i);
  return [
    ...r.problems,
    ...(r.pageOk ? [] : ['the exported class is not the defined one']),
    ...(twice.length ? [`requested twice: ${twice.join(', ')}`] : []),
  ];
});

await check("a picture's own script: one file, its tags and the tags it renders defined", async () => {
  // The Sub Space shows player cards, each an element of its own.
  const r = await open('picture-sub-space', ['mne-sub-space', 'mne-player-card']);
  return [
    ...r.problems,
    ...(r.requested.join() === 'pictures/mne-sub-space.js' ? [] : [`requested ${r.requested.join(', ')}`]),
  ];
});
await check("a picture's own script: the field alone, one file", async () => {
  const r = await open('picture-field', ['mne-field']);
  return [
    ...r.problems,
    ...(r.requested.join() === 'pictures/mne-field.js' ? [] : [`requested ${r.requested.join(', ')}`]),
  ];
});
for (const [game, shown, none] of [
  ['mne', ['mne-field', 'mne-synergy-board', 'mne-control-track', 'mne-hand', 'mne-scoreboard'], ['mne-match']],
  ['mof', ['mof-dice', 'mof-match-wheel'], ['mof-match', 'mof-championship']],
])
  await check(`pictures/${game}.js: one file defines ${NAMES[game]}'s pictures and no match`, async () => {
    const r = await open(`game-pictures-${game}`, shown, { waitForPage: false });
    // Every picture of the game (the build's list), not only those this page shows.
    const tags = pictureTags()
      .map((p) => p.tag)
      .filter((tag) => tag.startsWith(`${game}-`));
    const defined = await (async () => {
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      await tab.goto(`${url}game-pictures-${game}.html`, { waitUntil: 'load' });
      await tab.waitForFunction((t) => t.every((tag) => customElements.get(tag)), { timeout: 30_000 }, tags);
      const out = await tab.evaluate((n) => n.filter((tag) => customElements.get(tag)), none);
      await context.close();
      return out;
    })();
    return [
      ...r.problems,
      ...(r.requested.join() === `pictures/${game}.js` ? [] : [`requested ${r.requested.join(', ')}`]),
      ...stray('match elements defined', defined),
    ];
  });
await check(
  'pictures/mne.js: a card to place, a shot by its cards and a saved match load their files beside it',
  async () => {
    const r = await open('game-pictures-mne-on-demand', ['mne-field', 'mne-synergy-board'], { waitForPage: true });
    const wanted = ['mne-extras-placing', 'mne-extras-rules', 'mne-extras-shot'];
    const got = r.requested.map((f) => f.replace(/^pictures\//, '').replace(/-[\w-]{7}\.js$/, ''));
    return [
      ...r.problems,
      ...(r.pageOk ? [] : ['the card was not placed, the shot not computed or the saved match not shown']),
      ...stray(
        'files outside pictures/',
        r.requested.filter((f) => !f.startsWith('pictures/')),
      ),
      ...wanted.filter((name) => !got.includes(name)).map((name) => `${name} was not downloaded`),
    ];
  },
);
await check("a picture's own script in Vietnamese downloads its messages and shows them", async () => {
  const r = await open('picture-vi', ['mne-control-track'], { waitForPage: true });
  return [
    ...r.problems,
    ...(r.pageOk ? [] : ['<mne-control-track> is not in Vietnamese']),
    ...stray(
      'files outside pictures/',
      r.requested.filter((f) => !f.startsWith('pictures/')),
    ),
  ];
});
await check("two pictures' scripts and the autoloader on one page: each tag defined once, no error", async () => {
  const r = await open('pictures-and-loader', ['mne-field', 'mne-player-card', 'mne-control-track'], {
    waitForPage: true,
  });
  return [...r.problems, ...(r.pageOk ? [] : ['not every tag was defined'])];
});
await check(
  'the autoloader with `async`, run while the page is parsed, loads the tags parsed before and after',
  async () => {
    const r = await open('async-loader', ['mne-field', 'mne-control-track', 'mne-synergy-board'], {
      delay: /\/slow\.js$/,
      waitForPage: true,
    });
    return [...r.problems, ...(r.pageOk ? [] : ['the loader did not run before the page was parsed'])];
  },
);
await check("a picture's own script with `async`, run while the page is parsed, upgrades its tag", async () => {
  const r = await open('async-picture', ['mne-control-track'], { delay: /\/slow\.js$/, waitForPage: true });
  return [...r.problems, ...(r.pageOk ? [] : ['the script did not run before the page was parsed'])];
});
await browser.close();
server.close();
rmSync(site, { recursive: true, force: true });
process.exit(summary() === 0 ? 0 : 1);
