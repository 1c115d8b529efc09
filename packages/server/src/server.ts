/**
 * `startServer()`: boardgame.io's `Server` hosting Magic Number Eleven, Masters of Football and the
 * MoF championship through `@pitchside/engine/boardgameio`, with its lobby, made safe to leave
 * running: hidden information never leaves it, moves are stored before anyone hears of them, bad
 * input is refused with a 4xx or dropped, and several processes can share PostgreSQL and Redis.
 */
import type { AddressInfo } from 'node:net';
import { hideInitialState, mneGame, mofChampionshipGame, mofGame } from '@pitchside/engine/boardgameio';
import { bgioServer, koaCompose, type AsyncStorage, type BgioServer, type KoaContext, type PubSub } from './bgio.js';
import { commitThenPublish, LocalPubSub, type ConditionalStorage } from './commit.js';
import { DirectSocketIO } from './direct-update.js';
import { FileStore } from './file-store.js';
import { sendGameDataOnce } from './game-data-once.js';
import { allowedPacket } from './guard.js';
import { jsonParser } from './socket-parser.js';
import type { MatchPayload } from './redis-pubsub.js';

export interface ServerOptions {
  /** The port (default 8000; 0 for any free port). */
  port?: number;
  /** The address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for every interface). */
  host?: string;
  /** The embedded store's folder, one JSON file per match (default `pitchside-data`). Ignored with `db`. */
  data?: string;
  /** A PostgreSQL URL (`postgres://user:password@host:5432/db`): matches are stored there instead. */
  db?: string;
  /** A Redis URL (`redis://host:6379`): moves reach the sockets of every process sharing `db`. */
  redis?: string;
  /**
   * The pages allowed to use the lobby and the sockets (CORS): origins such as
   * `'https://play.example.org'`, or regular expressions. Default: any page served from localhost.
   */
  origins?: (string | RegExp)[];
  /** The largest socket message or lobby request body accepted, in bytes (default 64 kB). */
  maxMessageBytes?: number;
  /** Where the server's own messages go (default: stderr). They never hold a match's state. */
  log?: (message: string) => void;
  /**
   * For load measurements: told of each seat's move made without boardgame.io's master (nearly
   * all of them), with the time in ms from its message's arrival to its update's publication:
   * the server's own part of a player's wait, whatever the network and the clients add.
   */
  onMove?: (ms: number) => void;
}

export interface RunningServer {
  /** The server's URL, e.g. `http://127.0.0.1:8000`: the lobby's and the sockets'. */
  url: string;
  port: number;
  /** Which store holds the matches. */
  store: 'file' | 'postgres';
  /** Closes every socket, the port, the database and Redis connections. */
  stop(): Promise<void>;
}

export const LOCAL_ORIGINS = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Koa's request handler composes the app's middleware at request time. koa-socket-2 builds the
 * HTTP server's handler when boardgame.io's transport starts, before the lobby's routes are added,
 * and koa-compose 4.2 freezes the (then empty) list it is given: every lobby route would 404.
 */
function composeAtRequestTime(app: BgioServer['app']): void {
  const handleRequest = Object.getPrototypeOf(app).handleRequest as BgioServer['app']['handleRequest'];
  let composed: { count: number; fn: unknown } | undefined;
  app.handleRequest = (ctx) => {
    if (composed?.count !== app.middleware.length) {
      composed = { count: app.middleware.length, fn: koaCompose([...app.middleware]) };
    }
    return handleRequest.call(app, ctx, composed.fn);
  };
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const host = options.host ?? '127.0.0.1';
  const maxBytes = options.maxMessageBytes ?? 64 * 1024;
  const onError = (e: unknown) => log(`pitchside-server: ${message(e)}`);

  // PostgreSQL's and Redis's clients load only when asked for.
  const store: AsyncStorage & ConditionalStorage & { close?(): Promise<void> } = options.db
    ? new (await import('./postgres-store.js')).PostgresStore(options.db)
    : new FileStore(options.data ?? 'pitchside-data');
  const redis = options.redis
    ? new (await import('./redis-pubsub.js')).RedisPubSub(
        options.redis,
        async (matchID) => (await store.fetch(matchID, { state: true })).state,
        onError,
      )
    : undefined;
  const inner: PubSub<MatchPayload> = redis ?? new LocalPubSub<MatchPayload>(onError);
  const { storage, pubSub, commitMove } = commitThenPublish(store, inner, (matchID, stateID) =>
    log(`pitchside-server: match ${matchID}: state ${stateID} was already stored by another process; move dropped`),
  );
  await redis?.connect();

  const games = [mneGame(), mofGame(), mofChampionshipGame()];
  const server = bgioServer.Server({
    games,
    // boardgame.io would send every client the match's initial state, hidden cards included.
    db: hideInitialState(storage),
    // A seat's move is made without boardgame.io's reducer when it can be (direct-update.ts).
    transport: new DirectSocketIO({
      games,
      storage: store,
      commit: commitMove,
      onMove: options.onMove,
      pubSub: pubSub as PubSub,
      // Oversized messages close that socket; the match and the other sockets carry on.
      socketOpts: { maxHttpBufferSize: maxBytes, parser: jsonParser, perMessageDeflate: false },
    }),
    origins: options.origins ?? [LOCAL_ORIGINS],
  });
  const { app } = server;
  composeAtRequestTime(app);

  // Lobby requests: a body too large is a 413, and no error becomes a 500 with internals in it.
  app.use(async (ctx: KoaContext, next) => {
    if (Number(ctx.get('content-length')) > maxBytes) {
      ctx.status = 413;
      ctx.body = `Request body larger than ${maxBytes} bytes.`;
      return;
    }
    try {
      await next();
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status !== undefined && status >= 400 && status < 500) {
        ctx.status = status;
        // koa-body's own refusals (a body that is not JSON) carry no message meant for the client.
        ctx.body = (e as { expose?: boolean }).expose
          ? message(e)
          : 'The request body must be a JSON object (content-type: application/json).';
        return;
      }
      onError(e);
      ctx.status = 500;
      ctx.body = 'The server could not answer this request.';
    }
  });

  // Socket messages: only a Pitchside client's sync and act moves get through (guard.ts). Clients
  // that ask for it get each game data once per connection (game-data-once.ts).
  const io = app._io;
  const onConnection = (socket: import('socket.io').Socket) => {
    socket.use(([event, ...args], next) => allowedPacket(event, args) && next());
    sendGameDataOnce(socket);
  };
  io.on('new_namespace', (nsp) => nsp.on('connection', onConnection));
  for (const nsp of io._nsps.values()) nsp.on('connection', onConnection);

  // boardgame.io's run() listens on every interface: listen on `host` only.
  const http = app.server!;
  (app as unknown as { listen: (port: number, cb: () => void) => void }).listen = (port, cb) =>
    http.listen(port, host, cb);
  const running = await server.run({ port: options.port ?? 8000 });
  const port = (running.appServer.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    store: options.db ? 'postgres' : 'file',
    stop: async () => {
      // Close the connections under the sockets, not the sockets: socket.io clients reconnect by
      // themselves after a lost connection (to this process started again, or another one), but not
      // after a server's goodbye.
      io.engine.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await redis?.close();
      await store.close?.();
    },
  };
}
