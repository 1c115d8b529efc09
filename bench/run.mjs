#!/usr/bin/env node
// Pitchside benchmarks: `npm run bench [-- options]`. Prints one table (metric, value, unit, target,
// pass/fail, the previous run stored in bench/results.json and the change) — see docs/benchmarks.md.
//   --save          store this run as bench/results.json (the new baseline)
//   --only LIST     speed, size, render, posts, bgio, server and/or bots (comma separated; default all
//                   but server and bots: bots plays a short tournament of each level against greedy)
//   --scale X       multiply the speed workloads (e.g. 0.2 for a quick look)
//   --cpu N         pin the speed workers to CPU N with taskset (a quiet core gives steadier numbers)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { bundle, ROOT, TMP } from './engine-bundle.mjs';
import { buildCdn, cdnSizes, entrySizes, RULES_IMPORTS, SIZE_ENTRIES } from './sizes.mjs';
import { timeToFirstRender } from './render.mjs';
import { measurePosts, POST_ROWS } from './posts.mjs';
import { measure as measureBgio } from './boardgameio-speed.mjs';

const { values: opts } = parseArgs({
  options: {
    save: { type: 'boolean', default: false },
    only: { type: 'string', default: 'speed,size,render,posts,bgio' },
    // server: N concurrent matches against pitchside-server (bench/server-load.mjs; needs the build)
    scale: { type: 'string', default: '1' },
    cpu: { type: 'string' },
  },
});
const groups = new Set(opts.only.split(','));
const RESULTS = join(ROOT, 'bench', 'results.json');
/** The offered load of the paced server row (moves per second over 500 matches): issue 30's target. */
const SERVER_RATE = 3000;

/**
 * Every row of the table. `higher`: whether a bigger value is better; `target`: the goal
 * (a row without one only reports). To add a row, add it here and produce its key below.
 */
