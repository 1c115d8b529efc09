#!/usr/bin/env node
// Load on `pitchside-server`: N concurrent MNE matches played by bot socket clients on 127.0.0.1.
// The server (the built CLI, embedded store in a scratch folder) is a child process; the bots are
// socket.io clients over bare WebSockets here (one per seat, 2N sockets) that answer each update
// where their seat must act with a random legal action of their own view. Once every socket has
// synced and after a warm-up, for a fixed window: moves per second, moves per CPU-second of the
// server process (/proc: what one server core does), and the latency from sending a move to the
// mover receiving its update (p50, p99). Without `--rate` the bots answer at once: the server is
// saturated and the figure is its capacity (latency is then the queue). `--rate R` offers R moves
// per second over all matches (each match a Poisson process, one move in flight): the latency at
// that load. Bounded: it stops by itself after the window and kills the server. Beside it, the
// engine-only cost of one move as the server makes it (applyAction, then viewFor and eventsFor for
// both seats and a spectator).
//   node bench/server-load.mjs [--matches 100,500] [--seconds 15] [--warmup 3] [--rate R] [--profile DIR]
//                              [--db postgres://…] [--node-flags="--max-old-space-size=4096"]
//                              [--against DIR --rounds 3] [--gc] [--pin 0,1] [--callgrind]
// `--db URL` stores the matches in PostgreSQL instead of the embedded store. `--profile DIR` runs
// the server with --cpu-prof (written to DIR when it stops) and prints where its time went during
// the measured window only (not the matches' creation and the sockets' connections), then the
// bots' own profile (this process, through node:inspector) over the same window.
// `--gc` prints the server's garbage collection in the window (V8's --trace-gc-nvp): bytes allocated,
// copied and promoted per move, counts a busy host does not change, unlike times. `--pin 0,1` runs
// the server on CPU 0 and the bots on CPU 1 (taskset), so that latency is the server's own, and
// starts the server's node with --single-threaded-gc, as a server on one CPU should be started.
// `--callgrind` runs the server under valgrind's callgrind and counts its instructions in the window
// only: per move, a figure a busy host does not change (the server is about 50 times slower there,
// so use 100–200 matches, a window of a few minutes and a `--warmup` of a minute, so that V8's
// compilation of the code is not counted; with `--against`, the A/B a shared host allows).
// `--node-flags` passes flags to the server's node (e.g. `--node-flags=--no-single-threaded-gc`
// pinned), `--server-args` options to pitchside-server (e.g. `--server-args="--semi-space 16"`). `--against DIR` alternates, `--rounds` times,
// this checkout's server with the one built in DIR (another checkout, e.g. main's, after
// `npm run build:packages` there) in the same minutes: on a shared host, the fair comparison.
// A server that stops by itself, or not cleanly when told to, has its stderr printed.
// Needs `npm run build:packages`. bench/run.mjs adds the rows (`--only server`).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { hostSpeed } from './host-speed.mjs';

const ROOT = resolve(import.meta.dirname, '..');
// The `ws` package of boardgame.io's socket.io-client, the WebSocket its clients use in Node.
const requireFrom = (from, name) => createRequire(from).resolve(name);
const WebSocket = createRequire(
  requireFrom(
    requireFrom(requireFrom(import.meta.url, 'boardgame.io/package.json'), 'socket.io-client'),
    'engine.io-client',
  ),
)('ws');
const cliOf = (root) => join(root, 'packages/server/dist/cli.js');
const engine = await import(pathToFileURL(join(ROOT, 'packages/engine/dist/index.js')).href);
const { restoreGameData, GAME_DATA_ID } = await import(
  pathToFileURL(join(ROOT, 'packages/engine/dist/boardgameio/index.js')).href
);
const TICK = 100; // USER_HZ: /proc's clock ticks per second on Linux

function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK; // utime + stime
}

/**
 * The seconds a process's threads have spent waiting for a CPU while ready to run (the kernel's
 * schedstat run delay, summed over its threads): on a shared host, the part of a latency that is
 * neither the server's work nor the bots' but other processes holding the cores.
 */
