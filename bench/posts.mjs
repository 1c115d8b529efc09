// What a blog post pays for the pictures it shows: a plain page holding a few illustration elements
// and the CDN autoloader, loaded in Chromium as a reader on a phone would (4× slower CPU, slow 4G:
// 150 ms round trip, 1.6 Mbps down, 750 kbps up; an empty cache), the CDN files served gzipped from
// a local server. Two numbers per post:
// - kB: the JavaScript the page downloads, as it travels (gzipped bytes of every script response,
//   the loader included, headers not);
// - ms: from navigation start to the post *shown*: every Pitchside element of the page is defined,
//   has finished its update, its shadow root holds its picture (not the error state), and the
//   frame with it has been painted (the first task after the next animation frame).
// Each run is a reader who was on another site's page and follows its link to the post, in the same
// tab of a fresh browser context (no cache, no connection, no cookie): the post commits in a renderer
// process that has never shown a page of its site, as a real cross-site click does (Chromium takes
// its spare renderer for it). The page's script is `async`, as the documented snippet is. The value
// is the median of the runs.
/* The reader model, measured (docs/benchmarks.md, fifth pass): `--ab arrival` compares it with a
   fresh tab opened on the post, `--ab async` the snippet with and without `async`. */
/* global document, customElements, requestAnimationFrame, NodeFilter, Node, getComputedStyle -- whenShown and structure run in the browser */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../scripts/browser.mjs';
import { hostSpeed } from './host-speed.mjs';
import { originalPositions } from './source-map.mjs';

/** A field and a Synergy Board: the post of a shot, its cards and its numbers. */
const FIELD_SYNERGY = `<mne-field show-numbers scenario='{"home":{"field":["h-bb@1,2","h-wg@0,1","h-cm@1,0","h-st@0,3"]}}'></mne-field>
<mne-synergy-board show-numbers result='{"type":"shotResolved","seat":"home","kind":"direct","outcome":"goal","basicAttack":3,"attackStars":7,"totalAttack":10,"basicDefence":4,"crack":1,"defenceStars":6,"totalDefence":9,"attackCards":["4a","3a"],"defenceCards":["3b","3c"]}'></mne-synergy-board>`;

/**
 * The posts measured: key (the bench row), label, the post's HTML, the script it loads (the
 * autoloader unless said), and its targets.
 */
export const POSTS = [
  {
    key: 'posts.controlTrack',
    label: 'a post with one <mne-control-track>',
    html: '<mne-control-track marker="5"></mne-control-track>',
    kb: 15,
    ms: 700,
  },
  {
    key: 'posts.controlTrackPicture',
    label: "a post with one <mne-control-track>, the picture's own script",
    html: '<mne-control-track marker="5"></mne-control-track>',
    script: '/pictures/mne-control-track.js',
    kb: 15,
    ms: 700,
  },
  {
    key: 'posts.fieldSynergy',
    label: "a post with <mne-field> + <mne-synergy-board>, its game's picture script",
    html: FIELD_SYNERGY,
    script: '/pictures/mne.js',
    kb: 30,
    ms: 900,
  },
  {
    key: 'posts.fieldSynergyAutoloader',
    label: 'a post with <mne-field> + <mne-synergy-board>, autoloader',
    html: FIELD_SYNERGY,
    kb: 30,
    ms: 900,
  },
  {
    key: 'posts.playerCard',
    label: 'a post with one <mne-player-card>',
    html: '<mne-player-card card="h-st"></mne-player-card>',
  },
  {
    key: 'posts.dice',
    label: 'a post with one <mof-dice>',
    html: '<mof-dice kind="attack" level="purple" value="4"></mof-dice>',
  },
];

/** Slow 4G as the issue measures it; the CPU 4× slower than this machine's. */
export const CONDITIONS = { latency: 150, download: 1.6e6 / 8, upload: 750e3 / 8, cpu: 4 };

