#!/usr/bin/env node
// Seeded bot tournaments (issue 8: measured strength). Plays bot A against bot B, A at home in even
// matches and away in odd ones, and reports A's wins / draws / losses per seat and its score rate
// (a draw counts half) with a 95% confidence interval. Results go to bench/tournament-results.json
// (merged by pairing) and are copied into docs/bots.md by hand.
//   node bench/tournament.mjs --game mne --a search --b greedy --matches 2000 [--playouts 150]
//        [--jobs N] [--minutes 30] [--seed 1] [--log FILE] [--results FILE]
// A bot is random, greedy, search, a level (easy, normal, hard, expert: `botForLevel`) or, for
// experiments, a search bot with options: `search:rollout=greedy,exploration=0.5,cardPlacements=true`.
// `--results` stores the summary in another file than bench/tournament-results.json.
// `--matches` is the total (half each way). `--minutes` stops early and reports the matches done
// (a prefix of the seeded schedule, so a shorter run is the start of the longer one). `--log`
// appends each finished match to FILE (JSON lines) and skips the matches already there, so a long
// tournament can be run in pieces — only valid while the engine and bots play the same moves.
// `--jobs N` (default: one per core; `--workers` is its old name) plays on N worker threads: worker w
// plays matches w, w + N, w + 2N…, and the results are taken in match order, so the summary is the
// same for any N. Progress goes to stderr: a bar with the time left on a terminal, plain lines otherwise.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { bundle, ROOT, TMP } from './engine-bundle.mjs';

/** A bot of `game` by name, seeded. */
function makeBot(engine, game, name, seed, playouts) {
  const g = engine[game];
  if (name === 'random') return g.randomBot(seed);
  if (name === 'greedy') return game === 'mne' ? g.greedyBot(seed) : g.greedyBot();
  if (name === 'search') return g.searchBot({ seed, playouts });
  if (name === 'search-random') return g.searchBot({ seed, playouts, rollout: 'random' });
  // A search bot with options, for experiments: `search:rollout=greedy,exploration=0.5`.
  if (name.startsWith('search:')) return g.searchBot({ seed, playouts, ...searchOptionsOf(name.slice(7)) });
  if (g.BOT_LEVELS?.includes(name)) return g.botForLevel(name, seed);
  throw new Error(`unknown bot ${name}`);
}

/** `k=v,k=v` → options (numbers where they parse as numbers, `true` and `false` booleans). */
function searchOptionsOf(text) {
  const options = {};
  for (const part of text.split(',')) {
    const [k, v] = part.split('=');
    options[k] = v === 'true' || v === 'false' ? v === 'true' : v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v;
  }
  return options;
}

/** Plays match `i` of the schedule; returns A's points (1, 0.5, 0), A's seat and the goals. */
function playOne(engine, o, i) {
  const g = engine[o.game];
  const aSeat = i % 2 === 0 ? 'home' : 'away';
  const bSeat = aSeat === 'home' ? 'away' : 'home';
  const bots = {
    [aSeat]: makeBot(engine, o.game, o.a, o.seed * 1_000_003 + i * 2 + 1, o.playouts),
    [bSeat]: makeBot(engine, o.game, o.b, o.seed * 1_000_003 + i * 2 + 2, o.playouts),
  };
  const { state } = engine.playMatch(g.game, { seed: `${o.seed}:${i}` }, bots);
  const r = g.result(state);
  let winner;
  let goals;
  if (o.game === 'mne') {
    winner = r.winner;
    goals = [r.score.home, r.score.away];
  } else {
    winner = r.winner === null ? null : r.winner === 0 ? 'home' : 'away';
    goals = r.score;
  }
  return { i, seed: o.seed, aSeat, points: winner === null ? 0.5 : winner === aSeat ? 1 : 0, goals };
}

if (!isMainThread) {
  const { enginePath, o, worker, workers, skip } = workerData;
  const engine = await import(pathToFileURL(enginePath).href);
  const done = new Set(skip);
  for (let i = worker; i < o.matches; i += workers) if (!done.has(i)) parentPort.postMessage(playOne(engine, o, i));
  parentPort.postMessage('done');
} else {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'mne' },
      a: { type: 'string', default: 'greedy' },
      b: { type: 'string', default: 'random' },
      matches: { type: 'string', default: '2000' },
      playouts: { type: 'string' },
      jobs: { type: 'string' },
      workers: { type: 'string' },
      minutes: { type: 'string' },
      seed: { type: 'string', default: '1' },
      log: { type: 'string' },
      results: { type: 'string' },
    },
  });
  const o = {
    game: values.game,
    a: values.a,
    b: values.b,
    matches: Number(values.matches),
    playouts: values.playouts === undefined ? undefined : Number(values.playouts),
    seed: Number(values.seed),
  };
  const enginePath = join(TMP, 'engine.mjs');
  await bundle('packages/engine/src/index.ts', { outfile: enginePath });
  const jobsText = values.jobs ?? values.workers;
  const workers = jobsText === undefined ? availableParallelism() : Number(jobsText);
  if (!Number.isSafeInteger(workers) || workers < 1 || !/^\d+$/.test(jobsText ?? '1')) {
    console.error(`tournament: --jobs must be a positive integer (worker threads), got ${jobsText}`);
    process.exit(2);
  }
  const deadline = values.minutes ? Date.now() + Number(values.minutes) * 60_000 : Infinity;
  // Matches of this schedule already played (by an earlier piece of the run).
  const logged = values.log && existsSync(values.log) ? readLog(values.log, o) : [];
  const skip = new Set(logged.map((r) => r.i));
  const results = [...logged];
  const started = Date.now();
  let running = workers;
  const progress = progressReporter(started);
  const pool = [];
  await new Promise((resolve) => {
    const stop = () => {
      for (const w of pool) void w.terminate();
      resolve();
    };
    for (let w = 0; w < workers; w++) {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { enginePath, o, worker: w, workers, skip: [...skip] },
      });
      pool.push(worker);
      worker.on('message', (m) => {
        if (m === 'done') {
          if (--running === 0) resolve();
          return;
        }
        results.push(m);
        if (values.log) appendFileSync(values.log, `${JSON.stringify({ ...m, key: keyOf(o) })}\n`);
        progress(results.length - logged.length, o.matches - logged.length);
        if (Date.now() > deadline) stop();
      });
      worker.on('error', (e) => {
        console.error(e);
        process.exitCode = 1;
        stop();
      });
    }
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  // Keep a prefix of the schedule: the matches 0..n-1 all done (workers finish out of order).
  results.sort((x, y) => x.i - y.i);
  let n = 0;
  while (n < results.length && results[n].i === n) n++;
  // An even count, so both seats have the same number of matches.
  n -= n % 2;
  const done = results.slice(0, n);
  const summary = summarise(o, done, (Date.now() - started) / 1000);
  printSummary(summary);
  const file = values.results ?? join(ROOT, 'bench', 'tournament-results.json');
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  all[summary.key] = summary;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

