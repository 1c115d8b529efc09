#!/usr/bin/env node
/**
 * `pitchside-server` — starts the game server (see server.ts). Stops cleanly on SIGINT/SIGTERM.
 *
 * The server runs in a worker thread of this process whose young generation (V8's heap for new
 * objects) is larger than Node's default: a move's update is mostly short-lived objects and text,
 * and the state each match keeps until its next move would otherwise be copied and promoted to the
 * old generation, then collected again from there. Node cannot change that size once started, and
 * a worker's is set when the worker starts; one process still (a `kill -9` stops all of it).
 *
 * On one CPU, V8's garbage collector does its work on the server's thread alone (`--gc`): its
 * helper threads (concurrent marking, parallel scavenges) would otherwise take turns with the
 * server's thread on that CPU, and every move waiting meanwhile waits longer.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

// As a server runs in production: boardgame.io reads it when it loads (in development it checks that
// every move's result is serialisable, and immer loads its slower development build).
process.env.NODE_ENV ??= 'production';

const HELP = `pitchside-server: a game server for Magic Number Eleven and Masters of Football.

Usage: pitchside-server [options]

  --port N          the port (default 8000; PORT in the environment works too)
  --host ADDRESS    the address to listen on (default 127.0.0.1, this machine only;
                    0.0.0.0 to accept other machines)
  --data DIR        the embedded store's folder (default ./pitchside-data)
  --db URL          store matches in PostgreSQL instead: postgres://user:password@host:5432/db
  --redis URL       share moves between several processes on one --db: redis://host:6379
  --origins LIST    the pages allowed to use the server, comma-separated
                    (default: any page on localhost), e.g. https://play.example.org
  --semi-space MB   V8's young generation semi-space size (default 64): fewer, cheaper
                    garbage collections under load; new objects take up to 3 × MB;
                    0 for Node's default (also when node was given --max-semi-space-size)
  --gc MODE         how V8's garbage collector uses threads: single (all of its work
                    on the server's thread: best with one CPU, e.g. a container given
                    one CPU), parallel (Node's default: helper threads), or auto
                    (the default: single when this process may run on one CPU only,
                    as under taskset or a one-CPU cpuset; else parallel). With
                    --semi-space 0, give node --single-threaded-gc instead
  --move-times      print, once a second, how many moves took how long from their
                    message's arrival to their update's publication (for load tests)
  --help            this text

Environment: DATABASE_URL and REDIS_URL stand for --db and --redis.
Then open a page that plays through it, e.g. the docs site's "Play with a friend".`;

function fail(text: string): never {
  process.stderr.write(`pitchside-server: ${text}\nRun pitchside-server --help for the options.\n`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      db: { type: 'string' },
      redis: { type: 'string' },
      origins: { type: 'string' },
      'semi-space': { type: 'string' },
      gc: { type: 'string' },
      'move-times': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
if (values.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}

const portText = values.port ?? process.env.PORT ?? '8000';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) fail(`--port must be a number from 0 to 65535, not ${portText}`);
const db = values.db ?? process.env.DATABASE_URL;
if (db !== undefined && !/^postgres(ql)?:\/\//.test(db)) fail('--db must be a postgres:// URL');
const redis = values.redis ?? process.env.REDIS_URL;
if (redis !== undefined && !/^rediss?:\/\//.test(redis)) fail('--redis must be a redis:// URL');
if (redis !== undefined && db === undefined) fail('--redis needs --db: processes sharing moves share one database');
const semiText = values['semi-space'] ?? '64';
const semiSpace = Number(semiText);
if (!/^\d+$/.test(semiText) || semiSpace > 1024)
  fail(`--semi-space must be a number of MB from 0 to 1024, not ${semiText}`);
const gcMode = values.gc ?? 'auto';
if (!['auto', 'single', 'parallel'].includes(gcMode)) fail(`--gc must be auto, single or parallel, not ${gcMode}`);
const host = values.host ?? '127.0.0.1';
const printMoveTimes = values['move-times'] === true;
const data = values.data;
const origins = values.origins
  ?.split(',')
  .map((o) => o.trim())
  .filter(Boolean);

/**
 * V8's garbage collection without helper threads: `--single-threaded-gc` and the flags it implies
 * when given at start (set here after V8 has started, the implied ones are spelt out).
 */
const SINGLE_THREADED_GC = [
  '--single-threaded-gc',
  '--no-concurrent-marking',
  '--no-concurrent-sweeping',
  '--no-concurrent-array-buffer-sweeping',
  '--no-parallel-marking',
  '--no-parallel-compaction',
  '--no-parallel-pointer-update',
  '--no-parallel-scavenge',
].join(' ');

/** Whether node itself was given a young generation size: then it is the operator's choice. */
const nodeHasSemiSpace = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) =>
  /^--max-semi-space-size\b/.test(a.replace(/_/g, '-')),
);
const inWorker = semiSpace > 0 && !nodeHasSemiSpace;
// V8's flags are set before the worker's heap is; node's main thread has its heap already.
if (gcMode === 'single' && !inWorker)
  fail(
    '--gc single needs the server in its worker: with --semi-space 0 or --max-semi-space-size, give node --single-threaded-gc',
  );
if (isMainThread && inWorker) {
  // V8's flags are the process's, read when a heap is set up.
  if (gcMode === 'single' || (gcMode === 'auto' && availableParallelism() === 1))
    setFlagsFromString(SINGLE_THREADED_GC);
  // The server in a worker with that young generation (V8's is 3 semi-spaces: two and a large-object one).
  const worker = new Worker(new URL(import.meta.url), {
    argv: process.argv.slice(2),
    workerData: { serverThread: true },
    resourceLimits: { maxYoungGenerationSizeMb: 3 * semiSpace },
  });
  const stop = () => worker.postMessage('stop');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  worker.on('error', (e) => fail(`could not start: ${e instanceof Error ? e.message : String(e)}`));
  worker.on('exit', (code) => process.exit(code));
} else {
  await serve();
}

async function serve(): Promise<void> {
  const { LOCAL_ORIGINS, startServer } = await import('./server.js');
  // Bad input is refused where it arrives; anything that still escapes is reported, not fatal.
  process.on('unhandledRejection', (e) =>
    process.stderr.write(`pitchside-server: unhandled rejection: ${e instanceof Error ? e.message : String(e)}\n`),
  );

  const moveTimes = printMoveTimes ? new (await import('./move-times.js')).MoveTimes() : undefined;
  if (moveTimes) {
    setInterval(() => {
      const line = moveTimes.take();
      if (line) process.stdout.write(`${line}\n`);
    }, 1000).unref();
  }
  try {
    const running = await startServer({
      port,
      host,
      data,
      db,
      redis,
      origins: origins ? [...origins, LOCAL_ORIGINS] : undefined,
      onMove: moveTimes && ((ms) => moveTimes.record(ms)),
    });
    const where = running.store === 'postgres' ? 'PostgreSQL' : `the folder ${data ?? 'pitchside-data'}`;
    process.stdout.write(
      `Pitchside server on ${running.url} (matches in ${where}${redis ? ', moves shared through Redis' : ''})\n`,
    );
    const stop = () => {
      running.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    if ((workerData as { serverThread?: boolean } | null)?.serverThread) parentPort?.on('message', stop);
    else {
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }
  } catch (e) {
    fail(`could not start: ${e instanceof Error ? e.message : String(e)}`);
  }
}