function waitOf(pid) {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[1]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns / 1e9;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** What starts the lines of `pitchside-server --move-times` (packages/server/src/move-times.ts). */
const MOVE_TIMES = 'pitchside-server move times: ';

/**
 * The server's own time per move (from a move's message arriving to its update published) over the
 * lines of `--move-times` printed within `[from, to]` (ms since the epoch): p50 and p99 as the upper
 * bounds of the bands they fall in.
 */
function moveTimesOf(lines, from, to) {
  // Each line counts the second before it: those of whole seconds within the window.
  const inWindow = lines.filter((l) => l.at >= from + 1000 && l.at <= to);
  if (!inWindow.length) return undefined;
  const { upTo } = inWindow[0];
  const counts = upTo.map(() => 0).concat(0);
  for (const l of inWindow) l.counts.forEach((c, i) => (counts[i] += c));
  const total = counts.reduce((a, b) => a + b, 0);
  const at = (p) => {
    let seen = 0;
    for (let i = 0; i < counts.length; i++) {
      seen += counts[i];
      if (seen >= p * total) return upTo[i] ?? Infinity;
    }
    return Infinity;
  };
  return { moves: total, p50: at(0.5), p99: at(0.99) };
}

/** A percentile of the server's move times as its band says it: "≤ 25 ms", or "> 1000 ms" past the last. */
export const bandText = (ms) => (ms === Infinity ? '> 1000 ms' : `≤ ${ms} ms`);

async function startServer({
  data,
  profileDir,
  db,
  nodeFlags = [],
  root = ROOT,
  gc = false,
  pin = undefined,
  callgrind,
  serverArgs = [],
}) {
  // Pinned to one CPU, node gets --single-threaded-gc as deployment.html advises there (unless
  // --node-flags already says how V8's collector uses threads).
  const gcThreads = pin && !nodeFlags.some((f) => /single[-_]threaded/.test(f)) ? ['--single-threaded-gc'] : [];
  const args = [
    ...nodeFlags,
    ...gcThreads,
    ...(profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : []),
    ...(gc ? ['--trace-gc-nvp'] : []),
    cliOf(root),
  ];
  // The server's own time per move, where its CLI can print it (not in builds before `--move-times`).
  const moveTimes = readFileSync(cliOf(root), 'utf8').includes('--move-times');
  const argv = [
    ...args,
    '--port',
    '0',
    ...(db ? ['--db', db] : ['--data', data]),
    ...(moveTimes ? ['--move-times'] : []),
    ...serverArgs,
  ];
  // With `pin`, the server's threads (its JavaScript, V8's collector, libuv's pool) on its core only.
  // With `callgrind` (a folder), under valgrind, counting nothing until the measured window.
  const node = callgrind
    ? [
        'valgrind',
        '--tool=callgrind',
        '--instr-atstart=no',
        '--smc-check=all',
        `--callgrind-out-file=${join(callgrind, 'callgrind.%p.out')}`,
        process.execPath,
      ]
    : [process.execPath];
  const [file, ...fileArgs] = pin ? ['taskset', '-c', pin.server, ...node, ...argv] : [...node, ...argv];
  const child = spawn(file, fileArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // The server's stderr, its last 8 kB: read, so that a full pipe never blocks it, and said when it fails.
  child.stderrTail = '';
  child.stderr.on('data', (d) => (child.stderrTail = (child.stderrTail + d).slice(-8000)));
  const url = await new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error('the server did not start')), callgrind ? 600_000 : 30_000);
    const started = (d) => {
      out += d;
      const m = /Pitchside server on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout.off('data', started);
        res(m[1]);
      }
    };
    child.stdout.on('data', started);
    // With `gc`, V8's line per collection, kept for gcOf(); the server's move times, for moveTimesOf().
    child.gcLines = gc ? [] : undefined;
    child.moveTimes = moveTimes ? [] : undefined;
    let rest = '';
    child.stdout.on('data', (d) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop();
      for (const l of lines) {
        if (gc && l.includes(' pause=')) child.gcLines.push(l);
        else if (moveTimes && l.startsWith(MOVE_TIMES)) child.moveTimes.push(JSON.parse(l.slice(MOVE_TIMES.length)));
      }
    });
    child.once('exit', (code) => rej(new Error(`the server exited (${code}): ${child.stderrTail}`)));
  });
  return { child, url };
}