/** The snippet's script attributes: `async` (as documented) unless the post is asked for with `?async=0`. */
const page = (
  { html, script = '/pitchside.js' },
  async = true,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<meta name="viewport" content="width=device-width">
<script type="module"${async ? ' async' : ''} src="${script}"></script></head>
<body><article><h1>A rule, shown</h1><p>Look at this:</p>
${html}
</article></body></html>`;

/** Resolves in the page once every Pitchside element is shown (see the header); its time. */
function whenShown() {
  const tags = () => [...document.querySelectorAll('*')].filter((el) => /^(mne|mof)-/.test(el.localName));
  const shown = (el) =>
    customElements.get(el.localName) &&
    el.hasUpdated &&
    !el.isUpdatePending &&
    el.shadowRoot &&
    el.shadowRoot.childElementCount > 0 &&
    !el.shadowRoot.querySelector('[part~="problem"]');
  return new Promise((resolve, reject) => {
    const check = () => {
      const els = tags();
      const broken = els.find((el) => el.shadowRoot?.querySelector('[part~="problem"]'));
      if (broken) return reject(new Error(`<${broken.localName}> shows an error: ${broken.shadowRoot.textContent}`));
      if (els.length && els.every(shown))
        requestAnimationFrame(() => {
          // After the frame's rendering steps: the first task once the frame is painted.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        });
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Every `.js` file under `dir` (the CDN build), by its path from there, gzipped as a CDN serves it. */
function gzippedFiles(dir, prefix = '') {
  const out = new Map();
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [k, v] of gzippedFiles(dir, name)) out.set(k, v);
    else if (name.endsWith('.js')) out.set(name, gzipSync(readFileSync(join(dir, name)), { level: 9 }));
  }
  return out;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, made for this run (HTTP/2 in browsers needs
 * TLS); Chromium is told to accept it.
 */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-posts-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
        .concat(['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * How long after a response's headers the local server sends its body (ms). On a real network the
 * body trails its headers; over loopback both arrive in one read unless the server waits. Chromium's
 * network emulation counts the bytes received when it holds a response's headers (the transaction's
 * total so far, which then includes whatever body came in that read) and counts them again as the
 * body is read, so a body sent with its headers is paid for twice: the 30 kB game script lost 150 ms
 * in about four loads in ten (docs/benchmarks.md, twelfth pass). The wait is shorter than the
 * emulated round trip, which the headers wait for anyway, so it adds nothing to a load's time.
 */
const BODY_AFTER = 20;

/**
 * The local server of the CDN files and the posts: HTTP/2 over TLS as jsDelivr and unpkg serve
 * (many small files share one connection), or HTTP/1.1 with `http1` (a browser opens at most six
 * connections to a host, and further files queue). Each body follows its headers `bodyAfter` ms
 * later ({@link BODY_AFTER}). Resolves to its origin and a way to close it.
 */
async function serve(dir, { http1 = false, bodyAfter = BODY_AFTER } = {}) {
  const gz = gzippedFiles(dir);
  const send = (res, status, headers, body) => {
    res.writeHead(status, headers);
    if (!bodyAfter) return res.end(body);
    res.flushHeaders();
    setTimeout(() => res.end(body), bodyAfter);
  };
  const handle = (req, res) => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname;
    const name = path.slice(1);
    if (gz.has(name)) {
      const headers = { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'no-store' };
      return send(res, 200, headers, gz.get(name));
    }
    const post = POSTS.find((p) => `/${p.key}` === path);
    if (!post) return send(res, 404, {});
    send(
      res,
      200,
      { 'content-type': 'text/html', 'cache-control': 'no-store' },
      page(post, url.searchParams.get('async') !== '0'),
    );
  };
  const server = http1 ? createServer(handle) : createSecureServer(throwawayCertificate(), handle);
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `${http1 ? 'http' : 'https'}://127.0.0.1:${server.address().port}`;
  return { origin, gz, close: () => new Promise((ok) => server.close(ok)) };
}

/**
 * Another site (its own origin and connection): a page with a link to `?to=`, the post a reader
 * follows from it. Resolves to its origin and a way to close it.
 */
