#!/usr/bin/env node
// Load on `pitchside-server`: N concurrent MNE matches played by bot socket clients on 127.0.0.1.
// The server (the built CLI, embedded store in a scratch folder) is a child process; the bots are
// raw socket.io clients here (one per seat, 2N sockets) that answer each update where their seat
// must act with a random legal action of their own view. Once every socket has synced and after a
// warm-up, for a fixed window:
// moves per second, moves per CPU-second of the server process (/proc: what one server core
// does), and the latency from sending a move to the mover receiving its update (p50, p99).
// Bounded: it stops by itself after the window and kills the server. Beside it, the engine-only
// cost of one move as the server makes it (applyAction, then viewFor and eventsFor for both seats
// and a spectator).
//   node bench/server-load.mjs [--matches 100,500] [--seconds 15] [--profile DIR] [--db postgres://…]
//                              [--node-flags "--max-semi-space-size=32"] [--against DIR --rounds 3]
// `--db URL` stores the matches in PostgreSQL instead of the embedded store. `--profile DIR` runs
// the server with --cpu-prof (written to DIR when it stops) and prints where its time went during
// the measured window only (not the matches' creation and the sockets' connections).
// `--node-flags` passes flags to the server's node. `--against DIR` alternates, `--rounds` times,
// this checkout's server with the one built in DIR (another checkout, e.g. main's, after
// `npm run build:packages` there) in the same minutes: on a shared host, the fair comparison.
// Needs `npm run build:packages`. bench/run.mjs adds the rows (`--only server`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';

const ROOT = resolve(import.meta.dirname, '..');
const cliOf = (root) => join(root, 'packages/server/dist/cli.js');
const engine = await import(pathToFileURL(join(ROOT, 'packages/engine/dist/index.js')).href);
const TICK = 100; // USER_HZ: /proc's clock ticks per second on Linux

function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK; // utime + stime
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function startServer(data, profileDir, db, nodeFlags = [], root = ROOT) {
  const args = [...nodeFlags, ...(profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : []), cliOf(root)];
  const child = spawn(process.execPath, [...args, '--port', '0', ...(db ? ['--db', db] : ['--data', data])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const url = await new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error('the server did not start')), 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Pitchside server on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res(m[1]);
      }
    });
    child.once('exit', (code) => rej(new Error(`the server exited (${code})`)));
  });
  return { child, url };
}

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** Creates `n` matches and joins both seats, a few requests at a time. */
async function createMatches(url, n) {
  const matches = [];
  const one = async () => {
    const { matchID } = await post(`${url}/games/mne/create`, { numPlayers: 2, setupData: {} });
    const creds = [];
    for (const playerID of ['0', '1']) {
      creds.push((await post(`${url}/games/mne/${matchID}/join`, { playerID, playerName: 'bot' })).playerCredentials);
    }
    matches.push({ matchID, creds });
  };
  for (let i = 0; i < n; i += 20) await Promise.all(Array.from({ length: Math.min(20, n - i) }, one));
  return matches;
}

/** Plays `matches` concurrent matches for `seconds` after `warmup` seconds. */
export async function measureLoad({ matches: n, seconds = 15, warmup = 3, profileDir, db, nodeFlags, root } = {}) {
  const data = mkdtempSync(join(tmpdir(), 'pitchside-load-'));
  const { child, url } = await startServer(data, profileDir, db, nodeFlags, root);
  // The measured window on the monotonic clock V8's profiles use (µs), to summarise only its samples.
  const window = {};
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const sockets = [];
  try {
    const matches = await createMatches(url, n);
    let measuring = false;
    let synced = 0;
    let moves = 0;
    const latencies = [];
    let failures = 0;
    for (const { matchID, creds } of matches) {
      for (const playerID of ['0', '1']) {
        const socket = io(`${url}/mne`, { transports: ['websocket'], forceNew: true, reconnection: false });
        sockets.push(socket);
        let sentAt = 0;
        let sentFor = -1;
        const onState = (state) => {
          if (sentFor >= 0 && state._stateID > sentFor) {
            if (measuring) {
              latencies.push(performance.now() - sentAt);
              moves++;
            }
            sentFor = -1;
          }
          if (state.ctx.gameover || state.ctx.currentPlayer !== playerID || sentFor === state._stateID) return;
          const actions = engine.mne.legalActions(state.G.view);
          if (!actions.length) return void failures++;
          const action = actions[Math.floor(Math.random() * actions.length)];
          sentAt = performance.now();
          sentFor = state._stateID;
          socket.emit(
            'update',
            { type: 'MAKE_MOVE', payload: { type: 'act', args: [action], playerID, credentials: creds[playerID] } },
            state._stateID,
            matchID,
            playerID,
          );
        };
        socket.on('sync', (_id, info) => {
          synced++;
          onState(info.state);
        });
        socket.on('update', (_id, state) => onState(state));
        socket.on('connect', () => socket.emit('sync', matchID, playerID, creds[playerID], 2));
      }
    }
    // Steady play only: every socket has had its first sync (2n syncs and connection changes, a
    // cost of connecting, not of moves) before the warm-up starts.
    const syncDeadline = Date.now() + 120_000;
    while (synced < 2 * n && Date.now() < syncDeadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, warmup * 1000));
    const cpu0 = cpuOf(child.pid);
    const bots0 = process.cpuUsage();
    const t0 = performance.now();
    window.start = now();
    measuring = true;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    measuring = false;
    window.end = now();
    const wall = (performance.now() - t0) / 1000;
    const cpu = cpuOf(child.pid) - cpu0;
    const bots = process.cpuUsage(bots0);
    latencies.sort((a, b) => a - b);
    return {
      matches: n,
      moves,
      movesPerSecond: moves / wall,
      movesPerCpuSecond: moves / cpu,
      serverCpuShare: cpu / wall,
      botsCpuShare: (bots.user + bots.system) / 1e6 / wall,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      failures,
      window,
    };
  } finally {
    for (const s of sockets) s.close();
    // SIGINT lets --cpu-prof write its profile (the CLI stops cleanly on it).
    child.kill(profileDir ? 'SIGINT' : 'SIGKILL');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(data, { recursive: true, force: true });
  }
}

