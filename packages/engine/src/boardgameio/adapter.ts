/**
 * Any Pitchside game as a boardgame.io `Game`, without importing boardgame.io: the objects returned
 * here only have the shape boardgame.io reads (its `Game` type is structural), so the engine keeps
 * zero runtime dependencies and a host passes them to `Client` / `Server` from its own boardgame.io.
 *
 * - On the server, `G` is a {@link HostedMatch}: the engine's state and the last move's events as
 *   each seat may see them. A client never receives it: `playerView` turns it into that seat's
 *   {@link SeatUpdate} (the engine's `viewFor` and `eventsFor`), and spectators (no playerID, or
 *   one that holds no seat) get the spectator's.
 * - One move, `act(action)`, takes any engine action. It runs on the server only (`client: false`:
 *   it needs the hidden parts of the state), an illegal one returns boardgame.io's `INVALID_MOVE`
 *   (the engine's RuleError is swallowed), and its arguments are redacted from every other seat's
 *   copy of boardgame.io's log (`redact`): many actions are secret (a line-up, a tactic, a penalty's
 *   direction), and the views and events tell each seat what the rules reveal, when they reveal it.
 * - Turn order follows the engine: every move ends the turn and the next turn goes to the seat the
 *   engine says must act (a defender reacting, a keeper choosing a side…).
 * - Randomness: the engine's own generator, seeded with `randomSeed()` (128 bits from Web Crypto) for
 *   every match. `setupData.seed` is ignored unless the host opts in (`seedFromSetupData`), since
 *   anyone who can read a match's setup data (boardgame.io's lobby lists it) could then predict every
 *   card and die.
 * - `validateSetupData` asks the engine: a lobby answers bad setup data with a 400 and the engine's
 *   message instead of failing to create the match. It also requires setup data (`{}` for the
 *   defaults): without it boardgame.io creates a match for any unknown match ID a client syncs to,
 *   and sends that client the new match's initial state as it is, hidden cards included (the
 *   `createOnSync` option allows it, for `Local` play on one device).
 * - boardgame.io sends every client that connects the match's initial state unfiltered (beside the
 *   filtered current one): wrap the server's storage in {@link hideInitialState} so it never does.
 * - `ai.enumerate` lists the legal actions, for boardgame.io's own bots and debug panel.
 */
import { RuleError, isRuleError } from '../core/errors.js';
import type { GameAction, GameDefinition, GameEvent } from '../core/game.js';
import { randomSeed } from '../core/rng.js';

/** boardgame.io's marker for an illegal move (its `INVALID_MOVE` constant). */
export const INVALID_MOVE = 'INVALID_MOVE';

/** The seat name a spectator's update carries. */
export const SPECTATOR_SEAT = 'spectator';

/** `G` on the server: never sent to a client as it is. */
export interface HostedMatch<S, E extends GameEvent> {
  /** The engine's state, hidden parts included. */
  state: S;
  /** The events of the last move as each seat (and `'spectator'`) may see them. */
  events: Record<string, E[]>;
  /** How many moves have been applied: a client tells a new update from one it has seen. */
  moves: number;
}

/** `G` on a client (boardgame.io's `playerView`): what one seat may know. */
export interface SeatUpdate<V, E extends GameEvent> {
  /** The engine seat this update is for, or `'spectator'`. */
  seat: string;
  /** The engine's view for that seat; `legalActions(view)` lists what it may send. */
  view: V;
  /** The last move's events as that seat may see them. */
  events: E[];
  /** How many moves have been applied. */
  moves: number;
}

/** How the host creates matches. */
export interface AdapterOptions {
  /**
   * Seed the engine from `setupData.seed` instead of a fresh `randomSeed()`: for tests and for
   * replaying a known match. Anyone who can read the setup data can then predict the whole match.
   */
  seedFromSetupData?: boolean;
  /**
   * Let boardgame.io create a match without setup data, as it does for any unknown match ID a
   * client syncs to (its `Local` multiplayer, for one). Only where every seat is on one device: the
   * client that causes the creation receives the new match's whole initial state.
   */
  createOnSync?: boolean;
}

/** The parts of boardgame.io's move/hook context the adapter reads. */
export interface BgioContext<G> {
  G: G;
  ctx: { currentPlayer: string; numPlayers: number; playOrder: string[] };
  playerID?: string | null;
}

/** A boardgame.io plugin that wraps moves and hooks (the subset of its fields the adapter sets). */
export interface BgioPlugin {
  name: string;
  /** Wraps a move or hook: called with each one, returns what boardgame.io calls instead. */
  fnWrap<F extends (context: never, ...args: never[]) => unknown>(fn: F): F;
}