/**
 * Progress on stderr: on a terminal a bar with the time left (estimated from the pace so far),
 * redrawn at most ten times a second; otherwise a plain line every tenth of the run.
 */
function progressReporter(started) {
  let drawn = 0;
  let tenth = 0;
  const clock = (seconds) => {
    const s = Math.max(0, Math.round(seconds));
    const two = (n) => String(n).padStart(2, '0');
    return s < 60
      ? `${s} s`
      : s < 3600
        ? `${Math.floor(s / 60)}:${two(s % 60)}`
        : `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  };
  return (done, total) => {
    const left = clock(((Date.now() - started) / 1000 / Math.max(1, done)) * (total - done));
    if (process.stderr.isTTY) {
      if (done < total && Date.now() - drawn < 100) return;
      drawn = Date.now();
      const filled = Math.round((30 * done) / Math.max(1, total));
      // No estimate in the first second (workers starting); \x1b[K clears the rest of the line.
      const eta = Date.now() - started < 1000 || done >= total ? '' : `  ETA ${left}`;
      process.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${done}/${total} matches${eta}\x1b[K`);
    } else if (Math.floor((10 * done) / total) > tenth && done < total) {
      tenth = Math.floor((10 * done) / total);
      process.stderr.write(`tournament: ${done}/${total} matches, about ${left} left\n`);
    }
  };
}

/** The pairing's key in tournament-results.json, e.g. `mne:search-vs-greedy@50`. */
function keyOf(o) {
  return `${o.game}:${o.a}-vs-${o.b}${o.playouts ? `@${o.playouts}` : ''}`;
}

/** The matches of this tournament (same key and seed) in a log file, one per match index. */
function readLog(file, o) {
  const byIndex = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    if (r.key === keyOf(o) && r.seed === o.seed && r.i < o.matches) byIndex.set(r.i, r);
  }
  return [...byIndex.values()];
}

/** Score rate (draws half) with a 95% normal-approximation interval from the per-match variance. */
function scoreInterval(points) {
  const n = points.length;
  if (n === 0) return { n, mean: NaN, low: NaN, high: NaN };
  const mean = points.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? points.reduce((a, p) => a + (p - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { n, mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

/** Wilson 95% interval of a proportion (used for the win rate, draws not counted as wins). */
function wilson(k, n) {
  if (n === 0) return { low: NaN, high: NaN };
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { low: centre - half, high: centre + half };
}

function summarise(o, done, seconds) {
  const bySeat = {};
  for (const seat of ['home', 'away']) {
    const rows = done.filter((r) => r.aSeat === seat);
    bySeat[seat] = {
      matches: rows.length,
      won: rows.filter((r) => r.points === 1).length,
      drawn: rows.filter((r) => r.points === 0.5).length,
      lost: rows.filter((r) => r.points === 0).length,
    };
  }
  const wins = done.filter((r) => r.points === 1).length;
  const draws = done.filter((r) => r.points === 0.5).length;
  return {
    key: keyOf(o),
    game: o.game,
    a: o.a,
    b: o.b,
    playouts: o.playouts ?? null,
    seed: o.seed,
    planned: o.matches,
    matches: done.length,
    won: wins,
    drawn: draws,
    lost: done.length - wins - draws,
    bySeat,
    score: scoreInterval(done.map((r) => r.points)),
    winRate: { rate: wins / done.length, ...wilson(wins, done.length) },
    goalsPerMatch: done.reduce((a, r) => a + r.goals[0] + r.goals[1], 0) / done.length,
    seconds: Math.round(seconds),
    date: new Date().toISOString().slice(0, 10),
  };
}

function printSummary(s) {
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  console.log(`${s.key}: ${s.matches} matches (${s.bySeat.home.matches} with ${s.a} at home), ${s.seconds} s`);
  console.log(`  ${s.a}: won ${s.won}, drawn ${s.drawn}, lost ${s.lost}`);
  for (const seat of ['home', 'away']) {
    const b = s.bySeat[seat];
    console.log(`  ${s.a} ${seat}: ${b.won}-${b.drawn}-${b.lost}`);
  }
  console.log(`  score rate (draw = ½): ${pct(s.score.mean)}  95% CI ${pct(s.score.low)} – ${pct(s.score.high)}`);
  console.log(`  win rate: ${pct(s.winRate.rate)}  Wilson 95% CI ${pct(s.winRate.low)} – ${pct(s.winRate.high)}`);
}
