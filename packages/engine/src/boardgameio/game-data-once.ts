/**
 * The match's game data once per connection, for socket.io clients of `pitchside-server`.
 *
 * Every update a seat receives holds its view, and every view holds the match's game data (the
 * cards' and the board's definitions): most of an update's bytes, the same in every update of a
 * match. A client that installs {@link gameDataOnce}'s parser says so when it connects; the server
 * then sends each game data once per connection (in the seat's first sync or update, with an id)
 * and only its id after that, and the parser puts the data back as it decodes each message: the
 * client's boardgame.io, and the app, see the very states they would see without it. Clients that
 * do not install it get every update whole, as before.
 *
 * ```ts
 * import * as parser from 'socket.io-parser';
 * import { SocketIO } from 'boardgame.io/multiplayer';
 * import { gameDataOnce } from '@pitchside/engine/boardgameio';
 * Client({ game: mneGame(), multiplayer: SocketIO({ server, socketOpts: gameDataOnce(parser) }), … });
 * ```
 * `parser` is socket.io's own packet parser (the `socket.io-parser` package your socket.io-client
 * uses); the engine does not import it.
 */

/** The key of a view's `data` when the server sent it by id: `{ [GAME_DATA_ID]: id, data? }`. */
export const GAME_DATA_ID = '$pitchsideGameData';

/** The handshake query by which a client asks for game data once (`?pitchside-data=once`). */
export const GAME_DATA_QUERY = { 'pitchside-data': 'once' } as const;

/** How many game data a client keeps (one per set of cards it has played with on this connection). */
const KEPT = 16;

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The state a `sync` ([matchID, { state, … }]) or `update` ([matchID, state, log]) event carries. */
function stateOf(event: unknown, args: readonly unknown[]): Json | undefined {
  const holder = args[1];
  const state = event === 'update' ? holder : event === 'sync' && isObject(holder) ? holder.state : undefined;
  return isObject(state) ? state : undefined;
}

/** The view holding the game data in a state's `G` (a seat update: `{ seat, view, events, moves }`). */
function viewOf(state: Json | undefined): Json | undefined {
  const G = state?.G;
  return isObject(G) && isObject(G.view) ? G.view : undefined;
}

/**
 * Puts each game data sent by id back into a decoded `sync` or `update` event ([event, matchID, …],
 * changed in place): `known` keeps the data seen by id on this connection.
 */
export function restoreGameData(eventArgs: unknown[], known: Map<string, unknown>): void {
  const [event, ...args] = eventArgs;
  const view = viewOf(stateOf(event, args));
  const sent = view?.data;
  if (!view || !isObject(sent) || typeof sent[GAME_DATA_ID] !== 'string') return;
  const id = sent[GAME_DATA_ID];
  if ('data' in sent) {
    known.delete(id);
    known.set(id, sent.data);
    if (known.size > KEPT) known.delete(known.keys().next().value as string);
  }
  // An id never sent whole on this connection cannot come (the server sends each one whole first).
  if (known.has(id)) view.data = known.get(id);
}

/** The parts of a socket.io packet parser (the `socket.io-parser` module) used here. */
export interface SocketIoParser {
  Encoder: new () => unknown;
  Decoder: new (...args: never[]) => unknown;
}

/**
 * socket.io-client options (`socketOpts` of boardgame.io's `SocketIO`): socket.io's own `parser`
 * whose decoder restores game data sent by id, and the handshake `query` that asks for it.
 */
export function gameDataOnce(parser: SocketIoParser): {
  parser: { Encoder: SocketIoParser['Encoder']; Decoder: SocketIoParser['Decoder'] };
  query: Record<string, string>;
} {
  const Base = parser.Decoder as unknown as new (...args: unknown[]) => { decodeString(text: string): unknown };
  class Decoder extends Base {
    private readonly known = new Map<string, unknown>();
    // socket.io-parser's decoder turns each text frame into a packet here (binary frames are not used).
    override decodeString(text: string): unknown {
      const packet = super.decodeString(text);
      if (isObject(packet) && Array.isArray(packet.data)) restoreGameData(packet.data, this.known);
      return packet;
    }
  }
  return {
    parser: { Encoder: parser.Encoder, Decoder: Decoder as unknown as SocketIoParser['Decoder'] },
    query: { ...GAME_DATA_QUERY },
  };
}

/**
 * For the server: the event's arguments with the game data replaced by its id if this connection
 * has had it (`sent`: the ids it has had), else by its id and the data. `idOf` names a game data.
 * Only the objects on the way to the data are copied.
 */
export function withGameDataOnce(
  event: unknown,
  args: unknown[],
  sent: Set<string>,
  idOf: (data: Json) => string,
): unknown[] {
  const state = stateOf(event, args);
  const view = viewOf(state);
  if (!state || !view || !isObject(view.data) || GAME_DATA_ID in view.data) return args;
  const id = idOf(view.data);
  const data = sent.has(id) ? { [GAME_DATA_ID]: id } : { [GAME_DATA_ID]: id, data: view.data };
  sent.add(id);
  const G = state.G as Json;
  const next = { ...state, G: { ...G, view: { ...view, data } } };
  const copy = [...args];
  copy[1] = event === 'update' ? next : { ...(args[1] as Json), state: next };
  return copy;
}
