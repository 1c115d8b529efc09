/**
 * boardgame.io's server side, loaded with require(): boardgame.io 0.50 has no ES module entry for
 * `boardgame.io/server` and `boardgame.io/internal`. Only the parts this package uses are typed here.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A match as boardgame.io stores it (the parts read here). */
export interface StoredState {
  _stateID: number;
  ctx: { gameover?: unknown; [key: string]: unknown };
  [key: string]: unknown;
}

export interface FetchOpts {
  state?: boolean;
  metadata?: boolean;
  log?: boolean;
  initialState?: boolean;
}

export interface FetchResult {
  state?: StoredState;
  metadata?: Record<string, unknown>;
  log?: unknown[];
  initialState?: StoredState;
}

/** boardgame.io's asynchronous storage API (`StorageAPI.Async`). */
export interface AsyncStorage {
  type(): number;
  connect(): Promise<void>;
  createMatch(matchID: string, opts: { initialState: StoredState; metadata: Record<string, unknown> }): Promise<void>;
  setState(matchID: string, state: StoredState, deltalog?: unknown[]): Promise<unknown>;
  setMetadata(matchID: string, metadata: Record<string, unknown>): Promise<void>;
  fetch(matchID: string, opts: FetchOpts): Promise<FetchResult>;
  wipe(matchID: string): Promise<void>;
  listMatches(opts?: { gameName?: string; where?: Record<string, unknown> }): Promise<string[]>;
}

/** boardgame.io's pub/sub between its socket transport's masters and the sockets (`GenericPubSub`). */
export interface PubSub<T = unknown> {
  publish(channelId: string, payload: T): void;
  subscribe(channelId: string, callback: (payload: T) => void): void;
  unsubscribeAll(channelId: string): void;
}

interface KoaApp {
  middleware: unknown[];
  use(fn: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): KoaApp;
  handleRequest(ctx: unknown, fn: unknown): unknown;
  context: { db: AsyncStorage };
  server?: import('node:http').Server;
  _io: import('socket.io').Server;
}

export interface KoaContext {
  method: string;
  path: string;
  status: number;
  body: unknown;
  get(header: string): string;
  set(header: string, value: string): void;
}

export interface BgioServer {
  app: KoaApp;
  run(config: { port: number; callback?: () => void }): Promise<{ appServer: import('node:http').Server }>;
  kill(servers: { appServer: import('node:http').Server }): void;
}

export interface ServerModule {
  Server(options: { games: object[]; db: AsyncStorage; transport: object; origins: (string | RegExp)[] }): BgioServer;
  SocketIO: new (options: { socketOpts?: object; pubSub?: PubSub }) => object;
}

export const bgioServer = require('boardgame.io/server') as ServerModule;

/** boardgame.io's pub/sub channel of a match (its transport's name for it). */
export const channelOf = (matchID: string) => `MATCH-${matchID}`;

/** boardgame.io's check of a seat's credentials against the match's metadata (`app.context.auth`). */
export interface Auth {
  authenticateCredentials(args: { playerID: unknown; credentials: unknown; metadata: unknown }): unknown;
}

/** boardgame.io's master: what its socket transport runs for each message of a match. */
export const Master = (
  require('boardgame.io/master') as {
    Master: new (
      game: object,
      storage: AsyncStorage,
      transport: { send(payload: Record<string, unknown>): void; sendAll(payload: Record<string, unknown>): void },
      auth: Auth,
    ) => { onUpdate(...args: unknown[]): Promise<unknown> };
  }
).Master;

/** boardgame.io's filter of a message for one seat (`playerView`, redacted log). */
export const getFilterPlayerView = (
  require('boardgame.io/internal') as {
    getFilterPlayerView(
      game: object,
    ): (playerID: unknown, payload: Record<string, unknown>) => { type: string; args: unknown[] };
  }
).getFilterPlayerView;

/** boardgame.io's base class of asynchronous storages (`type()` tells its master to await them). */
export const AsyncBase = (require('boardgame.io/internal') as { Async: new () => { type(): number } }).Async;

/** Koa's own `koa-compose` (boardgame.io's dependency), for the request-time fix in server.ts. */
export const koaCompose = createRequire(require.resolve('koa'))('koa-compose') as (
  middleware: unknown[],
) => (ctx: unknown) => Promise<void>;

interface PacketEncoder {
  encode(packet: { type: number }): unknown[];
  encodeAsString(packet: { type: number }): string;
}
interface SocketParser {
  Encoder: new () => PacketEncoder;
  Decoder: new () => unknown;
  PacketType: { EVENT: number; ACK: number };
}

/** The socket.io packet parser of the socket.io that boardgame.io's transport runs (through koa-socket-2). */
export const socketParser = createRequire(createRequire(require.resolve('koa-socket-2')).resolve('socket.io'))(
  'socket.io-parser',
) as SocketParser;
