#!/usr/bin/env node
/* global document -- the functions passed to page.evaluate run in the browser */
// Online play end to end, as examples/online sets it up: boardgame.io's real Server on 127.0.0.1
// (examples/online/server.mjs) and, in Chromium, the example's page (examples/online/play.js,
// bundled from the built packages): one page creates a match in the lobby, a second opens the
// invitation link, a third the spectator's link; each shows a match element in controlled mode
// bound through `connectMatch`. A small player added to the seats' pages (test-only) picks one of
// `legalActions(view)` whenever its element shows a view where its seat acts, and sends it as the
// element's action event. A whole MNE match and a whole MoF match are played this way.
//
// Every WebSocket frame each page receives is read off the wire (Chrome DevTools Protocol) and
// checked against the server's own record of the match (its storage, by move number): the page's
// `G` is exactly the engine's view and events for its own seat at that move, no other seat's move
// arguments are in its log, and no initial state is sent. Needs `npm run build` first. Prints
// "N passed, N failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveOnlineExample } from './online-example-site.mjs';

const EXAMPLE = resolve('examples/online');
const engine = await import(pathToFileURL(resolve('packages/engine/dist/index.js')).href);
const { startServer } = await import(pathToFileURL(join(EXAMPLE, 'server.mjs')).href);
const GAMES = { mne: engine.mne, mof: engine.mof };
/** How long one whole match may take before the check gives up. */
const MATCH_TIMEOUT_MS = 240_000;

// ── The server, recording each stored state by match and move number ──────────────────────────
const { url: serverUrl, server, stop } = await startServer(0);
/** matchID → moves → the server's `G` ({ state, events, moves }). */
const stored = new Map();
const db = server.app.context.db;
const record = (matchID, state) => {
  if (!stored.has(matchID)) stored.set(matchID, new Map());
  stored.get(matchID).set(state.G.moves, state.G);
};
const setState = db.setState.bind(db);
db.setState = (matchID, state, deltalog) => (record(matchID, state), setState(matchID, state, deltalog));
const createMatch = db.createMatch.bind(db);
db.createMatch = (matchID, opts) => (record(matchID, opts.initialState), createMatch(matchID, opts));

// ── The page: the example's HTML and script, plus the test's player on the seats' pages ──────────
const site = mkdtempSync(join(tmpdir(), 'pitchside-online-'));
const AUTOPLAY = `
import { mne, mof } from '@pitchside/engine';
// Test-only: acts for this page's seat with a random legal action of the view its element shows.
let answered;
setInterval(() => {
  const element = document.querySelector('#match > *');
  const view = element?.view;
  if (!view || view === answered || new URLSearchParams(location.search).has('watch')) return;
  const game = element.localName.startsWith('mne') ? mne : mof;
  const actions = game.legalActions(view);
  if (!actions.length) return;
  answered = view;
  const action = actions[Math.floor(Math.random() * actions.length)];
  element.dispatchEvent(new CustomEvent(element.localName.slice(0, 3) + '-action', { detail: { action }, bubbles: true, composed: true }));
}, 10);
`;
const { url: siteUrl, server: siteServer } = await serveOnlineExample(site, AUTOPLAY);

// ── The wire ─────────────────────────────────────────────────────────────────────────────────────
/** Every socket.io event a page receives over its WebSocket, as [name, ...args]. */
async function listen(tab) {
  const received = [];
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    // socket.io's event packets: 4 (message) 2 (event), the namespace, then the JSON array.
    const m = /^42(?:\/[^,[]*,)?(\[.*)$/s.exec(response.payloadData);
    if (m) received.push(JSON.parse(m[1]));
  });
  return received;
}

const json = (x) => JSON.parse(JSON.stringify(x));