async function anotherSite() {
  const server = createServer((req, res) => {
    const to = new URL(req.url, 'http://x').searchParams.get('to') ?? '/';
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Links</title></head>` +
        `<body><p>Worth reading: <a href="${to.replace(/[&"<]/g, '')}">a rule, shown</a></p></body></html>`,
    );
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `http://localhost:${server.address().port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** A fresh browser context and tab under the bench's conditions, with a CDP session on it. */
async function throttledTab(browser, conditions) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latency,
    downloadThroughput: conditions.download,
    uploadThroughput: conditions.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpu });
  return { context, tab, cdp };
}

/**
 * Each request of one load, in ms from the document's request: asked (requestWillBeSent), sent
 * (`timing.sendStart`), headers in (`timing.receiveHeadersEnd`), done (loadingFinished), with the
 * protocol; and `shown`, the post's time (see the header).
 */
async function loadOnce(
  browser,
  origin,
  post,
  conditions = CONDITIONS,
  arrival = {},
  query = '',
  { profile = false, cpu = false } = {},
) {
  const { context, tab, cdp } = await throttledTab(browser, conditions);
  if (arrival.from) {
    // The reader is on another site's page and follows its link to the post, in the same tab.
    await tab.goto(`${arrival.from}/?to=${encodeURIComponent(`${origin}/${post.key}${query}`)}`, { waitUntil: 'load' });
    await new Promise((ok) => setTimeout(ok, arrival.reading ?? 1000));
  }
  if (profile) {
    // V8's sampling profiler, every 100 µs; DevTools starts it again in the post's renderer process
    // when the navigation moves there, so the profile holds the post's page from its start.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    // A trace too (browser-wide): what the renderer does outside script, task by task.
    await tab.tracing.start({ categories: TRACE_CATEGORIES });
  } else if (cpu) await tab.tracing.start({ categories: ['toplevel'] });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type, asked: e.timestamp * 1000 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    const t = e.response.timing;
    r.type = e.type;
    r.protocol = e.response.protocol;
    if (t) {
      r.sent = t.requestTime * 1000 + t.sendStart;
      r.headers = t.requestTime * 1000 + t.receiveHeadersEnd;
      r.connect = t.connectStart >= 0 ? t.connectEnd - t.connectStart : 0;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.done = e.timestamp * 1000;
  });
  try {
    if (arrival.from) await Promise.all([tab.waitForNavigation({ waitUntil: 'domcontentloaded' }), tab.click('a')]);
    else await tab.goto(`${origin}/${post.key}${query}`, { waitUntil: 'domcontentloaded' });
    const shown = await tab.evaluate(whenShown);
    const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
    const trace = profile || cpu ? JSON.parse(new TextDecoder().decode(await tab.tracing.stop())) : undefined;
    // The page's own clock (ms from navigation start): when the document's bytes were in, when the
    // parser had read it, when the loader was asked for, when it started running.
    const marks = await tab.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const loader = performance.getEntriesByType('resource').find((e) => e.initiatorType === 'script');
      return {
        responseEnd: nav.responseEnd,
        domInteractive: nav.domInteractive,
        loaderStart: loader?.startTime,
        loaderEnd: loader?.responseEnd,
      };
    });
    // Whatever else the page loads once it shows the post (nothing, if all is well).
    await new Promise((ok) => setTimeout(ok, 500));
    const list = [...requests.values()];
    const zero = Math.min(...list.map((r) => r.asked));
    const at = (t) => (t === undefined ? null : Math.round(t - zero));
    return {
      shown,
      marks,
      cpuProfile,
      trace,
      requests: list.map((r) => ({
        name: new URL(r.url).pathname.slice(1),
        type: r.type,
        protocol: r.protocol,
        connect: Math.round(r.connect ?? 0),
        asked: at(r.asked),
        sent: at(r.sent),
        headers: at(r.headers),
        done: at(r.done),
      })),
    };
  } finally {
    await context.close();
  }
}

/** Chromium for the bench: it accepts the run's throwaway certificate. */
const launch = () =>
  puppeteer.launch({
    protocolTimeout: 90_000,
    executablePath: chromiumPath,
    headless: true,
    acceptInsecureCerts: true,
    args: ['--headless=new', ...chromiumArgs, '--ignore-certificate-errors'],
  });

/**
 * Loads of each post a row's median is taken from. One post's loads still spread by 130–260 ms on
 * this host at 4× CPU (the renderer's own work: its first layout above all); a median of 5 moved by
 * 100 ms from run to run, one of 9 narrows that (docs/benchmarks.md, eleventh and twelfth passes).
 */
const ROW_RUNS = 9;

/**
 * The posts' rows: `runs` loads of each post after a warm-up, the CDN files of `cdnFile`'s folder
 * served over HTTP/2 (CDN-like), or over HTTP/1.1 with `http1`. The posts take turns, one load each
 * per round, so that a host busy for a while slows every post alike, not the ones measured then.
 */
export async function measurePosts(cdnFile, { runs = ROW_RUNS, http1 = false, fresh = false } = {}) {
  const server = await serve(dirname(cdnFile), { http1 });
  const other = await anotherSite();
  const arrival = fresh ? {} : { from: other.origin };
  const browser = await launch();
  const mode = `${http1 ? 'HTTP/1.1' : 'HTTP/2 (as a CDN)'}, ${fresh ? 'a fresh tab' : "a link on another site's page"}`;
  // The host's load average (1 min) and speed (bench/host-speed.mjs) at the start and the end: on a
  // shared host both move the times.
  const loadAtStart = loadavg()[0];
  const speedAtStart = hostSpeed();
  const out = {};
  try {
    const loads = new Map(POSTS.map((post) => [post, { times: [], files: null }]));
    for (let i = 0; i < runs + 1; i++)
      for (const post of POSTS) {
        const load = await loadOnce(browser, server.origin, post, CONDITIONS, arrival);
        const seen = loads.get(post);
        if (i > 0) seen.times.push(load.shown); // the first round warms up the browser process
        seen.files = load.requests
          .filter((r) => r.type === 'Script')
          .map((r) => ({ name: r.name, bytes: server.gz.get(r.name)?.length ?? 0 }));
      }
    const speeds = `host speed ${speedAtStart.toFixed(0)}–${hostSpeed().toFixed(0)}`;
    for (const [post, { times, files }] of loads) {
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const kb = files.reduce((sum, f) => sum + f.bytes, 0) / 1000;
      const names = files.map((f) => `${f.name.replace(/(-[\w-]{7})?\.js$/, '')} ${(f.bytes / 1000).toFixed(1)}`);
      out[`${post.key}.kb`] = {
        value: kb,
        detail: `${files.length} file${files.length === 1 ? '' : 's'}: ${names.join(', ')}`,
      };
      out[`${post.key}.ms`] = {
        value: median,
        detail: `${mode}; min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms; host load ${loadAtStart.toFixed(1)}–${loadavg()[0].toFixed(1)}, ${speeds}`,
      };
    }
  } finally {
    await browser.close();
    await server.close();
    await other.close();
  }
  return out;
}

/** Prints each post's request waterfall (one load after a warm-up): `--waterfall`. */
async function printWaterfalls(cdnFile, { http1, cpu, latency, fresh }) {
  const conditions = {
    ...CONDITIONS,
    cpu: Number(cpu ?? CONDITIONS.cpu),
    latency: Number(latency ?? CONDITIONS.latency),
  };
  // Without an emulated round trip to hide it in, the body's wait would be the load's.
  const bodyAfter = Math.min(BODY_AFTER, conditions.latency / 2);
  const server = await serve(dirname(cdnFile), { http1, bodyAfter });
  const other = await anotherSite();
  const arrival = fresh ? {} : { from: other.origin };
  const browser = await launch();
  try {
    for (const post of POSTS) {
      await loadOnce(browser, server.origin, post, conditions, arrival);
      const { shown, marks, requests } = await loadOnce(browser, server.origin, post, conditions, arrival);
      const how = `${http1 ? 'HTTP/1.1' : 'HTTP/2'}, ${conditions.latency} ms, ${conditions.cpu}× CPU`;
      console.log(`\n${post.key} (${how}): shown at ${Math.round(shown)} ms`);
      const clock = Object.entries(marks).map(([k, v]) => `${k} ${v === undefined ? '-' : Math.round(v)}`);
      console.log(`   the page's clock: ${clock.join(', ')}`);
      console.log('   asked    sent headers    done  conn  proto  file');
      for (const r of requests.sort((a, b) => a.asked - b.asked))
        console.log(
          [r.asked, r.sent, r.headers, r.done, r.connect].map((v) => String(v ?? '-').padStart(7)).join('') +
            `  ${(r.protocol ?? '').padEnd(6)} ${r.name.replace(/-[\w-]{7}\.js$/, '') || '(page)'}`,
        );
    }
  } finally {
    await browser.close();
    await server.close();
    await other.close();
  }
}

