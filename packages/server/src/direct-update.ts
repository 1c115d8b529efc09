/**
 * A seat's move in a Pitchside match without boardgame.io's reducer.
 *
 * For each update, boardgame.io's master builds a Redux store around the match and runs its reducer:
 * plugins set up and flushed, the flow's queue of events, the state copied several times over. For a
 * game made by `@pitchside/engine/boardgameio` all of that comes to a few changes that are always the
 * same: the engine's move, the move counted, then either the match over (`ctx.gameover`) or the turn
 * ended and the next one given to the seat the engine names, two log entries, and the state's id
 * plus one. {@link DirectMoves} makes exactly those changes for the common case: a seat's own `act`
 * move on the match's current state, with its credentials. It writes the state and the move's
 * metadata as the master does (same shapes: a restart, PostgreSQL, Redis and boardgame.io's clients
 * see no difference) and publishes the update once stored.
 *
 * Anything else goes to boardgame.io's master, unchanged: another action or move, a stale state id,
 * a seat that is not to act, wrong credentials, a move the engine refuses, a finished match, a game
 * of another shape. `direct-update.test.ts` plays seeded matches of both games through the master
 * and through this path and compares every stored state, log entry and message each seat receives.
 */
import {
  bgioServer,
  channelOf,
  getFilterPlayerView,
  Master,
  socketParser,
  type AsyncStorage,
  type Auth,
  type FetchOpts,
  type PubSub,
  type StoredState,
} from './bgio.js';
import type { MoveMetadata } from './commit.js';
import { fanOut, type FanOutClient, type PacketEncoder } from './fan-out.js';
import { isOver } from './metadata.js';

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const hasKeys = (x: unknown, keys: string[]): x is Json =>
  isObject(x) && Object.keys(x).length === keys.length && keys.every((k) => Object.hasOwn(x, k));

/** The turn fields of boardgame.io's `ctx` a move changes or reads. */
interface Ctx extends Json {
  turn: number;
  currentPlayer: string;
  playOrder: string[];
  playOrderPos: number;
  phase: string | null;
  activePlayers: Json | null;
  numMoves: number;
  gameover?: unknown;
}

/** What a direct move calls of the game: its move and the two hooks of its flow. */
export interface DirectFlow {
  move(context: { G: unknown; ctx: Ctx; playerID: string }, ...args: unknown[]): unknown;
  endIf(context: { G: unknown; ctx: Ctx }): unknown;
  next(context: { G: unknown; ctx: Ctx }): unknown;
}

/** The adapter's plugin: it only hands moves an undrafted G, which a direct move has anyway. */
const ADAPTER_PLUGIN = 'pitchside-undrafted-g';

/**
 * The game's move and hooks when it has the engine adapter's shape (one move `act`, logged for its
 * mover only; one move a turn with an order of its own; no phases, stages, hooks, events, undo or
 * plugins but the adapter's), else undefined. Read from the game as given, before boardgame.io
 * fills in its defaults.
 */
export function directFlowOf(game: unknown): DirectFlow | undefined {
  if (!isObject(game) || !hasKeys(game.moves, ['act'])) return undefined;
  const act = game.moves.act;
  if (!isObject(act) || typeof act.move !== 'function' || act.redact !== true) return undefined;
  if (act.ignoreStaleStateID !== undefined || act.noLimit !== undefined || act.undoable !== undefined) return undefined;
  const { turn } = game;
  if (!hasKeys(turn, ['minMoves', 'maxMoves', 'order']) || turn.minMoves !== 1 || turn.maxMoves !== 1) return undefined;
  const { order } = turn;
  if (!hasKeys(order, ['first', 'next']) || typeof order.next !== 'function') return undefined;
  if (typeof game.endIf !== 'function' || game.disableUndo !== true || game.deltaState) return undefined;
  if (game.phases !== undefined || game.onEnd !== undefined || game.events !== undefined) return undefined;
  const plugins = game.plugins ?? [];
  if (!Array.isArray(plugins) || plugins.some((p) => !isObject(p) || p.name !== ADAPTER_PLUGIN)) return undefined;
  return {
    move: act.move as DirectFlow['move'],
    endIf: game.endIf as DirectFlow['endIf'],
    next: order.next as DirectFlow['next'],
  };
}