/** What is wrong with the frames one page received (seat: 'spectator' or the engine seat). */
function wireProblems(id, matchID, seat, playerID, frames) {
  const game = GAMES[id];
  const byMove = stored.get(matchID);
  const problems = [];
  let updates = 0;
  for (const [event, ...args] of frames) {
    if (JSON.stringify(args).includes('"credentials"')) problems.push(`${seat}: credentials in a ${event} message`);
    let G;
    let log;
    if (event === 'sync') {
      const info = args[1];
      if (info.initialState !== undefined) problems.push(`${seat}: sync sent the initial state`);
      G = info.state.G;
      log = info.log ?? [];
    } else if (event === 'update') {
      G = args[1].G;
      log = args[2] ?? [];
    } else if (event === 'patch') {
      problems.push(`${seat}: a patch message (its contents are not checked)`);
      continue;
    } else continue;
    updates++;
    const truth = byMove?.get(G.moves);
    if (!truth) {
      problems.push(`${seat}: move ${G.moves} is not in the server's record`);
      continue;
    }
    if (G.seat !== seat) problems.push(`${seat}: an update for ${G.seat}`);
    if (!isDeepStrictEqual(G.view, json(game.viewFor(truth.state, seat)))) {
      problems.push(`${seat}: the view after move ${G.moves} is not the engine's view for ${seat}`);
    }
    if (!isDeepStrictEqual(G.events, json(truth.events[seat] ?? []))) {
      problems.push(`${seat}: the events of move ${G.moves} are not the engine's events for ${seat}`);
    }
    for (const entry of log) {
      const p = entry.action?.payload ?? {};
      if (entry.action?.type === 'MAKE_MOVE' && p.playerID !== playerID && p.args !== null) {
        problems.push(`${seat}: received ${p.playerID}'s move ${JSON.stringify(p.args)} in the log`);
      }
    }
  }
  if (updates === 0) problems.push(`${seat}: no update received`);
  return problems;
}

// ── A match between two pages, with a spectator ──────────────────────────────────────────────────
const browser = await launchBrowser();
const { check, summary } = checkList();

async function playMatch(id) {
  const tabs = [];
  const open = async (href) => {
    const tab = await browser.newPage();
    const problems = watchProblems(tab);
    const frames = await listen(tab);
    await tab.goto(href);
    tabs.push(tab);
    return { tab, problems, frames };
  };
  const host = await open(`${new URL('index.html', siteUrl)}?game=${id}&server=${encodeURIComponent(serverUrl)}`);
  await host.tab.waitForSelector('#create:not([hidden])');
  await host.tab.click('#create');
  await host.tab.waitForFunction(() => document.querySelector('#invite')?.href);
  const [invite, watch] = await host.tab.evaluate(() => [
    document.querySelector('#invite').href,
    document.querySelector('#watch').href,
  ]);
  const matchID = new URL(invite).searchParams.get('match');
  // The spectator first, so that it follows the match from its start.
  const spectator = await open(watch);
  await spectator.tab.waitForFunction(() => document.querySelector('#match > *')?.view !== undefined);
  const friend = await open(invite);
  const state = () => {
    const G = stored.get(matchID);
    return G && G.get(Math.max(...G.keys())).state;
  };
  const started = Date.now();
  while (!GAMES[id].isOver(state())) {
    if (Date.now() - started > MATCH_TIMEOUT_MS) throw new Error(`${id}: the match did not end in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const final = state();
  const moves = Math.max(...stored.get(matchID).keys());
  // Every page shows the final position (its element got the last view).
  for (const page of [host, friend, spectator]) {
    await page.tab.waitForFunction(() => {
      const view = document.querySelector('#match > *')?.view;
      return view?.phase === 'over' || view?.stage === 'over';
    });
  }
  const seats = id === 'mne' ? ['home', 'away'] : final.seats;
  const pages = [
    [host, seats[0], '0'],
    [friend, seats[1], '1'],
    [spectator, 'spectator', null],
  ];
  const problems = [];
  for (const [page, seat, playerID] of pages) {
    problems.push(...page.problems.map((p) => `${seat}'s page: ${p}`));
    problems.push(...wireProblems(id, matchID, seat, playerID, page.frames));
    const error = await page.tab.evaluate(
      () => document.querySelector('#match > *').shadowRoot?.querySelector('[role="alert"]')?.textContent,
    );
    if (error) problems.push(`${seat}'s element shows an error: ${error}`);
  }
  for (const tab of tabs) await tab.close();
  return { problems, moves, frames: pages.map(([p]) => p.frames.length) };
}

try {
  for (const id of ['mne', 'mof']) {
    await check(
      `${id}: a whole match between two pages through the server; every message holds only its seat's view`,
      async () => {
        const { problems, moves, frames } = await playMatch(id);
        console.log(`    ${id}: ${moves} moves; frames received by the pages: ${frames.join(', ')}`);
        return problems;
      },
    );
  }
} finally {
  await browser.close();
  siteServer.close();
  await stop();
  rmSync(site, { recursive: true, force: true });
}
process.exitCode = summary() ? 1 : 0;