/**
 * What a post's picture is made of, counted in the page once it is shown (`--structure`): numbers a
 * busy host does not change. Elements, text nodes and comments (Lit's markers) of the document and
 * every shadow tree; custom elements; shadow roots; size containers; the stylesheets adopted by them and their rules;
 * Lit's template instances (and the distinct templates they clone) and their parts by kind, read
 * from each render root's parts (`_$litPart$`; the `_$A…` names are lit-html's stable short names:
 * `_$AH` a part's value, `_$AV` an instance's parts, `_$AD` its template).
 */
function structure() {
  const c = {
    elements: 0,
    texts: 0,
    comments: 0,
    customElements: 0,
    shadowRoots: 0,
    containers: 0,
    sheets: 0,
    cssRules: 0,
  };
  const lit = {
    instances: 0,
    templates: new Set(),
    child: 0,
    attribute: 0,
    property: 0,
    boolean: 0,
    event: 0,
    element: 0,
  };
  const kinds = [null, 'attribute', 'child', 'property', 'boolean', 'event', 'element'];
  const sheets = new Set();
  const walkPart = (part) => {
    const value = part._$AH;
    if (Array.isArray(value)) for (const item of value) walkPart(item);
    else if (value && value._$AV) {
      lit.instances++;
      lit.templates.add(value._$AD);
      for (const p of value._$AV) {
        if (!p) continue;
        lit[kinds[p.type]]++;
        if (p.type === 2) walkPart(p);
      }
    }
  };
  const walk = (root) => {
    if (root._$litPart$) walkPart(root._$litPart$);
    const it = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
    for (let n = it.nextNode(); n; n = it.nextNode()) {
      if (n.nodeType === Node.TEXT_NODE) c.texts++;
      else if (n.nodeType === Node.COMMENT_NODE) c.comments++;
      else if (n.nodeType === Node.ELEMENT_NODE) {
        c.elements++;
        // Size containers: each is laid out, then its contents styled and laid out again.
        if (getComputedStyle(n).containerType !== 'normal') c.containers++;
        if (n.localName.includes('-') && customElements.get(n.localName)) c.customElements++;
        if (n.shadowRoot) {
          c.shadowRoots++;
          for (const s of n.shadowRoot.adoptedStyleSheets) {
            c.sheets++;
            c.cssRules += s.cssRules.length;
            sheets.add(s);
          }
          walk(n.shadowRoot);
        }
      }
    }
  };
  walk(document.body);
  return {
    ...c,
    distinctSheets: sheets.size,
    litInstances: lit.instances,
    litTemplates: lit.templates.size,
    ...Object.fromEntries(kinds.filter(Boolean).map((k) => [`${k}Parts`, lit[k]])),
  };
}