/** boardgame.io's automatic end of a turn after its last move, as its log records it. */
const endTurnAction = () => ({
  type: 'GAME_EVENT',
  payload: { type: 'endTurn', args: true, playerID: undefined, credentials: undefined },
});

/** Writes a move's state and metadata change, then tells the match's sockets (commit.ts). */
export type CommitMove = (matchID: string, state: StoredState, metadata?: MoveMetadata) => Promise<boolean>;

export class DirectMoves {
  constructor(
    private readonly flow: DirectFlow,
    /** The store itself: its metadata is only read here. */
    private readonly storage: Pick<AsyncStorage, 'fetch'>,
    private readonly auth: Auth,
    private readonly commit: CommitMove,
  ) {}

  /**
   * Makes the move boardgame.io's master would make of `update` [action, stateID, matchID,
   * playerID], if it is the common case; resolves to false (nothing read has been changed or sent)
   * for anything else, which is then the master's to answer.
   */
  async update(credAction: unknown, stateID: unknown, matchID: string, playerID: unknown): Promise<boolean> {
    if (!isObject(credAction) || credAction.type !== 'MAKE_MOVE' || !isObject(credAction.payload)) return false;
    const { credentials, ...payload } = credAction.payload;
    if (payload.type !== 'act' || payload.playerID !== playerID || !Array.isArray(payload.args)) return false;
    const { state, metadata } = await this.storage.fetch(matchID, BOTH);
    if (!state || !metadata || state._stateID !== stateID) return false;
    const ctx = state.ctx as Ctx;
    if (ctx.gameover !== undefined || ctx.phase !== null || ctx.activePlayers !== null) return false;
    if (ctx.currentPlayer !== playerID || typeof ctx.numMoves !== 'number') return false;
    // A plugin's log metadata would go into the move's log entry: boardgame.io's to write.
    if ((state.plugins as { log?: { data?: Json } } | undefined)?.log?.data?.metadata !== undefined) return false;
    if (!(await this.auth.authenticateCredentials({ playerID, credentials, metadata }))) return false;

    const G = this.flow.move({ G: state.G, ctx, playerID }, ...payload.args);
    if (G === 'INVALID_MOVE' || G === undefined) return false;
    // The stored state has no `deltalog` (nor `ctx` a `gameover`): these objects get keys their
    // sources lack through Object.assign, not `{ ...source, key }`, which Node 20's V8 builds several
    // times slower and keeps alive through young-generation collections.
    const moved: Ctx = { ...ctx, numMoves: ctx.numMoves + 1 };
    const at = { _stateID: state._stateID, turn: ctx.turn, phase: ctx.phase };
    const moveEntry = { action: { ...credAction, payload }, ...at, redact: true };
    const gameover = this.flow.endIf({ G, ctx: moved });
    let next: StoredState;
    if (gameover) {
      next = Object.assign({}, state, {
        deltalog: [moveEntry],
        G,
        ctx: Object.assign({}, moved, { gameover }),
        _stateID: state._stateID + 1,
      });
    } else {
      const pos = this.flow.next({ G, ctx: moved });
      if (typeof pos !== 'number' || ctx.playOrder[pos] === undefined) return false;
      next = Object.assign({}, state, {
        deltalog: [moveEntry, { action: endTurnAction(), ...at, automatic: true }],
        G,
        ctx: {
          ...moved,
          activePlayers: null,
          playOrderPos: pos,
          currentPlayer: ctx.playOrder[pos],
          turn: ctx.turn + 1,
          numMoves: 0,
          _prevActivePlayers: [],
        },
        _undo: [],
        _redo: [],
        _stateID: state._stateID + 1,
      });
    }
    // The master stamps a match's metadata with each move until it is over.
    const change: MoveMetadata | undefined = isOver(metadata)
      ? undefined
      : gameover
        ? { updatedAt: Date.now(), gameover }
        : { updatedAt: Date.now() };
    await this.commit(matchID, next, change);
    return true;
  }
}

const BOTH: FetchOpts = { state: true, metadata: true };

