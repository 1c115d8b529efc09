#!/usr/bin/env node
/**
 * `pitchside-server` — starts the game server (see server.ts). Stops cleanly on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';

// As a server runs in production: boardgame.io reads it when it loads (in development it checks that
// every move's result is serialisable, and immer loads its slower development build).
process.env.NODE_ENV ??= 'production';
const { LOCAL_ORIGINS, startServer } = await import('./server.js');

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
const origins = values.origins
  ?.split(',')
  .map((o) => o.trim())
  .filter(Boolean);

// Bad input is refused where it arrives; anything that still escapes is reported, not fatal.
process.on('unhandledRejection', (e) =>
  process.stderr.write(`pitchside-server: unhandled rejection: ${e instanceof Error ? e.message : String(e)}\n`),
);

try {
  const running = await startServer({
    port,
    host: values.host ?? '127.0.0.1',
    data: values.data,
    db,
    redis,
    origins: origins ? [...origins, LOCAL_ORIGINS] : undefined,
  });
  const where = running.store === 'postgres' ? 'PostgreSQL' : `the folder ${values.data ?? 'pitchside-data'}`;
  process.stdout.write(
    `Pitchside server on ${running.url} (matches in ${where}${redis ? ', moves shared through Redis' : ''})\n`,
  );
  const stop = () => {
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  fail(`could not start: ${e instanceof Error ? e.message : String(e)}`);
}