/**
 * A lobby request. On a busy host a kept-alive connection may be closed by the server just as a
 * request is sent on it ("fetch failed: other side closed"): a request that got no answer at all is
 * sent again, a few times (a refused one, with an answer, is not).
 */
async function post(url, body, tries = 3) {
  let res;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    if (tries <= 1) throw e;
    return post(url, body, tries - 1);
  }
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

/**
 * A bot's socket: the socket.io protocol (engine.io 4) spoken over a bare WebSocket, so that the
 * bench process spends its core on what a player's client must do (read its own updates, pick an
 * action), not on socket.io-client's machinery. `onEvent(bytes, at)` gets each event's frame as
 * the bytes received, its JSON from `at`: most updates are only skimmed, never decoded whole.
 */
function botSocket(url, onOpen, onEvent, onClose, wholeData) {
  // Like a client with the engine's gameDataOnce parser, unless `wholeData`.
  const query = wholeData ? '' : '&pitchside-data=once';
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket${query}`, {
    perMessageDeflate: false,
  });
  ws.on('message', (bytes) => {
    received.bytes += bytes.length;
    if (bytes.length === 1 && bytes[0] === PING) return ws.send('3'); // the server's ping: pong
    if (bytes[0] === OPEN) return ws.send(`40${NSP},`); // engine.io is open: join the game's namespace
    if (startsWith(bytes, JOINED)) return onOpen();
    if (startsWith(bytes, EVENT)) return onEvent(bytes, EVENT.length);
  });
  ws.on('close', onClose);
  ws.on('error', () => {});
  return {
    emit: (...args) => ws.readyState === WebSocket.OPEN && ws.send(`42${NSP},${JSON.stringify(args)}`),
    close: () => ws.terminate(),
  };
}

/** The bytes of every frame the bots received (the wire's payload, without WebSocket headers). */
const received = { bytes: 0 };
const NSP = '/mne';
const [PING, OPEN] = ['2', '0'].map((c) => c.charCodeAt(0));
const JOINED = Buffer.from(`40${NSP},`);
const EVENT = Buffer.from(`42${NSP},`);
/** Where the state's `ctx` starts: its last key of this name (the log's entries, after it, have none). */
const CTX = ',"ctx":{';
const startsWith = (bytes, prefix) => {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
};
/** Where a seat update's text says whose turn it is: `ctx` follows `G`, and no view or event has this key. */
const CURRENT = '"currentPlayer":"';
/** The state's id: its first key of this name after `ctx` (the log's entries, after the state, have one too). */
const STATE_ID = '"_stateID":';
/** A seat update's game data: the first key of its view. */
const VIEW_DATA = '"view":{"data":';

/**
 * Plays `matches` concurrent matches for `seconds` after `warmup` seconds. Every seat's socket has
 * synced before the first move; a match that ends is replaced by a new one (made through the lobby,
 * its two sockets synced to it), so `matches` stay in play. Without `rate` the bots answer at once
 * (the server is saturated: capacity); with `rate` (moves per second over all matches) each match
 * offers its moves as a Poisson process of rate `rate / matches`, one move in flight at most: a
 * bot whose turn comes early thinks until its move is due (latency at a stated offered load).
 */
export async function measureLoad({
  matches: n,
  seconds = 15,
  warmup = 3,
  rate,
  profileDir,
  db,
  nodeFlags,
  root,
  wholeData = false,
  gc = false,
  pin,
  callgrind = false,
  serverArgs = [],
} = {}) {
  // The host's speed before the run (bench/host-speed.mjs): rows read at other times compare by it.
  const speed = hostSpeed();
  const data = mkdtempSync(join(tmpdir(), 'pitchside-load-'));
  // The bots' threads on their own core, away from the server's: latency is then the server's.
  if (pin) execFileSync('taskset', ['-apc', pin.bots, String(process.pid)], { stdio: 'ignore' });
  const counts = callgrind ? mkdtempSync(join(tmpdir(), 'pitchside-callgrind-')) : undefined;
  const { child, url } = await startServer({
    data,
    profileDir,
    db,
    nodeFlags,
    root,
    gc,
    pin,
    callgrind: counts,
    serverArgs,
  });
  // The measured window on the monotonic clock V8's profiles use (µs), to summarise only its samples.
  const window = {};
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const sockets = [];
  const timers = new Set();
  try {
    const made = await createMatches(url, n);
    let playing = false;
    let measuring = false;
    let stopped = false;
    let moves = 0;
    let offered = 0;
    let replaced = 0;
    let closed = 0;
    const latencies = [];
    let failures = 0;
    // The time (ms) from one move of a match to its next: exponential, of mean n / rate seconds.
    const gap = () => (rate ? (-Math.log(1 - Math.random()) * 1000 * n) / rate : 0);
    const tables = made.map((match) => ({ ...match, seats: [], due: 0 }));
    const play = (table, seat) => {
      if (!playing || stopped || seat.state === undefined || seat.sentFor >= 0) return;
      const { state } = seat;
      if (state.ctx.gameover !== undefined || state.ctx.currentPlayer !== seat.playerID) return;
      const wait = table.due - performance.now();
      if (wait > 0) {
        if (seat.timer === undefined) {
          seat.timer = setTimeout(() => {
            timers.delete(seat.timer);
            seat.timer = undefined;
            play(table, seat);
          }, wait);
          timers.add(seat.timer);
        }
        return;
      }
      table.due = Math.max(table.due, performance.now() - 1000) + gap();
      const actions = engine.mne.legalActions(state.G.view);
      if (!actions.length) return void failures++;
      const action = actions[Math.floor(Math.random() * actions.length)];
      seat.sentAt = performance.now();
      seat.sentFor = state._stateID;
      if (measuring) offered++;
      seat.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: { type: 'act', args: [action], playerID: seat.playerID, credentials: table.creds[seat.playerID] },
        },
        state._stateID,
        table.matchID,
        seat.playerID,
      );
    };
    /** A new match for a table whose match ended: its sockets sync to it. */
    const replace = async (table) => {
      if (table.replacing || stopped) return;
      table.replacing = true;
      const [next] = await createMatches(url, 1);
      if (stopped) return;
      replaced++;
      Object.assign(table, next, { replacing: false });
      for (const seat of table.seats) {
        seat.state = undefined;
        seat.sentFor = -1;
        seat.socket.emit('sync', table.matchID, seat.playerID, table.creds[seat.playerID], 2);
      }
    };
    /**
     * The seat's `G` of an update where it acts (the frame's JSON from `at`), decoded alone: the
     * bot reads its view, not the rest of the state or the log. Its game data (the same in every
     * update of a match, most of its bytes) is not decoded again: sent by id (game data once), it is
     * the seat's copy; sent whole (`--whole-data`, or a server without game data once), the object
     * of the sync stands for it. Either way the engine's caches keyed on it hold.
     */
    const parseG = (table, seat, bytes, at) => {
      const prefix = `["update",${JSON.stringify(table.matchID)},{"G":`;
      const end = bytes.lastIndexOf(CTX);
      if (bytes.toString('latin1', at, at + prefix.length) !== prefix || end < 0) {
        return JSON.parse(bytes.toString('utf8', at))[2].G; // another order of keys: decoded whole
      }
      const text = bytes.toString('utf8', at + prefix.length, end);
      if (text.includes(GAME_DATA_ID)) {
        const G = JSON.parse(text);
        restoreGameData(['update', table.matchID, { G }], seat.known);
        return G;
      }
      const from = text.indexOf(VIEW_DATA) + VIEW_DATA.length;
      if (from < VIEW_DATA.length || !text.startsWith(table.dataText, from)) return JSON.parse(text);
      const G = JSON.parse(`${text.slice(0, from)}0${text.slice(from + table.dataText.length)}`);
      G.view.data = table.data;
      return G;
    };
    /** The number written after `key`'s first occurrence in `bytes` from `from`. */
    const numberAfter = (bytes, key, from) => {
      let at = bytes.indexOf(key, from) + key.length;
      let n = 0;
      for (let c = bytes[at]; c >= 48 && c <= 57; c = bytes[++at]) n = n * 10 + c - 48;
      return n;
    };
    const answered = (seat, stateID) => {
      if (seat.sentFor < 0 || stateID <= seat.sentFor) return;
      if (measuring) {
        latencies.push(performance.now() - seat.sentAt);
        moves++;
      }
      seat.sentFor = -1;
    };
    const onEvent = (table, seat, bytes, at) => {
      const name = bytes.toString('latin1', at + 2, bytes.indexOf('"', at + 2));
      if (name !== 'update' && name !== 'sync') return;
      let state;
      if (name === 'sync') {
        const args = JSON.parse(bytes.toString('utf8', at));
        if (args[1] !== table.matchID) return;
        restoreGameData(args, seat.known);
        state = args[2].state;
        seat.synced = true;
        table.data = state.G.view.data;
        table.dataText = JSON.stringify(table.data);
      } else {
        const id = at + name.length + 4;
        if (bytes.toString('latin1', id, id + table.matchID.length + 2) !== `"${table.matchID}"`) return; // the match this table played before
        // An update where this seat does not act is only skimmed (its state's id), as a real client
        // would render it, not think about it.
        const current = bytes.lastIndexOf(CURRENT);
        const mine =
          current >= 0 &&
          bytes.toString('latin1', current + CURRENT.length, current + CURRENT.length + 2) === `${seat.playerID}"`;
        const over = bytes.includes('"gameover":');
        const stateID = numberAfter(bytes, STATE_ID, Math.max(current, 0));
        if (!mine || over) {
          answered(seat, stateID);
          seat.state = undefined;
          if (over && seat.playerID === '0') replace(table).catch(() => failures++);
          return;
        }
        state = { G: parseG(table, seat, bytes, at), ctx: { currentPlayer: seat.playerID }, _stateID: stateID };
      }
      answered(seat, state._stateID);
      seat.state = state;
      if (state.ctx.gameover !== undefined) {
        if (seat.playerID === '0') replace(table).catch(() => failures++);
        return;
      }
      play(table, seat);
    };
    const connect = (table, playerID) =>
      new Promise((resolve) => {
        const seat = { playerID, sentFor: -1, sentAt: 0, synced: false, known: new Map() };
        table.seats.push(seat);
        seat.socket = botSocket(
          url,
          () => seat.socket.emit('sync', table.matchID, playerID, table.creds[playerID], 2),
          (bytes, at) => {
            onEvent(table, seat, bytes, at);
            if (seat.synced) resolve();
          },
          () => closed++,
          wholeData,
        );
        sockets.push(seat.socket);
      });
    // Connect every seat, a batch at a time, and start playing only once all have synced (2n syncs
    // and connection changes: a cost of connecting, not of moves).
    const syncDeadline = Date.now() + (callgrind ? 1_800_000 : 120_000);
    for (let i = 0; i < tables.length; i += 50) {
      const batch = tables.slice(i, i + 50).flatMap((table) => [connect(table, '0'), connect(table, '1')]);
      // Unref'd: the deadline of the last batch must not keep the bench alive once it is done.
      const late = new Promise((r) => setTimeout(r, Math.max(0, syncDeadline - Date.now()), 'late').unref());
      if ((await Promise.race([Promise.all(batch), late])) === 'late') {
        throw new Error(
          `only ${tables.flatMap((t) => t.seats).filter((s) => s.synced).length} of ${2 * n} sockets synced in time`,
        );
      }
    }
    playing = true;
    const start = performance.now();
    for (const table of tables) {
      table.due = start + gap();
      for (const seat of table.seats) play(table, seat);
    }
    await new Promise((r) => setTimeout(r, warmup * 1000));
    const cpu0 = cpuOf(child.pid);
    const waits0 = [waitOf(child.pid), waitOf(process.pid)];
    const bots0 = process.cpuUsage();
    const t0 = performance.now();
    const replaced0 = replaced;
    // The bots' own profile (this process), of the measured window only.
    const botsProfiler = profileDir ? new Session() : undefined;
    if (botsProfiler) {
      botsProfiler.connect();
      await botsProfiler.post('Profiler.enable');
      await botsProfiler.post('Profiler.start');
    }
    const callgrindControl = (...args) =>
      execFileSync('callgrind_control', [...args, String(child.pid)], { stdio: 'ignore' });
    if (counts) {
      callgrindControl('-z');
      callgrindControl('-i', 'on');
    }
    window.start = now();
    const wallStart = Date.now();
    const gc0 = child.gcLines?.length;
    const received0 = received.bytes;
    // The bots' own event loop: how late they read updates and send moves (part of every latency).
    const botsDelay = monitorEventLoopDelay({ resolution: 5 });
    botsDelay.enable();
    measuring = true;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    measuring = false;
    botsDelay.disable();
    window.end = now();
    const wallEnd = Date.now();
    const gcLines = child.gcLines?.slice(gc0);
    let instructions;
    if (counts) {
      callgrindControl('-d');
      callgrindControl('-i', 'off');
      instructions = 0;
      for (const f of readdirSync(counts).filter((f) => /\.out\.\d+$/.test(f))) {
        instructions += Number(/^(?:summary|totals): (\d+)/m.exec(readFileSync(join(counts, f), 'utf8'))?.[1] ?? NaN);
      }
    }
    const receivedBytes = received.bytes - received0;
    if (botsProfiler) {
      const { profile } = await botsProfiler.post('Profiler.stop');
      mkdirSync(join(profileDir, 'bots'), { recursive: true });
      writeFileSync(join(profileDir, 'bots', 'bots.cpuprofile'), JSON.stringify(profile));
      botsProfiler.disconnect();
    }
    const wall = (performance.now() - t0) / 1000;
    const cpu = cpuOf(child.pid) - cpu0;
    const [serverWait, botsWait] = [waitOf(child.pid) - waits0[0], waitOf(process.pid) - waits0[1]];
    const bots = process.cpuUsage(bots0);
    stopped = true;
    // The server's line of the window's last second.
    if (child.moveTimes) await new Promise((r) => setTimeout(r, 1200));
    latencies.sort((a, b) => a - b);
    return {
      matches: n,
      offeredRate: rate ?? null,
      moves,
      movesOffered: offered,
      matchesReplaced: replaced - replaced0,
      socketsClosed: closed,
      movesPerSecond: moves / wall,
      movesPerCpuSecond: moves / cpu,
      serverCpuShare: cpu / wall,
      botsCpuShare: (bots.user + bots.system) / 1e6 / wall,
      serverWaitShare: serverWait / wall,
      botsWaitShare: botsWait / wall,
      botsLoopDelayP99: botsDelay.percentile(99) / 1e6,
      hostLoad: loadavg()[0],
      hostSpeed: speed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      failures,
      window,
      gc: gcLines && gcOf(gcLines, moves, cpu),
      server: child.moveTimes && moveTimesOf(child.moveTimes, wallStart, wallEnd),
      receivedKBPerMove: receivedBytes / 1024 / moves,
      instructions,
      instructionsPerMove: instructions === undefined ? undefined : instructions / moves,
    };
  } finally {
    for (const t of timers) clearTimeout(t);
    for (const s of sockets) s.close();
    // SIGINT lets --cpu-prof write its profile (the CLI stops cleanly on it).
    const signal = profileDir ? 'SIGINT' : 'SIGKILL';
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    const early = exited();
    child.kill(signal);
    await new Promise((r) => (exited() ? r() : child.once('exit', r)));
    // Stopped by anything but the bench (SIGINT: a clean stop, exit code 0): its own words.
    const clean = signal === 'SIGINT' ? child.exitCode === 0 : child.signalCode === 'SIGKILL';
    if (early || !clean)
      console.error(
        `the server stopped by itself or not cleanly (exit ${child.exitCode}, signal ${child.signalCode}): ${child.stderrTail}`,
      );
    rmSync(data, { recursive: true, force: true });
    if (counts) rmSync(counts, { recursive: true, force: true });
    if (pin) execFileSync('taskset', ['-apc', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  }
}

/**
 * The server's garbage collection in the measured window, from V8's `--trace-gc-nvp` lines: per
 * move, the bytes allocated, copied within the young generation and promoted to the old one (what
 * a collection's work grows with; counts, steady on a busy host where times are not), the
 * collections, and their pauses' share of the server's CPU time.
 */
function gcOf(lines, moves, cpu) {
  const sum = { allocated: 0, new_space_survived: 0, promoted: 0, pause: 0 };
  const count = { s: 0, other: 0 };
  /** The longest pause of each kind (ms): what a move caught behind it waits (longer on a busy host). */
  const longest = { s: 0, other: 0 };
  /**
   * The largest number of bytes one scavenge copied or promoted: the work of its pause, which grows
   * with it, and a count the host's load does not change.
   */
  let mostSurvived = 0;
  for (const line of lines) {
    const field = (name) => Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
    for (const k of Object.keys(sum)) sum[k] += field(k);
    const kind = / gc=s /.test(line) ? 's' : 'other';
    count[kind]++;
    longest[kind] = Math.max(longest[kind], field('pause'));
    if (kind === 's') mostSurvived = Math.max(mostSurvived, field('new_space_survived') + field('promoted'));
  }
  const kB = (bytes) => bytes / 1024 / moves;
  return {
    allocatedKB: kB(sum.allocated),
    copiedKB: kB(sum.new_space_survived),
    promotedKB: kB(sum.promoted),
    scavenges: count.s,
    fullCollections: count.other,
    longestScavengeMs: longest.s,
    mostSurvivedMB: mostSurvived / 1024 / 1024,
    longestFullMs: longest.other,
    pauseShare: sum.pause / 1000 / cpu,
  };
}

/** `--pin SERVER,BOTS` (CPU numbers for taskset, e.g. `0,1`): the server's core and the bots'. */
export function pinOf(text) {
  if (text === undefined) return undefined;
  const m = /^(\d+),(\d+)$/.exec(text);
  if (!m || m[1] === m[2])
    throw new Error(`--pin must be two different CPU numbers, server's then bots', e.g. 0,1: not ${text}`);
  return { server: m[1], bots: m[2] };
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
      warmup: { type: 'string', default: '3' },
      profile: { type: 'string' },
      db: { type: 'string' },
      'node-flags': { type: 'string', default: '' },
      'server-args': { type: 'string', default: '' },
      against: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      rate: { type: 'string' },
      'whole-data': { type: 'boolean', default: false },
      gc: { type: 'boolean', default: false },
      pin: { type: 'string' },
      callgrind: { type: 'boolean', default: false },
    },
  });
  const nodeFlags = values['node-flags'].split(/\s+/).filter(Boolean);
  const serverArgs = values['server-args'].split(/\s+/).filter(Boolean);
  const wholeData = values['whole-data'];
  const gc = values.gc;
  const pin = pinOf(values.pin);
  const callgrind = values.callgrind;
  const rate = values.rate === undefined ? undefined : Number(values.rate);
  const line = (r) =>
    (r.offeredRate ? `offered ${r.offeredRate}/s (${(r.movesOffered / seconds).toFixed(0)}/s sent): ` : '') +
    `${r.moves} moves, ${r.movesPerSecond.toFixed(0)}/s, ${r.movesPerCpuSecond.toFixed(0)}/server CPU-s ` +
    `(server busy ${(100 * r.serverCpuShare).toFixed(0)}% of a core, bots ${(100 * r.botsCpuShare).toFixed(0)}%; ` +
    `CPU per move: server ${((1e6 * r.serverCpuShare * seconds) / r.moves).toFixed(0)} µs, bots ${((1e6 * r.botsCpuShare * seconds) / r.moves).toFixed(0)} µs; ` +
    `ready but waiting for a CPU: server ${(100 * r.serverWaitShare).toFixed(0)}%, bots ${(100 * r.botsWaitShare).toFixed(0)}% of the window; ` +
    `bots' event loop late by ${r.botsLoopDelayP99.toFixed(1)} ms at p99), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
    (r.server
      ? ` (the server's own time, arrival to update: p50 ${bandText(r.server.p50)}, p99 ${bandText(r.server.p99)})`
      : '') +
    `, ${r.receivedKBPerMove.toFixed(1)} kB sent to the bots per move, ${r.matchesReplaced} matches ended and replaced, host load ${r.hostLoad.toFixed(1)}, host speed ${r.hostSpeed.toFixed(0)}` +
    (r.failures ? `, ${r.failures} updates without a legal action` : '') +
    (r.socketsClosed ? `, ${r.socketsClosed} sockets closed` : '') +
    (r.instructionsPerMove === undefined
      ? ''
      : `; ${(r.instructionsPerMove / 1e6).toFixed(2)} million server instructions per move ` +
        `(callgrind; ${(r.instructions / 1e6).toFixed(0)} million in the window)`) +
    (r.gc
      ? `; GC per move: ${r.gc.allocatedKB.toFixed(1)} kB allocated, ${r.gc.copiedKB.toFixed(2)} kB copied, ` +
        `${r.gc.promotedKB.toFixed(2)} kB promoted; ${r.gc.scavenges} scavenges (longest ${r.gc.longestScavengeMs.toFixed(1)} ms; ` +
        `at most ${r.gc.mostSurvivedMB.toFixed(1)} MB copied or promoted by one), ` +
        `${r.gc.fullCollections} other collections (longest pause ${r.gc.longestFullMs.toFixed(1)} ms), ` +
        `pauses ${(100 * r.gc.pauseShare).toFixed(1)}% of server CPU`
      : '');
  const seconds = Number(values.seconds);
  const warmup = Number(values.warmup);
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
          const r = await measureLoad({
            matches: n,
            seconds,
            warmup,
            rate,
            db: values.db,
            nodeFlags,
            root,
            wholeData,
            gc,
            pin,
            callgrind,
            serverArgs,
          });
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
      const r = await measureLoad({
        matches: n,
        seconds,
        warmup,
        rate,
        profileDir,
        db: values.db,
        nodeFlags,
        wholeData,
        gc,
        pin,
        callgrind,
        serverArgs,
      });
      console.log(`${n} matches: ${line(r)}`);
      if (profileDir) {
        // One profile per thread: the server's worker thread (pitchside-server's default) has the most samples.
        const file = readdirSync(profileDir)
          .filter((f) => f.endsWith('.cpuprofile'))
          .sort((a, b) => statSync(join(profileDir, b)).size - statSync(join(profileDir, a)).size)[0];
        if (!file) throw new Error(`the server wrote no profile in ${profileDir} (see what it said above)`);
        const p = summarizeProfile(join(profileDir, file), 25, r.window);
        console.log(
          `  profile of the measured window: ${p.busyMs.toFixed(0)} ms busy, ${((1000 * p.busyMs) / r.moves).toFixed(0)} µs per move`,
        );
        for (const [g, share] of p.groups) console.log(`    ${(100 * share).toFixed(1).padStart(5)}%  ${g}`);
        console.log('  top functions (self time):');
        for (const [k, share] of p.top) console.log(`    ${(100 * share).toFixed(1).padStart(5)}%  ${k}`);
        const b = summarizeProfile(join(profileDir, 'bots', 'bots.cpuprofile'), 15);
        console.log(
          `  the bots' profile (this process, same window): ${b.busyMs.toFixed(0)} ms busy, ${((1000 * b.busyMs) / r.moves).toFixed(0)} µs per move`,
        );
        for (const [k, share] of b.top) console.log(`    ${(100 * share).toFixed(1).padStart(5)}%  ${k}`);
      }
    }
  }
}