/** The engine's part of one move as the server makes it: moves per CPU-second. */
export function engineOnly(matches = 200) {
  const { mne } = engine;
  const seats = ['home', 'away', 'spectator'];
  const run = () => {
    let count = 0;
    for (let i = 0; i < matches; i++) {
      let s = mne.createMatch({ seed: i });
      const bot = mne.randomBot(i);
      while (!mne.isOver(s)) {
        const { state, events } = mne.applyAction(s, bot(s));
        for (const seat of seats) {
          mne.viewFor(state, seat);
          mne.eventsFor(events, seat);
        }
        s = state;
        count++;
      }
    }
    return count;
  };
  run(); // warm-up
  const t = process.cpuUsage();
  const count = run();
  const used = process.cpuUsage(t);
  return count / ((used.user + used.system) / 1e6);
}

/** Self time by function in a .cpuprofile, grouped: the top `n` and the share of named groups. */
export function summarizeProfile(file, n = 15, window = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const dt = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < (window.start ?? -Infinity) || at > (window.end ?? Infinity)) continue;
    dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  let total = 0;
  for (const [id, us] of dt) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/packages\//, 'packages/');
    const key =
      `${callFrame.functionName || '(anonymous)'} ${where ? `(${where.split('/').slice(0, 3).join('/')})` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + us);
    total += us;
  }
  const groups = {
    idle: /^\(idle\)/,
    'garbage collection': /^\(garbage collector\)/,
    'immer (boardgame.io copies and freezes the state)': /immer/,
    'the adapter and the engine (views, events, rules)': /packages\/engine/,
    'boardgame.io (reducer, master, turn order, log)': /boardgame\.io/,
    'socket.io / engine.io / ws': /socket\.io|engine\.io|\bws\//,
    'JSON (stringify / parse)': /^(stringify|parse) /,
    'the server package (store, commit, guard)': /packages\/server/,
    'Node internals (fs, streams, net)': /node:|\(program\)/,
  };
  const shares = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
  for (const [key, us] of self) {
    const group = Object.keys(groups).find((g) => groups[g].test(key));
    if (group) shares[group] += us;
  }
  const busy = total - shares.idle;
  const top = [...self]
    .filter(([k]) => !/^\(idle\)/.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
  return {
    busyMs: busy / 1000,
    groups: Object.entries(shares)
      .filter(([g]) => g !== 'idle')
      .map(([g, us]) => [g, us / busy]),
    top: top.map(([k, us]) => [k, us / busy]),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string', default: '100,500' },
      seconds: { type: 'string', default: '15' },
      profile: { type: 'string' },
      db: { type: 'string' },
      'node-flags': { type: 'string', default: '' },
      against: { type: 'string' },
      rounds: { type: 'string', default: '3' },
    },
  });
  const nodeFlags = values['node-flags'].split(/\s+/).filter(Boolean);
  const line = (r) =>
    `${r.moves} moves, ${r.movesPerSecond.toFixed(0)}/s, ${r.movesPerCpuSecond.toFixed(0)}/server CPU-s ` +
    `(server busy ${(100 * r.serverCpuShare).toFixed(0)}% of a core, bots ${(100 * r.botsCpuShare).toFixed(0)}%), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
    (r.failures ? `, ${r.failures} updates without a legal action` : '');
  const seconds = Number(values.seconds);
  if (values.against) {
    const other = resolve(values.against);
    for (const n of values.matches.split(',').map(Number)) {
      const sums = { this: [], other: [] };
      for (let round = 1; round <= Number(values.rounds); round++) {
        for (const [name, root] of round % 2
          ? [
              ['this', ROOT],
              ['other', other],
            ]
          : [
              ['other', other],
              ['this', ROOT],
            ]) {
          const r = await measureLoad({ matches: n, seconds, db: values.db, nodeFlags, root });
          sums[name].push(r.movesPerCpuSecond);
          console.log(`${n} matches, round ${round}, ${name === 'this' ? 'this checkout' : other}: ${line(r)}`);
        }
      }
      const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
      console.log(
        `${n} matches: this checkout ${mean(sums.this).toFixed(0)}, ${other} ${mean(sums.other).toFixed(0)} moves/server CPU-s (mean of ${values.rounds})`,
      );
    }
  } else {
    console.log(`engine only: ${Math.round(engineOnly()).toLocaleString('en-US')} moves/CPU-s`);
    for (const n of values.matches.split(',').map(Number)) {
      const profileDir = values.profile ? resolve(values.profile, String(n)) : undefined;
      const r = await measureLoad({ matches: n, seconds, profileDir, db: values.db, nodeFlags });
      console.log(`${n} matches: ${line(r)}`);
      if (profileDir) {
        const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
        const p = summarizeProfile(join(profileDir, file), 25, r.window);
        console.log(
          `  profile of the measured window: ${p.busyMs.toFixed(0)} ms busy, ${((1000 * p.busyMs) / r.moves).toFixed(0)} µs per move`,
        );
        for (const [g, share] of p.groups) console.log(`    ${(100 * share).toFixed(1).padStart(5)}%  ${g}`);
        console.log('  top functions (self time):');
        for (const [k, share] of p.top) console.log(`    ${(100 * share).toFixed(1).padStart(5)}%  ${k}`);
      }
    }
  }
}
