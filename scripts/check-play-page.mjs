#!/usr/bin/env node
/* global document -- the functions passed to page.evaluate run in the browser */
// The docs site's "Play with a friend" page (docs/play.html, with examples/online/play.js bundled by
// the docs build) against `@pitchside/server` (its built dist, on 127.0.0.1 with a scratch data
// folder), in Chromium: one page creates a match, a second opens the invitation, a third the
// spectator's link; the two players make moves through their match elements; the server is stopped
// and started again on the same folder and port, and the pages reconnect by themselves and play
// on from the same move. Without a server the page says so. Needs `npm run build` first. Prints
// "N passed, N failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';

const imported = (path) => import(pathToFileURL(resolve(path)).href);
const { startServer } = await imported('packages/server/dist/index.js');
const { mne } = await imported('packages/engine/dist/index.js');

const data = mkdtempSync(join(tmpdir(), 'pitchside-play-page-'));
let server = await startServer({ port: 0, data, log: () => {} });
const { url: siteUrl, server: site } = await serveFolder('docs/_site');
// Every wait below polls: a tab in the background gets no animation frames.
const browser = await launchBrowser();
const { check, summary } = checkList();
// While the server is down, the browser reports each failed reconnection attempt: expected here.
const ignore = [/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/];

const pageUrl = (params) => `${new URL('play.html', siteUrl)}?${new URLSearchParams(params)}`;
const viewOf = (tab) => tab.evaluate(() => JSON.stringify(document.querySelector('#match > *')?.view ?? null));
const status = (tab) => tab.evaluate(() => document.querySelector('#status').textContent);

/** One move: the seat whose view has legal actions chooses one, through its element's action event. */
async function move(seats) {
  for (const tab of seats) {
    const view = JSON.parse(await viewOf(tab));
    const actions = view ? mne.legalActions(view) : [];
    if (!actions.length) continue;
    await tab.evaluate((action) => {
      const el = document.querySelector('#match > *');
      el.dispatchEvent(new CustomEvent('mne-action', { detail: { action }, bubbles: true, composed: true }));
    }, actions[0]);
    return;
  }
  throw new Error('no seat has a move');
}

/** What each page shows (its element's view). */
const shownViews = (tabs) => Promise.all(tabs.map(viewOf));

try {
  await check(
    'play.html: create a match, open the invitation and the spectator link, play, restart the server',
    async () => {
      const problems = [];
      const open = async (href) => {
        const tab = await browser.newPage();
        const watched = watchProblems(tab, { ignore });
        await tab.goto(href);
        return { tab, watched };
      };
      const host = await open(pageUrl({ game: 'mne', server: server.url }));
      await host.tab.waitForSelector('#create:not([hidden])');
      await host.tab.click('#create');
      await host.tab.waitForFunction(() => document.querySelector('#invite')?.href, { polling: 50 });
      const [invite, watch] = await host.tab.evaluate(() => [
        document.querySelector('#invite').href,
        document.querySelector('#watch').href,
      ]);
      const friend = await open(invite);
      const spectator = await open(watch);
      const pages = [host, friend, spectator];
      const shown = () => document.querySelector('#match > *')?.view !== undefined;
      for (const p of pages) await p.tab.waitForFunction(shown, { timeout: 20_000, polling: 50 });
      const seats = [host.tab, friend.tab];
      for (let i = 0; i < 6; i++) {
        const before = await viewOf(spectator.tab);
        await move(seats);
        await spectator.tab.waitForFunction(
          (v) => JSON.stringify(document.querySelector('#match > *').view) !== v,
          { polling: 50 },
          before,
        );
      }
      // The server goes away: the seats' pages say they are reconnecting; it comes back on the same
      // folder and port, and they reconnect by themselves, showing the match where it was.
      const port = server.port;
      const atStop = await shownViews(pages.map((p) => p.tab));
      await server.stop();
      for (const tab of seats)
        await tab.waitForFunction(() => /Reconnecting/.test(document.querySelector('#status').textContent), {
          polling: 50,
        });
      server = await startServer({ port, data, log: () => {} });
      for (const tab of seats)
        await tab.waitForFunction(() => document.querySelector('#status').textContent === '', {
          timeout: 20_000,
          polling: 50,
        });
      const afterRestart = await shownViews(pages.map((p) => p.tab));
      if (JSON.stringify(afterRestart) !== JSON.stringify(atStop))
        problems.push('a page shows another position after the restart');
      for (let i = 0; i < 4; i++) {
        const before = await viewOf(spectator.tab);
        await move(seats);
        await spectator.tab.waitForFunction(
          (v) => JSON.stringify(document.querySelector('#match > *').view) !== v,
          { polling: 50 },
          before,
        );
      }
      for (const [name, p] of [
        ['host', host],
        ['friend', friend],
        ['spectator', spectator],
      ]) {
        problems.push(...p.watched.map((x) => `${name}'s page: ${x}`));
        const error = await p.tab.evaluate(
          () => document.querySelector('#match > *').shadowRoot?.querySelector('[role="alert"]')?.textContent,
        );
        if (error) problems.push(`${name}'s element shows an error: ${error}`);
        await p.tab.close();
      }
      return problems;
    },
  );

  await check('play.html without a server: the page says there is none, and where it looked', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageUrl({ game: 'mof', server: 'http://127.0.0.1:9' }));
    await tab.waitForSelector('#create:not([hidden])');
    await tab.click('#create');
    await tab.waitForFunction(() => document.querySelector('#status').textContent !== '', { polling: 50 });
    const text = await status(tab);
    await tab.close();
    return /No game server at http:\/\/127\.0\.0\.1:9/.test(text) ? [] : [`the page says: ${text}`];
  });
} finally {
  await browser.close();
  site.close();
  await server.stop();
  rmSync(data, { recursive: true, force: true });
}
process.exitCode = summary() ? 1 : 0;
