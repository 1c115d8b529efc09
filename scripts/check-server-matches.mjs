#!/usr/bin/env node
/* global document, window -- the functions passed to page.evaluate run in the browser */
// Whole matches through `pitchside-server`, in Chromium, surviving `kill -9`: for each game (MNE,
// MoF) and each store (the embedded one; PostgreSQL when PITCHSIDE_TEST_POSTGRES is set, as CI
// sets it), the built CLI runs as a child process on 127.0.0.1 and two pages of the "play with a
// friend" example (examples/online/play.js, bundled here) play a whole match against each other
// (spectators' pages are checked by check-online.mjs and check-play-page.mjs). A small test-only
// player on both pages sends a random legal action of the view its element shows whenever its seat
// must act. A few moves in, the server is killed with SIGKILL while moves are in flight and started
// again on the same store and port; the pages reconnect by themselves and play on to the end.
//
// Then the server is killed again and its store opened here: the stored log's moves, replayed
// with the engine from the stored initial state, give exactly the stored final state (a finished
// match); every view either page showed, before the kill or after, is one of the views that history
// gives its seat (nothing a player saw was lost); and each page ends on the final view for its seat.
// Needs `npm run build` first. Prints "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveOnlineExample } from './online-example-site.mjs';

const imported = (path) => import(pathToFileURL(resolve(path)).href);
const engine = await imported('packages/engine/dist/index.js');
const { FileStore, PostgresStore } = await imported('packages/server/dist/index.js');
const CLI = resolve('packages/server/dist/cli.js');
const GAMES = { mne: engine.mne, mof: engine.mof };
/** Moves sent by the pages before the server is killed. */
const KILL_AFTER = { mne: 24, mof: 8 };
/** How long one whole match may take before the check gives up. */
const MATCH_TIMEOUT_MS = 120_000;
const POSTGRES = process.env.PITCHSIDE_TEST_POSTGRES;

// ── The page: the example's HTML and script, plus the test's player ───────────────────────────────
const site = mkdtempSync(join(tmpdir(), 'pitchside-server-matches-'));
const AUTOPLAY = `
import { mne, mof } from '@pitchside/engine';
// Test-only: records every view the page's element shows, and acts for this page's seat with a
// random legal action of it.
window.__views = [];
window.__sent = 0;
let seen;
let answered;
setInterval(() => {
  const element = document.querySelector('#match > *');
  const view = element?.view;
  if (!view) return;
  if (view !== seen) {
    seen = view;
    window.__views.push(JSON.stringify(view));
  }
  if (view === answered || new URLSearchParams(location.search).has('watch')) return;
  const game = element.localName.startsWith('mne') ? mne : mof;
  const actions = game.legalActions(view);
  if (!actions.length) return;
  answered = view;
  window.__sent++;
  const action = actions[Math.floor(Math.random() * actions.length)];
  element.dispatchEvent(new CustomEvent(element.localName.slice(0, 3) + '-action', { detail: { action }, bubbles: true, composed: true }));
}, 10);
`;
const { url: siteUrl, server: siteServer } = await serveOnlineExample(site, AUTOPLAY);

// ── The server, a child process that can be killed ────────────────────────────────────────────────
function freePort() {
  return new Promise((res, rej) => {
    const probe = createServer();
    probe.once('error', rej);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => res(port));
    });
  });
}

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

