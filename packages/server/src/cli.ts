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
 * On one CPU, V8's garbage collector does best on the server's thread alone (node's
 * `--single-threaded-gc`): its helper threads would otherwise take turns with the server's thread
 * on that CPU, and every move waiting meanwhile waits longer. Only node itself can be given that:
 * V8 reads its flags once, and changing them in a running process (`v8.setFlagsFromString`) made
 * its collector fail a check and abort the process. So the command says how, when it sees one CPU.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
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
  --move-times      print, once a second, how many moves took how long from their
                    message's arrival to their update's publication (for load tests)
  --help            this text

Environment: DATABASE_URL and REDIS_URL stand for --db and --redis.
On one CPU (a container given one, taskset), start node with --single-threaded-gc:
  node --single-threaded-gc node_modules/@pitchside/server/dist/cli.js [options]
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
const host = values.host ?? '127.0.0.1';
const printMoveTimes = values['move-times'] === true;
const data = values.data;
const origins = values.origins
  ?.split(',')
  .map((o) => o.trim())
  .filter(Boolean);

/** Whether node was given `flag` (a V8 flag: `_` and `-` alike), on its command line or in NODE_OPTIONS. */
const nodeHas = (flag: string) =>
  [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) =>
    new RegExp(`^${flag}\\b`).test(a.replace(/_/g, '-')),
  );
/** The server has a worker of its own unless told not to, or node was given a young generation size (the operator's choice). */
const inWorker = semiSpace > 0 && !nodeHas('--max-semi-space-size');
if (isMainThread && availableParallelism() === 1 && !nodeHas('--single-threaded-gc'))
  process.stderr.write(
    'pitchside-server: this process may use one CPU only; moves wait less on it when node runs ' +
      'with --single-threaded-gc (see pitchside-server --help)\n',
  );
if (isMainThread && inWorker) {
  // The server in a worker with that young generation (V8's is 3 semi-spaces: two and a large-object one).
  const worker = new Worker(new URL(import.meta.url), {
    argv: process.argv.slice(2),
    workerData: { serverThread: true },
    resourceLimits: { maxYoungGenerationSizeMb: 3 * semiSpace },
  });
  const stop = () => worker.postMessage('stop');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // An error nothing caught in the server's thread: said with its stack, as node says its own.
  worker.on('error', (e) => {
    process.stderr.write(
      `pitchside-server: stopped by an error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    process.exit(1);
  });
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