/**
 * Each post's structure (`structure` above) in this build and, with `against`, in another build's
 * CDN files (e.g. main's): one load of each, no throttling (the counts do not depend on it).
 */
async function printStructure(cdnFile, { against }) {
  const builds = { this: await serve(dirname(cdnFile)) };
  if (against) builds.against = await serve(against);
  const browser = await launch();
  try {
    for (const post of POSTS) {
      const rows = {};
      for (const [name, server] of Object.entries(builds)) {
        const context = await browser.createBrowserContext();
        try {
          const tab = await context.newPage();
          await tab.goto(`${server.origin}/${post.key}`, { waitUntil: 'domcontentloaded' });
          await tab.evaluate(whenShown);
          rows[name] = await tab.evaluate(structure);
        } finally {
          await context.close();
        }
      }
      console.log(`\n${post.key}`);
      console.log(
        `${''.padEnd(20)}${Object.keys(rows)
          .map((k) => k.padStart(9))
          .join('')}`,
      );
      for (const key of Object.keys(rows.this))
        console.log(
          `${key.padEnd(20)}${Object.values(rows)
            .map((r) => String(r[key]).padStart(9))
            .join('')}`,
        );
    }
  } finally {
    await browser.close();
    for (const server of Object.values(builds)) await server.close();
  }
}

/**
 * The CPU time of the post's renderer main thread in a `toplevel` trace of its load, in ms: its
 * tasks' thread time (`tdur`), which a busy host does not inflate as it does their wall time (nor
 * does the 4× throttle, which pauses the thread). From the click to the post shown, 4×-free.
 */
function mainThreadCpu(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (!mains.has(thread) || e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask') continue;
    byThread.set(thread, (byThread.get(thread) ?? 0) + (e.tdur ?? 0) / 1000);
  }
  // The post's renderer: the busiest main thread (the other site's page only unloads).
  return Math.max(0, ...byThread.values());
}

/**
 * This build's CDN files against another build's (`--against DIR`, e.g. main's), each post loaded
 * from one then the other, alternating, so that a busy host slows both alike: the median of `runs`
 * loads of each after a warm-up, with the JavaScript downloaded and the host's load.
 */
