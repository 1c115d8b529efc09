#!/usr/bin/env node
/* global document, window, location */
// Checks the built docs site (docs/_site) as readers see it, in Chromium: every page fits a 360 px
// wide phone (no sideways scrolling: `scrollWidth <= 360`), shows no raw Markdown fences (```) in
// its text, and links only to pages, files and #anchors that exist; a page's deferred live examples
// start when scrolled to, with no console error. Needs `npm run build` first. Prints "N passed, N failed".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.mjs';
import { checkList, watchProblems } from './page-checks.mjs';
import { serveFolder } from './static-server.mjs';

const SITE = 'docs/_site';
const PHONE = 360;
if (!existsSync(join(SITE, 'index.html'))) {
  console.error(`check-docs-site: ${SITE}/index.html is missing; run \`npm run build\` first.`);
  process.exit(1);
}
// The site's own pages (TypeDoc's API pages have their own layout and checks).
const pages = readdirSync(SITE)
  .filter((f) => f.endsWith('.html'))
  .sort();

const { check, summary } = checkList();

/** The built file a same-site URL path names, or null. */
function fileOf(path) {
  const file = join(SITE, decodeURIComponent(path));
  if (existsSync(file) && !file.endsWith('/')) return statSync(file).isDirectory() ? join(file, 'index.html') : file;
  return existsSync(join(file, 'index.html')) ? join(file, 'index.html') : null;
}
const idsOf = (file) => new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

const { url, server } = await serveFolder(SITE, 0, { cache: true });
const browser = await launchBrowser();
try {
  for (const page of pages) {
    const tab = await browser.newPage();
    const problems = watchProblems(tab);
    await tab.setViewport({ width: PHONE, height: 740, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    await tab.goto(new URL(page, url).href, { waitUntil: 'networkidle0', timeout: 60_000 });
    // Scroll through the page so that deferred examples start and every element renders.
    await tab.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      // On a slow machine a step can pass an example between two frames, and a busy page can draw
      // its next frame late: scroll to each one left (a reader who stops at it) and give it up to
      // 10 s to start.
      for (const demo of document.querySelectorAll('.demo.deferred')) {
        demo.scrollIntoView({ block: 'center' });
        for (let waited = 0; demo.classList.contains('deferred') && waited < 10_000; waited += 100)
          await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await tab.waitForNetworkIdle({ idleTime: 300, timeout: 60_000 }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const found = await tab.evaluate(() => {
      const wide = [];
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        const edge = document.documentElement.clientWidth + 1;
        // The outermost elements that stick out (not each of their descendants).
        if (r.right > edge && !el.closest('pre') && !(el.parentElement.getBoundingClientRect().right > edge))
          wide.push(
            `<${el.localName}${el.className ? ` class="${el.className}"` : ''}> ends at ${Math.round(r.right)} px`,
          );
      }
      const text = document.body.innerText;
      return {
        width: document.documentElement.scrollWidth,
        wide: wide.slice(0, 5),
        fences: (text.match(/.{0,30}```.{0,30}/g) ?? []).slice(0, 3),
        deferred: document.querySelectorAll('template[data-defer]').length,
        links: [...document.querySelectorAll('a[href], img[src], script[src], link[href]')]
          .map((el) => el.href || el.src)
          .filter((link) => new URL(link).origin === location.origin),
      };
    });
    await check(`${page}: fits a ${PHONE} px phone (scrollWidth ${found.width})`, () =>
      found.width <= PHONE ? [] : [`the page is ${found.width} px wide`, ...found.wide],
    );
    await check(`${page}: no raw Markdown fences in the text`, () =>
      found.fences.map((f) => `shows “${f.replace(/\n/g, '⏎')}”`),
    );
    await check(`${page}: every internal link names a file of the site (and an id on it)`, () =>
      found.links.flatMap((link) => {
        const { pathname, hash } = new URL(link);
        const file = fileOf(pathname);
        if (!file) return [`${link}: no such file`];
        const id = decodeURIComponent(hash.slice(1));
        return id && file.endsWith('.html') && !idsOf(file).has(id) ? [`${link}: no id="${id}" there`] : [];
      }),
    );
    await check(`${page}: every live example started, no console errors`, () => [
      ...(found.deferred ? [`${found.deferred} deferred example(s) never started`] : []),
      ...problems,
    ]);
    await tab.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(summary() === 0 ? 0 : 1);