async function startServer(args, port) {
  const child = spawn(process.execPath, [CLI, '--port', String(port), '--host', '127.0.0.1', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  children.add(child);
  const exited = new Promise((r) => child.once('exit', r)).then(() => children.delete(child));
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const url = await new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error(`the server did not start: ${err}`)), 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Pitchside server on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res(m[1]);
      }
    });
    child.once('exit', (code) => rej(new Error(`the server exited (${code}): ${err}`)));
  });
  return {
    url,
    stderr: () => err,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

// ── What the moves give ───────────────────────────────────────────────────────────────────────────
/** JSON with sorted keys: two equal values give the same text whatever order their keys were made in. */
const canon = (x) =>
  JSON.stringify(x, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );

/** Replays the stored log from the stored initial state; compares with the stored final state. */
function replay(id, stored) {
  const game = GAMES[id];
  let s = stored.initialState.G.state;
  const history = [s];
  for (const entry of stored.log ?? []) {
    const { type, payload } = entry.action;
    if (type !== 'MAKE_MOVE' || payload.type !== 'act') continue;
    s = game.applyAction(s, payload.args[0]).state;
    history.push(s);
  }
  const problems = [];
  if (canon(s) !== canon(stored.state.G.state)) problems.push('the stored moves do not give the stored final state');
  if (stored.state.G.moves !== history.length - 1)
    problems.push(`the state says ${stored.state.G.moves} moves; the log holds ${history.length - 1}`);
  if (!game.isOver(s)) problems.push('the stored match is not over');
  return { history, final: s, problems };
}

// ── A whole match ─────────────────────────────────────────────────────────────────────────────────
const browser = await launchBrowser();
const { check, summary } = checkList();
// While the server is down, the browser reports each failed reconnection attempt: expected here.
const ignore = [/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/];

async function playMatch(id, store) {
  const port = await freePort();
  let server = await startServer(store.args, port);
  const tabs = [];
  try {
    const open = async (href) => {
      const tab = await browser.newPage();
      const problems = watchProblems(tab, { ignore });
      await tab.goto(href);
      tabs.push(tab);
      return { tab, problems };
    };
    const host = await open(`${new URL('index.html', siteUrl)}?game=${id}&server=${encodeURIComponent(server.url)}`);
    await host.tab.waitForSelector('#create:not([hidden])');
    await host.tab.click('#create');
    await host.tab.waitForFunction(() => document.querySelector('#invite')?.href, { polling: 50 });
    const invite = await host.tab.evaluate(() => document.querySelector('#invite').href);
    const matchID = new URL(invite).searchParams.get('match');
    const friend = await open(invite);
    const seatsPages = [host, friend];
    const started = Date.now();
    const waitFor = async (what, ok) => {
      while (!(await ok())) {
        if (Date.now() - started > MATCH_TIMEOUT_MS) throw new Error(`${id}: timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const sent = async () => {
      let n = 0;
      for (const p of seatsPages) n += await p.tab.evaluate(() => window.__sent);
      return n;
    };

    // kill -9 while the pages play, then start again on the same store and port.
    await waitFor(`${KILL_AFTER[id]} moves`, async () => (await sent()) >= KILL_AFTER[id]);
    await server.kill();
    const movesAtKill = await sent();
    for (const p of seatsPages)
      await waitFor('the pages see the server gone', () =>
        p.tab.evaluate(() => /Reconnecting/.test(document.querySelector('#status').textContent)),
      );
    server = await startServer(store.args, port);
    for (const p of seatsPages)
      await waitFor('the pages reconnect', () =>
        p.tab.evaluate(() => document.querySelector('#status').textContent === ''),
      );

    // To the end of the match (the lobby says when it is over).
    await waitFor('the end of the match', async () => {
      const res = await fetch(`${server.url}/games/${id}/${matchID}`).catch(() => undefined);
      return Boolean(res?.ok && (await res.json()).gameover);
    });
    await server.kill();
    const stored = await store.read(matchID);
    const { history, final, problems } = replay(id, stored);

    // Every view a page showed is in that history; each page ends on the final one.
    const seats = id === 'mne' ? ['home', 'away'] : final.seats;
    const pages = [
      [host, seats[0]],
      [friend, seats[1]],
    ];
    const game = GAMES[id];
    for (const [page, seat] of pages) {
      const views = new Set(history.map((s) => canon(game.viewFor(s, seat))));
      const last = canon(game.viewFor(final, seat));
      await waitFor(`${seat}'s page shows the final view`, async () => {
        const shown = await page.tab.evaluate(() => window.__views.at(-1));
        return canon(JSON.parse(shown)) === last;
      });
      const shown = await page.tab.evaluate(() => window.__views);
      const lost = shown.filter((v) => !views.has(canon(JSON.parse(v)))).length;
      if (lost) problems.push(`${seat}'s page showed ${lost} views that are not in the stored match`);
      problems.push(...page.problems.map((p) => `${seat}'s page: ${p}`));
      const error = await page.tab.evaluate(
        () => document.querySelector('#match > *').shadowRoot?.querySelector('[role="alert"]')?.textContent,
      );
      if (error) problems.push(`${seat}'s element shows an error: ${error}`);
    }
    if (/unhandled|TypeError|ReferenceError/i.test(server.stderr())) problems.push(`server: ${server.stderr()}`);
    return { problems, moves: history.length - 1, movesAtKill, seconds: (Date.now() - started) / 1000 };
  } finally {
    for (const tab of tabs) await tab.close();
    await server.kill();
  }
}

const data = mkdtempSync(join(tmpdir(), 'pitchside-server-matches-data-'));
const STORES = [
  {
    name: 'the embedded store',
    args: ['--data', data],
    read: async (matchID) => {
      const store = new FileStore(data);
      await store.connect();
      const got = await store.fetch(matchID, { state: true, log: true, initialState: true });
      await store.close();
      return got;
    },
  },
  POSTGRES && {
    name: 'PostgreSQL',
    args: ['--db', POSTGRES],
    read: async (matchID) => {
      const store = new PostgresStore(POSTGRES);
      await store.connect();
      const got = await store.fetch(matchID, { state: true, log: true, initialState: true });
      await store.close();
      return got;
    },
  },
].filter(Boolean);
if (!POSTGRES) console.log('PITCHSIDE_TEST_POSTGRES is not set: the embedded store only');

try {
  for (const store of STORES) {
    for (const id of ['mne', 'mof']) {
      await check(
        `${id} with ${store.name}: a whole match between two Chromium pages, kill -9 mid-match, nothing lost`,
        async () => {
          const { problems, moves, movesAtKill, seconds } = await playMatch(id, store);
          console.log(`    ${moves} moves, killed after ${movesAtKill} sent, ${seconds.toFixed(1)} s`);
          return problems;
        },
      );
    }
  }
} finally {
  await browser.close();
  siteServer.close();
  rmSync(site, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
}
process.exitCode = summary() ? 1 : 0;
