#!/usr/bin/env node
// Time per decision of a bot level in a Web Worker in Chromium (the elements run their bots in a
// worker): the level plays `--matches` matches against greedy per game in a dedicated worker and
// every decision of the level's bot is timed with performance.now(). Reports mean, median, p90 and
// max wall time per decision, and the CPU time the browser's processes used per decision (read
// from /proc, so it shows how much of the wall time the loaded host gave the worker).
//   node bench/bot-time.mjs [--level expert] [--games mne,mof] [--matches 2] [--time-ms 700]
// `--time-ms` adds the elements' cap per decision (default: none, the level's whole playout budget).
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../scripts/browser.mjs';
import { bundle, TMP } from './engine-bundle.mjs';

const { values } = parseArgs({
  options: {
    level: { type: 'string', default: 'expert' },
    games: { type: 'string', default: 'mne,mof' },
    matches: { type: 'string', default: '2' },
    'time-ms': { type: 'string' },
  },
});

const workerFile = join(TMP, 'bot-time-worker.js');
await bundle('bench/bot-time-worker.ts', { outfile: workerFile });
const server = createServer((req, res) => {
  if (req.url === '/worker.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(workerFile));
  else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bot time</title>');
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const browser = await launchBrowser({ protocolTimeout: 3_600_000 });
const ticks = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of the browser and every process under it. */
function browserCpuSeconds(rootPid) {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / ticks });
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const under = (pid) => pid === rootPid || (stats.has(pid) && pid > 1 && under(stats.get(pid).ppid));
  for (const [pid, s] of stats) if (under(pid)) total += s.cpu;
  return total;
}

try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const pid = browser.process().pid;
  for (const game of values.games.split(',')) {
    const job = {
      game,
      level: values.level,
      matches: Number(values.matches),
      ...(values['time-ms'] ? { timeMs: Number(values['time-ms']) } : {}),
    };
    const cpuBefore = browserCpuSeconds(pid);
    const started = Date.now();
    const times = await page.evaluate(
      (job) =>
        new Promise((ok, fail) => {
          // Runs in the page.
          const w = new globalThis.Worker('/worker.js', { type: 'module' });
          w.onmessage = (e) => ok(e.data);
          w.onerror = (e) => fail(new Error(e.message));
          w.postMessage(job);
        }),
      job,
    );
    const cpu = browserCpuSeconds(pid) - cpuBefore;
    const sorted = times.slice().sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const ms = (x) => `${Math.round(x)} ms`;
    console.log(
      `${game} ${values.level}${job.timeMs ? ` (cap ${job.timeMs} ms)` : ''}: ${times.length} decisions in ${job.matches} matches, ` +
        `mean ${ms(mean)}, median ${ms(at(0.5))}, p90 ${ms(at(0.9))}, max ${ms(sorted[sorted.length - 1])}, ` +
        `${times.filter((t) => t > 1000).length} over 1 s; browser CPU ${ms((1000 * cpu) / times.length)} per decision ` +
        `(${Math.round((100 * cpu) / ((Date.now() - started) / 1000))}% of a core over ${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
