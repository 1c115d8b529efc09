/**
 * Game data once per connection, for the sockets that ask for it (`?pitchside-data=once` in their
 * handshake: clients with `gameDataOnce` from `@pitchside/engine/boardgameio` installed). Each
 * `sync` and `update` such a socket is sent carries its view's game data (the cards' and the
 * board's definitions, most of an update's bytes) whole the first time, with an id, and only the id
 * after that; the client's parser puts the data back. Other sockets get every update whole.
 */
import { createHash } from 'node:crypto';
import { GAME_DATA_QUERY, withGameDataOnce } from '@pitchside/engine/boardgameio';

const [[QUERY_KEY, QUERY_VALUE]] = Object.entries(GAME_DATA_QUERY) as [[string, string]];

/**
 * A game data's id: a hash of its JSON, so that every process (and a copy that came through Redis)
 * names the same data alike. Computed once per data object (the engine shares one per set of cards).
 */
const ids = new WeakMap<object, string>();
export function idOf(data: Record<string, unknown>): string {
  let id = ids.get(data);
  if (id === undefined) {
    id = createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22);
    ids.set(data, id);
  }
  return id;
}

interface Socket {
  handshake: { query: Record<string, unknown> };
  emit(event: string, ...args: unknown[]): boolean;
}

/** Per socket that asked for game data once, the ids of the game data it has had whole. */
const sentTo = new WeakMap<object, Set<string>>();

/** The ids of the game data `socket` has had whole, if it asked for game data once; else undefined. */
export const gameDataSentTo = (socket: object): Set<string> | undefined => sentTo.get(socket);

/** Makes `socket` send game data once, if its client asked for it when connecting. */
export function sendGameDataOnce(socket: Socket): void {
  if (socket.handshake.query[QUERY_KEY] !== QUERY_VALUE) return;
  const sent = new Set<string>();
  sentTo.set(socket, sent);
  const emit = socket.emit.bind(socket);
  socket.emit = (event, ...args) =>
    emit(event, ...(event === 'update' || event === 'sync' ? withGameDataOnce(event, args, sent, idOf) : args));
}