/** A boardgame.io `Game` object (the subset of its fields the adapter sets). */
export interface BoardgameIoGame<S, V, E extends GameEvent, Setup> {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  plugins: BgioPlugin[];
  /** Always true: boardgame.io's undo would keep a copy of G in every stored state, and the engine has none. */
  disableUndo: true;
  setup(context: { ctx: { numPlayers: number } }, setupData?: Partial<Setup>): HostedMatch<S, E>;
  /** A sentence saying what is wrong with `setupData`, or undefined when a match can be made of it. */
  validateSetupData(setupData: unknown, numPlayers: number): string | undefined;
  moves: {
    act: {
      move: (context: BgioContext<HostedMatch<S, E>>, action: GameAction) => HostedMatch<S, E> | typeof INVALID_MOVE;
      client: false;
      redact: true;
    };
  };
  turn: {
    minMoves: number;
    maxMoves: number;
    order: {
      first: (context: BgioContext<HostedMatch<S, E>>) => number;
      next: (context: BgioContext<HostedMatch<S, E>>) => number | undefined;
    };
  };
  endIf(context: BgioContext<HostedMatch<S, E>>): { winner: string } | { draw: true } | undefined;
  playerView(context: { G: HostedMatch<S, E>; ctx: unknown; playerID?: string | null }): SeatUpdate<V, E>;
  ai: { enumerate(G: HostedMatch<S, E>): { move: 'act'; args: [GameAction] }[] };
}

export interface AdapterSpec<S, A extends GameAction, E extends GameEvent, Setup, V> {
  game: GameDefinition<S, A, E, Setup>;
  /** boardgame.io's name for the game (its lobby's URLs use it); the engine's id by default. */
  name?: string;
  minPlayers: number;
  maxPlayers: number;
  /**
   * The engine setup from boardgame.io's setup data (a plain object, its `seed` already removed
   * unless the host opted in), its player count and a seed. Throws a RuleError for bad data.
   */
  setup(setupData: Partial<Setup>, numPlayers: number, seed: number | string): Setup;
  /** Every engine seat of state `s`, in playerID order ('0' is the first). */
  seats(s: S): readonly string[];
  viewFor(s: S, seat: string): V;
  /** The events of a move from state `before`, as `seat` may see them. */
  eventsFor(before: S, events: E[], seat: string): E[];
  /** The winning seat, null for a draw (called once the game is over). */
  winner(s: S): string | null;
}