const ROWS = [
  {
    key: 'mne.random',
    group: 'speed',
    label: 'MNE matches, random vs random',
    unit: 'matches/CPU-s',
    higher: true,
    target: 20_000,
  },
  { key: 'mne.greedy', group: 'speed', label: 'MNE matches, greedy vs greedy', unit: 'matches/CPU-s', higher: true },
  { key: 'mne.playouts', group: 'speed', label: 'MNE search-bot playouts', unit: 'playouts/CPU-s', higher: true },
  { key: 'mne.legalActions', group: 'speed', label: 'MNE legalActions', unit: 'CPU-µs/call', higher: false },
  { key: 'mne.applyAction', group: 'speed', label: 'MNE applyAction', unit: 'CPU-µs/call', higher: false },
  {
    key: 'mof.random',
    group: 'speed',
    label: 'MoF matches, random vs random',
    unit: 'matches/CPU-s',
    higher: true,
    target: 50_000,
  },
  {
    key: 'mof.championship',
    group: 'speed',
    label: 'MoF championships (4 persons), random bots',
    unit: 'championships/CPU-s',
    higher: true,
  },
  { key: 'mof.greedy', group: 'speed', label: 'MoF matches, greedy vs greedy', unit: 'matches/CPU-s', higher: true },
  { key: 'mof.playouts', group: 'speed', label: 'MoF search-bot playouts', unit: 'playouts/CPU-s', higher: true },
  { key: 'mof.legalActions', group: 'speed', label: 'MoF legalActions', unit: 'CPU-µs/call', higher: false },
  { key: 'mof.applyAction', group: 'speed', label: 'MoF applyAction', unit: 'CPU-µs/call', higher: false },
  ...SIZE_ENTRIES.map(([key, label]) => ({
    key,
    group: 'size',
    label: `${label}, min+gz`,
    unit: 'kB',
    higher: false,
    target: key === 'size.engine' ? 25 : undefined,
  })),
  // Issue 8's engine ≤ 25 kB, as an app that plays one game's rules gets it (tree-shaken).
  ...RULES_IMPORTS.map(([key, game]) => ({
    key,
    group: 'size',
    label: `@pitchside/engine/${game}, the rules an app imports, min+gz`,
    unit: 'kB',
    higher: false,
    target: 25,
  })),
  // The CDN autoloader (docs/benchmarks.md): the script a page loads, then what a page with every
  // element of one game downloads in all (issue 8's 60 kB is on these), then all of dist/cdn.
  { key: 'size.cdn', group: 'size', label: 'CDN autoloader pitchside.js, gz', unit: 'kB', higher: false },
  {
    key: 'size.cdn.mne',
    group: 'size',
    label: 'CDN page with every MNE element, gz',
    unit: 'kB',
    higher: false,
    target: 60,
  },
  {
    key: 'size.cdn.mof',
    group: 'size',
    label: 'CDN page with every MoF element, gz',
    unit: 'kB',
    higher: false,
    target: 60,
  },
  { key: 'size.cdn.total', group: 'size', label: 'CDN files, all of dist/cdn, gz', unit: 'kB', higher: false },
  { key: 'render.mneMatch', group: 'render', label: '<mne-match> first render, Chromium', unit: 'ms', higher: false },
  // Blog posts with illustration elements from the CDN, on a slow phone (bench/posts.mjs).
  ...POST_ROWS,
  // The same seeded random-vs-random matches through boardgame.io's Client (bench/boardgameio-speed.mjs).
  { key: 'bgio.mne', group: 'bgio', label: 'MNE matches through boardgame.io', unit: 'matches/CPU-s', higher: true },
  { key: 'bgio.mof', group: 'bgio', label: 'MoF matches through boardgame.io', unit: 'matches/CPU-s', higher: true },
  // pitchside-server under N concurrent MNE matches of bot sockets (bench/server-load.mjs): moves per
  // CPU-second of the server process (one core), latency in the detail; and the engine's share.
  {
    key: 'server.engine',
    group: 'server',
    label: 'MNE moves, engine only (apply, views, events)',
    unit: 'moves/CPU-s',
    higher: true,
  },
  // Capacity: bots answer at once, so the server is saturated (what one core does).
  ...[100, 500, 1000].map((n) => ({
    key: `server.${n}`,
    group: 'server',
    label: `pitchside-server, ${n} concurrent MNE matches`,
    unit: 'moves/server-CPU-s',
    higher: true,
    target: n === 500 ? 3000 : undefined,
  })),
  // Latency at a stated offered load: bots think until each match's next move is due.
  {
    key: 'server.500.paced',
    group: 'server',
    label: `pitchside-server, 500 matches offered ${SERVER_RATE.toLocaleString('en-US')} moves/s, p99`,
    unit: 'ms',
    higher: false,
    target: 25,
  },
];

/** The bot levels' short tournaments against greedy (`--only bots`): matches per pairing at scale 1. */
const BOT_ROWS = [
  { game: 'mne', level: 'easy', matches: 200 },
  { game: 'mne', level: 'hard', matches: 60 },
  { game: 'mne', level: 'expert', matches: 40 },
  { game: 'mof', level: 'easy', matches: 200 },
  { game: 'mof', level: 'hard', matches: 200 },
  { game: 'mof', level: 'expert', matches: 100 },
];
for (const b of BOT_ROWS) {
  ROWS.push({
    key: `bots.${b.game}.${b.level}`,
    group: 'bots',
    label: `${b.game === 'mne' ? 'MNE' : 'MoF'} ${b.level} vs greedy (short tournament)`,
    unit: '% score',
    higher: true,
  });
}

const results = {};

if (groups.has('speed')) {
  const engineFile = await bundle('packages/engine/src/index.ts', { outfile: join(TMP, 'engine.mjs') });
  for (const row of ROWS.filter((r) => r.group === 'speed')) {
    process.stderr.write(`… ${row.label}\n`);
    const args = ['--single-threaded', join(ROOT, 'bench', 'speed-worker.mjs'), engineFile, row.key, opts.scale];
    const [cmd, argv] = opts.cpu ? ['taskset', ['-c', opts.cpu, process.execPath, ...args]] : [process.execPath, args];
    const run = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 1 << 20 });
    results[row.key] =
      run.status === 0 ? JSON.parse(run.stdout) : { value: null, detail: `failed: ${lastLine(run.stderr)}` };
  }
}