async function compareBuilds(cdnFile, { runs, against }) {
  const builds = { this: await serve(dirname(cdnFile)), against: await serve(against) };
  const other = await anotherSite();
  const browser = await launch();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const loadAtStart = loadavg()[0];
  try {
    for (const post of POSTS) {
      const times = { this: [], against: [] };
      const cpu = { this: [], against: [] };
      const kb = {};
      for (let i = 0; i < runs + 1; i++)
        for (const [name, server] of Object.entries(i % 2 ? builds : { against: builds.against, this: builds.this })) {
          const load = await loadOnce(browser, server.origin, post, CONDITIONS, { from: other.origin }, '', {
            cpu: true,
          });
          if (i > 0) times[name].push(load.shown);
          if (i > 0) cpu[name].push(mainThreadCpu(load.trace));
          kb[name] =
            load.requests
              .filter((r) => r.type === 'Script')
              .reduce((n, r) => n + (server.gz.get(r.name)?.length ?? 0), 0) / 1000;
        }
      console.log(
        `${post.key.padEnd(28)} ` +
          Object.keys(times)
            .map(
              (k) =>
                `${k} ${Math.round(median(times[k]))} ms (${times[k].map(Math.round).join(', ')}), ` +
                `main thread CPU ${median(cpu[k]).toFixed(1)} ms (${cpu[k].map(Math.round).join(', ')}), ${kb[k].toFixed(1)} kB`,
            )
            .join('; '),
      );
    }
    console.log(`host load ${loadAtStart.toFixed(1)}–${loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    for (const server of Object.values(builds)) await server.close();
    await other.close();
  }
}

/** A CDN file's path as the profile tables name it: from the package (`elements/`, `engine/`, `lit-html/`). */
const shortSource = (source) =>
  source
    .replace(/^(\.\.\/)*/, '')
    .replace(/^(node_modules\/|packages\/(?=engine\/|elements\/))/, '')
    .replace('/src/', '/');

/**
 * Who each sample of a CPU profile was in: for every profile node, its function's key (`file:line
 * name`, the CDN code mapped to its sources through the files' source maps) and its file's, and its
 * parent. V8's own entries keep their names: `(program)` is the browser's work outside script
 * (parsing HTML, style, layout, paint, compiling), `(garbage collector)`, `(idle)`.
 */
function profileNodes(profile, cdnDir) {
  const lookups = new Map();
  const lookup = (path) => {
    if (!lookups.has(path)) {
      const file = join(cdnDir, `${path}.map`);
      lookups.set(path, existsSync(file) ? originalPositions(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return lookups.get(path);
  };
  const nodes = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let file;
    let fn;
    if (url && !/^https?:/.test(url)) {
      // The bench's own code in the page (whenShown), evaluated by puppeteer.
      file = '(the bench)';
      fn = `(the bench) ${functionName || '(top level)'}`;
    } else if (!url) {
      file = functionName.startsWith('(') ? functionName : '(native)';
      fn = file === '(native)' ? `(native) ${functionName}` : functionName;
    } else {
      const path = new URL(url).pathname.slice(1);
      const at = lookup(path)?.(lineNumber, columnNumber);
      file = at ? shortSource(at.source) : path || '(the page)';
      fn = `${file}:${at ? at.line : lineNumber + 1} ${functionName || at?.name || '(top level)'}`;
    }
    nodes.set(node.id, { file, fn, parent: null });
  }
  for (const node of profile.nodes) for (const child of node.children ?? []) nodes.get(child).parent = node.id;
  return nodes;
}

/**
 * Sums a CPU profile's samples into `into`: ms of self time by file and by function, ms of total
 * time by function (the function and what it calls, each sample counted once per function).
 */
function addProfile(into, profile, cdnDir) {
  const nodes = profileNodes(profile, cdnDir);
  const add = (table, key, ms) => table.set(key, (table.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = nodes.get(id);
    add(into.selfByFile, node.file, ms);
    add(into.selfByFunction, node.fn, ms);
    if (node.file === '(idle)') return;
    const seen = new Set();
    for (let n = node; n; n = n.parent === null ? null : nodes.get(n.parent)) seen.add(n.fn);
    for (const fn of seen) add(into.totalByFunction, fn, ms);
  });
}

/** The trace's categories in `--profile`: the renderer's tasks as DevTools' Performance panel shows them. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'v8'];

/**
 * Sums a trace's events of the post's renderer main thread (the `CrRendererMain` thread with the
 * most events: the other site's page only unloads) into `into`, ms of self time by event name (an
 * event's time less its nested events').
 */
function addTrace(into, trace) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // Complete events by thread; B/E pairs made complete.
  const threads = new Map();
  const open = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (!mains.has(thread)) continue;
    if (!threads.has(thread)) threads.set(thread, []);
    if (e.ph === 'X' && e.dur !== undefined) threads.get(thread).push({ name: e.name, ts: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') (open.get(thread) ?? open.set(thread, []).get(thread)).push(e);
    else if (e.ph === 'E') {
      const begin = open.get(thread)?.pop();
      if (begin) threads.get(thread).push({ name: begin.name, ts: begin.ts, end: e.ts });
    }
  }
  const list = [...threads.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  list.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const stack = [];
  const self = new Map();
  for (const e of list) {
    while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const ms = (e.end - e.ts) / 1000;
    self.set(e, ms);
    if (parent) self.set(parent, self.get(parent) - ms);
    stack.push(e);
  }
  for (const [e, ms] of self) into.set(e.name, (into.get(e.name) ?? 0) + ms);
}

/**
 * Where a post's main-thread time goes (`--profile`): V8's CPU profile of `runs` loads of each post
 * after a warm-up, under the bench's conditions (so 4× this CPU's times), from the post's commit
 * to its being shown. Prints the mean ms per load: self time by source file, then the `top`
 * functions by self time and by total time (`(root)` is every busy sample).
 */
async function printProfiles(cdnFile, { runs, top }) {
  const server = await serve(dirname(cdnFile));
  const other = await anotherSite();
  const browser = await launch();
  const cdnDir = dirname(cdnFile);
  const row = (ms, key) => `${ms.toFixed(1).padStart(8)}  ${key}`;
  try {
    for (const post of POSTS) {
      const sums = { selfByFile: new Map(), selfByFunction: new Map(), totalByFunction: new Map() };
      const tasks = new Map();
      const shown = [];
      await loadOnce(browser, server.origin, post, CONDITIONS, { from: other.origin });
      for (let i = 0; i < runs; i++) {
        const load = await loadOnce(browser, server.origin, post, CONDITIONS, { from: other.origin }, '', {
          profile: true,
        });
        shown.push(Math.round(load.shown));
        addProfile(sums, load.cpuProfile, cdnDir);
        addTrace(tasks, load.trace);
      }
      const busy = [...sums.selfByFile].filter(([k]) => k !== '(idle)').reduce((n, [, ms]) => n + ms, 0);
      console.log(
        `\n${post.key}: shown at ${shown.join(', ')} ms; busy ${(busy / runs).toFixed(0)} ms a load ` +
          `(mean of ${runs}, host load ${loadavg()[0].toFixed(1)})`,
      );
      const table = (title, map, count) => {
        console.log(`  ${title}\n      ms  `);
        const sorted = [...map].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]);
        for (const [key, ms] of sorted.slice(0, count)) console.log(row(ms / runs, key));
      };
      table(
        "the renderer's work by kind (trace events' self time; ThreadControllerImpl::RunTask: a task's time outside any other event)",
        tasks,
        top,
      );
      table('script: self time by file (CPU profile; (program): not in script)', sums.selfByFile, Infinity);
      table('self time by function', sums.selfByFunction, top);
      table('total time by function (itself and what it calls)', sums.totalByFunction, top);
    }
  } finally {
    await browser.close();
    await server.close();
    await other.close();
  }
}

/**
 * Each post over HTTP/1.1 and over HTTP/2 in one run, the loads alternating so that a busy host
 * slows both alike (`--compare`): the median of `runs` loads of each, after a warm-up.
 */
async function compareProtocols(cdnFile, { runs }) {
  const servers = {
    'HTTP/1.1': await serve(dirname(cdnFile), { http1: true }),
    'HTTP/2': await serve(dirname(cdnFile)),
  };
  const other = await anotherSite();
  const browser = await launch();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  try {
    console.log(
      'post'.padEnd(28) +
        Object.keys(servers)
          .map((k) => k.padStart(10))
          .join(''),
    );
    for (const post of POSTS) {
      const times = Object.fromEntries(Object.keys(servers).map((k) => [k, []]));
      for (let i = 0; i < runs + 1; i++)
        for (const [name, server] of Object.entries(servers)) {
          const { shown } = await loadOnce(browser, server.origin, post, CONDITIONS, { from: other.origin });
          if (i > 0) times[name].push(shown);
        }
      console.log(
        post.key.padEnd(28) +
          Object.values(times)
            .map((t) => `${Math.round(median(t))} ms`.padStart(10))
            .join(''),
      );
    }
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.close();
    await other.close();
  }
}

/**
 * Two ways of loading each post, alternating so that a busy host slows both alike (`--ab arrival`:
 * a fresh tab opened on the post against a link followed from another site's page; `--ab async`:
 * the snippet's script with and without `async`): the median of `runs` loads of each after a
 * warm-up, with the page's clock (when its bytes were in, the loader asked for, the parser done).
 */
async function compareVariants(cdnFile, { runs, http1, ab }) {
  const server = await serve(dirname(cdnFile), { http1 });
  const other = await anotherSite();
  const browser = await launch();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const link = { from: other.origin };
  const variants =
    ab === 'arrival'
      ? { 'fresh tab': [{}, ''], link: [link, ''] }
      : { 'no async': [link, '?async=0'], async: [link, ''] };
  try {
    for (const post of POSTS) {
      const out = Object.fromEntries(
        Object.keys(variants).map((k) => [k, { shown: [], asked: [], parsed: [], page: [] }]),
      );
      for (let i = 0; i < runs + 1; i++)
        for (const [name, [arrival, query]] of Object.entries(variants)) {
          const { shown, marks } = await loadOnce(browser, server.origin, post, CONDITIONS, arrival, query);
          if (i === 0) continue;
          out[name].shown.push(shown);
          out[name].page.push(marks.responseEnd);
          out[name].asked.push(marks.loaderStart);
          out[name].parsed.push(marks.domInteractive);
        }
      for (const [name, o] of Object.entries(out))
        console.log(
          `${post.key.padEnd(26)} ${name.padEnd(9)} shown ${Math.round(median(o.shown))}`.padEnd(52) +
            `(page in ${Math.round(median(o.page))}, loader asked ${Math.round(median(o.asked))}, parsed ${Math.round(median(o.parsed))})`,
        );
    }
  } finally {
    await browser.close();
    await server.close();
    await other.close();
  }
}

// The posts without the rest of the bench: `node bench/posts.mjs [--http1] [--fresh] [--runs N]` (the
// rows; `--fresh`: a fresh tab opened on the post instead of a link followed), `--ab arrival|async
// [--runs N]` (two ways of loading each post, alternating), `--posts KEY,KEY` (some posts only),
// `--compare [--runs N]` (both protocols, alternating), `--waterfall [--http1] [--cpu N]
// [--latency MS]` (each request's timing), `--structure [--against DIR]` (what each post's picture
// is made of: elements, shadow roots, stylesheets, Lit's templates and parts), `--against DIR
// [--runs N]` (this build's CDN files against another's, e.g. main's, alternating); the CDN files
// built here, or taken from `--dir DIR`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      http1: { type: 'boolean', default: false },
      waterfall: { type: 'boolean', default: false },
      compare: { type: 'boolean', default: false },
      ab: { type: 'string' },
      posts: { type: 'string' },
      dir: { type: 'string' },
      runs: { type: 'string' }, // the rows: ROW_RUNS; the other modes: EXPLORE_RUNS
      // the waterfall's conditions, to see what each costs (the rows keep the bench's)
      cpu: { type: 'string' },
      latency: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      structure: { type: 'boolean', default: false },
      against: { type: 'string' },
      top: { type: 'string', default: '25' },
    },
  });
  // --posts KEY,KEY: only those posts (their keys without `posts.`).
  if (values.posts) {
    const keep = values.posts.split(',').map((k) => `posts.${k}`);
    POSTS.splice(0, POSTS.length, ...POSTS.filter((p) => keep.includes(p.key)));
  }
  // --dir: CDN files built already (packages/elements/dist/cdn after `npm run build`), else built here.
  const cdnFile = values.dir ? join(values.dir, 'pitchside.js') : await (await import('./sizes.mjs')).buildCdn();
  // Loads of each post in the modes that explore (the rows take ROW_RUNS).
  const EXPLORE_RUNS = 5;
  const runs = Number(values.runs ?? EXPLORE_RUNS);
  if (values.structure) await printStructure(cdnFile, values);
  else if (values.against) await compareBuilds(cdnFile, { ...values, runs });
  else if (values.waterfall) await printWaterfalls(cdnFile, values);
  else if (values.profile) await printProfiles(cdnFile, { runs, top: Number(values.top) });
  else if (values.ab) await compareVariants(cdnFile, { ...values, runs });
  else if (values.compare) await compareProtocols(cdnFile, { runs });
  else
    for (const [key, row] of Object.entries(
      await measurePosts(cdnFile, { ...values, runs: Number(values.runs ?? ROW_RUNS) }),
    ))
      console.log(`${key.padEnd(28)} ${row.value.toFixed(key.endsWith('.kb') ? 2 : 0).padStart(8)}  ${row.detail}`);
}

/** The bench rows (bench/run.mjs). */
export const POST_ROWS = POSTS.flatMap((post) => [
  {
    key: `${post.key}.kb`,
    group: 'posts',
    label: `${post.label}: JS downloaded, gz`,
    unit: 'kB',
    higher: false,
    target: post.kb,
  },
  {
    key: `${post.key}.ms`,
    group: 'posts',
    label: `${post.label}: shown, slow 4G + 4× CPU`,
    unit: 'ms',
    higher: false,
    target: post.ms,
  },
]);