export function toBoardgameIo<S, A extends GameAction, E extends GameEvent, Setup, V>(
  spec: AdapterSpec<S, A, E, Setup, V>,
  options: AdapterOptions = {},
): BoardgameIoGame<S, V, E, Setup> {
  const { game } = spec;
  const playerOf = (s: S, seat: string): number => spec.seats(s).indexOf(seat);
  const seatOf = (s: S, playerID: string | null | undefined): string | undefined =>
    playerID == null || !/^\d+$/.test(playerID) ? undefined : spec.seats(s)[Number(playerID)];
  const toAct = (s: S): number | undefined => {
    const seat = game.currentSeat(s);
    return seat === null ? undefined : playerOf(s, seat);
  };
  const engineSetup = (setupData: unknown, numPlayers: number): Setup => {
    const data = { ...(setupData as Record<string, unknown>) };
    if (!options.seedFromSetupData) delete data.seed;
    const seed = typeof data.seed === 'number' || typeof data.seed === 'string' ? data.seed : randomSeed();
    return spec.setup(data as Partial<Setup>, numPlayers, seed);
  };
  const setupError = (setupData: unknown): string | undefined =>
    (setupData === undefined && options.createOnSync) ||
    (typeof setupData === 'object' && setupData !== null && !Array.isArray(setupData))
      ? undefined
      : 'setupData must be an object of the engine’s setup fields ({} for the defaults).';
  /**
   * boardgame.io hands a move its G as an immer draft, so every read of the engine's state would go
   * through a proxy that copies what it touches (several times slower, and identity-keyed caches miss).
   * A plugin's `fnWrap` runs outside immer's: it keeps the G it was given for the move to read.
   */
  let undrafted: HostedMatch<S, E> | undefined;
  const undraftedG: BgioPlugin = {
    name: 'pitchside-undrafted-g',
    fnWrap: <F extends (context: never, ...args: never[]) => unknown>(fn: F): F => {
      const call = fn as unknown as (context: { G: HostedMatch<S, E> }, ...args: unknown[]) => unknown;
      return ((context: { G: HostedMatch<S, E> }, ...args: unknown[]) => {
        const outer = undrafted;
        undrafted = context.G;
        try {
          return call(context, ...args);
        } finally {
          undrafted = outer;
        }
      }) as unknown as F;
    },
  };
  // A frozen G is left as it is by immer: returned from a move, it is neither walked nor deep-frozen.
  const hosted = (state: S, events: Record<string, E[]>, moves: number): HostedMatch<S, E> =>
    Object.freeze({ state, events, moves });
  return {
    name: spec.name ?? game.id,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    plugins: [undraftedG],
    // No undo in either game; boardgame.io's undo stack would store each G twice.
    disableUndo: true,
    setup: ({ ctx }, setupData = {}) => {
      const problem = setupError(setupData);
      if (problem) throw new RuleError('INVALID_SETUP', problem, 'setupData');
      return hosted(game.createMatch(engineSetup(setupData, ctx.numPlayers)), {}, 0);
    },
    validateSetupData: (setupData, numPlayers) => {
      const problem = setupError(setupData);
      if (problem) return problem;
      try {
        game.createMatch(engineSetup(setupData, numPlayers));
        return undefined;
      } catch (e) {
        if (isRuleError(e)) return e.message;
        return `setupData cannot make a match: ${e instanceof Error ? e.message : String(e)}`;
      }
    },
    moves: {
      act: {
        move: ({ G: draft, playerID }, action) => {
          const G = undrafted ?? draft;
          const seat = seatOf(G.state, playerID);
          if (seat === undefined || game.currentSeat(G.state) !== seat) return INVALID_MOVE;
          try {
            const applied = game.applyAction(G.state, action as A);
            const events: Record<string, E[]> = {};
            for (const s of [...spec.seats(G.state), SPECTATOR_SEAT]) {
              events[s] = spec.eventsFor(G.state, applied.events, s);
            }
            return hosted(applied.state, events, G.moves + 1);
          } catch (e) {
            if (isRuleError(e)) return INVALID_MOVE;
            throw e;
          }
        },
        // Only the server may run a move: it needs the hidden parts of the state.
        client: false,
        // Other seats learn what the rules reveal from their views and events, never from the log.
        redact: true,
      },
    },
    turn: {
      minMoves: 1,
      maxMoves: 1,
      order: { first: ({ G }) => toAct(G.state) ?? 0, next: ({ G }) => toAct(G.state) },
    },
    endIf: ({ G }) => {
      if (!game.isOver(G.state)) return undefined;
      const w = spec.winner(G.state);
      return w === null ? { draw: true } : { winner: String(playerOf(G.state, w)) };
    },
    playerView: ({ G, playerID }) => {
      const seat = seatOf(G.state, playerID) ?? SPECTATOR_SEAT;
      return { seat, view: spec.viewFor(G.state, seat), events: G.events[seat] ?? [], moves: G.moves };
    },
    ai: {
      enumerate: (G) =>
        game.legalActions(G.state).map((a) => ({ move: 'act' as const, args: [a as GameAction] as [GameAction] })),
    },
  };
}

/** The part of boardgame.io's storage API (`StorageAPI.Sync` or `.Async`) that hideInitialState changes. */
export interface BgioStorage {
  fetch(matchID: string, opts: { state?: boolean; metadata?: boolean; log?: boolean; initialState?: boolean }): unknown;
}

/**
 * boardgame.io's storage (`InMemory`, `FlatFile`, a PostgreSQL adapter…) that never hands the match's
 * initial state to boardgame.io's socket server. That server sends it to every client that
 * connects, unfiltered by `playerView` (boardgame.io 0.50), and a Pitchside match's initial state
 * holds the shuffled stacks and the generator. Nothing else reads it: only a client's debug
 * "reset" needs it.
 *
 * ```ts
 * const server = Server({ games: [mneGame()], db: hideInitialState(new FlatFile({ dir: 'matches' })) });
 * // or, with boardgame.io's default in-memory storage:
 * server.app.context.db = hideInitialState(server.app.context.db);
 * ```
 */
export function hideInitialState<DB extends BgioStorage>(db: DB): DB {
  const strip = (r: unknown) => {
    if (r && typeof r === 'object' && 'initialState' in r) delete (r as { initialState?: unknown }).initialState;
    return r;
  };
  const fetch = (matchID: string, opts: Parameters<BgioStorage['fetch']>[1]) => {
    const result = db.fetch(matchID, { ...opts, initialState: false });
    return result instanceof Promise ? result.then(strip) : strip(result);
  };
  // boardgame.io reads the storage's methods several times per move: each is bound once, not per read.
  const bound = new Map<PropertyKey, { original: unknown; call: unknown }>();
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'fetch') return fetch;
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      let fn = bound.get(key);
      if (fn?.original !== value) bound.set(key, (fn = { original: value, call: value.bind(target) }));
      return fn.call;
    },
  });
}