let cdnFile;
if (groups.has('size') || groups.has('render') || groups.has('posts')) {
  process.stderr.write('… building the CDN files\n');
  cdnFile = await buildCdn();
}
if (groups.has('size')) {
  process.stderr.write('… bundle sizes\n');
  Object.assign(results, await entrySizes());
  Object.assign(results, cdnSizes(cdnFile));
}
if (groups.has('render')) {
  process.stderr.write('… <mne-match> first render\n');
  try {
    results['render.mneMatch'] = await timeToFirstRender(cdnFile);
  } catch (e) {
    results['render.mneMatch'] = { value: null, detail: `failed: ${lastLine(e.message)}` };
  }
}
if (groups.has('posts')) {
  process.stderr.write('… blog posts on a slow phone\n');
  try {
    Object.assign(results, await measurePosts(cdnFile));
  } catch (e) {
    for (const row of POST_ROWS) results[row.key] = { value: null, detail: `failed: ${lastLine(e.message)}` };
  }
}
if (groups.has('bgio')) {
  process.stderr.write('… boardgame.io against the native loop\n');
  const adapterFile = await bundle('packages/engine/src/boardgameio/index.ts', { outfile: join(TMP, 'bgio.mjs') });
  const engineFile = await bundle('packages/engine/src/index.ts', { outfile: join(TMP, 'engine.mjs') });
  const engine = await import(pathToFileURL(engineFile).href);
  const adapter = await import(pathToFileURL(adapterFile).href);
  for (const id of ['mne', 'mof']) {
    try {
      const r = await measureBgio(engine, adapter, id, Math.max(2, Math.round(40 * Number(opts.scale))));
      results[`bgio.${id}`] = {
        value: r.bgio,
        detail: `native loop ${Math.round(r.native).toLocaleString('en-US')}/s in the same run: ${Math.round(r.native / r.bgio)}× faster`,
      };
    } catch (e) {
      results[`bgio.${id}`] = { value: null, detail: `failed: ${lastLine(e.message)}` };
    }
  }
}
if (groups.has('server')) {
  const { bandText, engineOnly, measureLoad } = await import('./server-load.mjs');
  process.stderr.write('… engine-only moves\n');
  results['server.engine'] = { value: engineOnly() };
  // The server on one core and the bots on another when the host has two and taskset: the latency
  // is then the server's, not two processes taking turns on one core.
  const pin = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0 ? { server: '0', bots: '1' } : undefined;
  const cpuLayout = pin ? 'server on CPU 0, bots on CPU 1 (taskset)' : 'server and bots sharing the CPUs';
  const detail = (r) =>
    `${Math.round(r.movesPerSecond)} moves/s (${Math.round(r.movesPerCpuSecond)} per server CPU-s), ` +
    `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
    (r.server ? ` (the server's own time: p50 ${bandText(r.server.p50)}, p99 ${bandText(r.server.p99)})` : '') +
    `; server ${Math.round(100 * r.serverCpuShare)}% of a core (ready but waiting for a CPU ${Math.round(100 * r.serverWaitShare)}% of the time), ` +
    `bots ${Math.round(100 * r.botsCpuShare)}% (waiting ${Math.round(100 * r.botsWaitShare)}%), ${cpuLayout}, host load ${r.hostLoad.toFixed(1)}, host speed ${r.hostSpeed.toFixed(0)}, ${r.matchesReplaced} matches ended and replaced; ` +
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${gitCommit()}`;
  for (const n of [100, 500, 1000]) {
    process.stderr.write(`… pitchside-server, ${n} concurrent matches\n`);
    try {
      const r = await measureLoad({ matches: n, seconds: 15, pin });
      results[`server.${n}`] = { value: r.movesPerCpuSecond, detail: detail(r) };
    } catch (e) {
      results[`server.${n}`] = { value: null, detail: `failed: ${lastLine(e.message)}` };
    }
  }
  process.stderr.write(`… pitchside-server, 500 matches at ${SERVER_RATE} moves/s offered\n`);
  try {
    const r = await measureLoad({ matches: 500, seconds: 15, rate: SERVER_RATE, pin });
    results['server.500.paced'] = {
      value: r.p99,
      detail: `offered ${SERVER_RATE}/s, sent ${Math.round(r.movesOffered / 15)}/s: ${detail(r)}`,
    };
  } catch (e) {
    results['server.500.paced'] = { value: null, detail: `failed: ${lastLine(e.message)}` };
  }
}
if (groups.has('bots')) {
  const file = join(TMP, 'bots.json');
  for (const b of BOT_ROWS) {
    const matches = Math.max(2, 2 * Math.round((b.matches * Number(opts.scale)) / 2));
    process.stderr.write(`… ${b.game} ${b.level} vs greedy, ${matches} matches\n`);
    const args = [join(ROOT, 'bench', 'tournament.mjs'), '--game', b.game, '--a', b.level, '--b', 'greedy'];
    args.push('--matches', String(matches), '--results', file);
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const key = `${b.game}:${b.level}-vs-greedy`;
    const summary = run.status === 0 && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8'))[key] : null;
    results[`bots.${b.game}.${b.level}`] = summary
      ? { value: 100 * summary.score.mean, detail: botDetail(summary) }
      : { value: null, detail: `failed: ${lastLine(run.stderr)}` };
  }
}
rmSync(TMP, { recursive: true, force: true });

const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : null;
printTable(previous);

if (opts.save) {
  const merged = { ...(previous?.metrics ?? {}), ...results };
  const saved = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    metrics: Object.fromEntries(ROWS.filter((r) => r.key in merged).map((r) => [r.key, merged[r.key]])),
  };
  writeFileSync(RESULTS, JSON.stringify(saved, null, 2) + '\n');
  console.log(`Saved as ${RESULTS}.`);
}

function printTable(prev) {
  const header = ['metric', 'value', 'unit', 'target', 'pass', 'previous', 'change'];
  const lines = [];
  for (const row of ROWS) {
    const r = results[row.key];
    if (!r) continue;
    const old = prev?.metrics?.[row.key]?.value;
    const target = row.target === undefined ? '' : `${row.higher ? '≥' : '≤'} ${fmt(row.target)}`;
    const pass =
      row.target === undefined || r.value === null
        ? ''
        : (row.higher ? r.value >= row.target : r.value <= row.target)
          ? 'pass'
          : 'FAIL';
    const change = old && r.value !== null ? changeText(r.value, old, row.higher) : '';
    lines.push([row.label, r.value === null ? '—' : fmt(r.value), row.unit, target, pass, old ? fmt(old) : '', change]);
    if (r.detail) lines.push(['', `  ${r.detail}`, '', '', '', '', '']);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.filter((l) => l[0]).map((l) => l[i].length)));
  const show = (cells) =>
    cells.map((c, i) => (i === 1 || i === 5 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(
    `\nPitchside benchmarks — ${new Date().toISOString()}, Node ${process.version}, ${cpus()[0]?.model ?? ''}`,
  );
  if (prev) console.log(`previous: ${prev.date} (${prev.commit})`);
  console.log(show(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(l[0] ? show(l) : `${' '.repeat(widths[0])}  ${l[1]}`);
}

/** A short tournament's line: its matches, the score's interval and the Elo against greedy. */
function botDetail(s) {
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  const elo = (p) => {
    if (p <= 0 || p >= 1) return p <= 0 ? '−∞' : '+∞';
    const e = Math.round(-400 * Math.log10(1 / p - 1));
    return e > 0 ? `+${e}` : e < 0 ? `−${-e}` : '0';
  };
  return (
    `${s.matches} matches, won–drawn–lost ${s.won}–${s.drawn}–${s.lost}, 95% CI ${pct(s.score.low)}–${pct(s.score.high)}; ` +
    `Elo vs greedy ${elo(s.score.mean)} (${elo(s.score.low)} to ${elo(s.score.high)}), ${s.seconds} s`
  );
}

/** The relative change, signed so that + is always better. */
function changeText(value, old, higher) {
  const better = higher ? value / old - 1 : old / value - 1;
  return `${better >= 0 ? '+' : ''}${(better * 100).toFixed(0)}% ${better >= 0.03 ? 'better' : better <= -0.03 ? 'worse' : ''}`.trim();
}

function fmt(v) {
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString('en-US');
  if (Math.abs(v) >= 100) return v.toFixed(0);
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return v.toFixed(2);
}

function lastLine(text) {
  return String(text).trim().split('\n').filter(Boolean).pop() ?? '';
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