/** The parts of boardgame.io's socket.io transport that {@link DirectSocketIO} uses. */
interface SocketIOBase {
  pubSub: PubSub;
  /** Per match, the ids of its sockets; per socket id, its match, seat and socket. */
  roomInfo: Map<string, Set<string>>;
  clientInfo: Map<string, FanOutClient>;
  init(app: TransportApp, games: Json[], origins?: unknown): void;
  subscribePubSubChannel(matchID: string, game: Json): void;
  getMatchQueue(matchID: string): { add(task: () => Promise<unknown>): Promise<unknown> };
}
interface TransportApp {
  _io: { of(name: string): { on(event: 'connection', fn: (socket: BgioSocket) => void): unknown } };
  context: { db: AsyncStorage; auth: Auth };
}
interface BgioSocket {
  removeAllListeners(event: string): unknown;
  on(event: string, fn: (...args: unknown[]) => unknown): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}
const SocketIO = bgioServer.SocketIO as unknown as new (options: object) => SocketIOBase;
export interface DirectSocketIOOptions {
  socketOpts?: { parser?: { Encoder: new () => PacketEncoder }; [option: string]: unknown };
  pubSub: PubSub;
  /** The games as given to `Server` (before boardgame.io fills in their defaults). */
  games: object[];
  /** The store behind boardgame.io's storage. */
  storage: Pick<AsyncStorage, 'fetch'>;
  commit: CommitMove;
  /** Told of each move made here: the time (ms) from its message's arrival to its update's publication. */
  onMove?: (ms: number) => void;
}

/**
 * boardgame.io's socket.io transport, whose `update` messages for games of the adapter's shape are
 * made by {@link DirectMoves} when they can be, in the same per-match queue, and by boardgame.io's
 * master otherwise. A match's messages reach its sockets once filtered and encoded per seat
 * (fan-out.ts). Syncs, connections and every other message are boardgame.io's.
 */
export class DirectSocketIO extends SocketIO {
  private readonly flows = new Map<string, DirectFlow>();
  private readonly encoder: PacketEncoder;

  constructor(private readonly options: DirectSocketIOOptions) {
    super({ socketOpts: options.socketOpts, pubSub: options.pubSub });
    this.encoder = new (options.socketOpts?.parser ?? (socketParser as { Encoder: new () => PacketEncoder })).Encoder();
    for (const game of options.games) {
      const flow = directFlowOf(game);
      const { name } = game as { name?: unknown };
      if (flow && typeof name === 'string') this.flows.set(name, flow);
    }
  }

  /** boardgame.io's subscription of a match's sockets to its channel, with its fan-out per seat. */
  override subscribePubSubChannel(matchID: string, game: Json): void {
    const filter = getFilterPlayerView(game);
    this.pubSub.subscribe(channelOf(matchID), (payload) => {
      const ids = this.roomInfo.get(matchID);
      if (!ids) return;
      const clients: FanOutClient[] = [];
      for (const id of ids) {
        const client = this.clientInfo.get(id);
        if (client) clients.push(client);
      }
      fanOut(clients, payload as Json, filter, this.encoder);
    });
  }

  override init(app: TransportApp, games: Json[], origins?: unknown): void {
    super.init(app, games, origins);
    for (const game of games) {
      const flow = this.flows.get(game.name as string);
      if (!flow) continue;
      const direct = new DirectMoves(flow, this.options.storage, app.context.auth, this.options.commit);
      const filterPlayerView = getFilterPlayerView(game);
      // Runs after boardgame.io's own connection handler (registered first): its `update` handler is replaced.
      app._io.of(game.name as string).on('connection', (socket) => {
        socket.removeAllListeners('update');
        socket.on('update', async (...args: unknown[]) => {
          const [action, stateID, matchID, playerID] = args;
          if (typeof matchID !== 'string') return;
          const { onMove } = this.options;
          const received = onMove ? performance.now() : 0;
          await this.getMatchQueue(matchID).add(async () => {
            if (await direct.update(action, stateID, matchID, playerID)) {
              onMove?.(performance.now() - received);
              return;
            }
            const transport = {
              send: ({ playerID: to, ...data }: Json) => {
                const { type, args: sent } = filterPlayerView(to, data);
                socket.emit(type, ...sent);
              },
              sendAll: (payload: Json) => this.pubSub.publish(channelOf(matchID), payload),
            };
            await new Master(game, app.context.db, transport, app.context.auth).onUpdate(...args);
          });
        });
      });
    }
  }
}
