/**
 * A match's messages to its sockets, built once per seat. boardgame.io's transport filters each
 * update for each socket (`playerView`: the engine builds that seat's view) and socket.io writes
 * each socket's copy to JSON. Every socket of one seat (a player's tabs, a room of spectators) gets
 * the same message: here each seat's is filtered once, written to socket.io's packet text once per
 * way of sending game data (whole; whole with its id, the first time; by id: game-data-once.ts),
 * and that text is written to each of the seat's sockets as it is.
 */
import { GAME_DATA_ID, withGameDataOnce } from '@pitchside/engine/boardgameio';
import { socketParser } from './bgio.js';
import { gameDataSentTo, idOf } from './game-data-once.js';

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The parts of a socket.io 3 server socket written to here. */
export interface FanOutSocket {
  nsp: { name: string };
  /** socket.io's connection: `preEncoded` packets are written as they are (as its broadcasts do). */
  client: { _packet(packets: unknown[], opts: { preEncoded: true }): void };
}

/** A socket of a match and the seat it synced as (boardgame.io's transport's `clientInfo`). */
export interface FanOutClient {
  playerID: unknown;
  socket: FanOutSocket;
}

/** boardgame.io's filter of a message for one seat (`getFilterPlayerView(game)`). */
export type SeatFilter = (playerID: unknown, payload: Json) => { type: string; args: unknown[] };

/** An encoder of socket.io packets (the server's, socket-parser.ts). */
export interface PacketEncoder {
  encode(packet: { type: number; data: unknown[]; nsp: string }): unknown[];
}

/** The game data of a message's state, when its view holds it whole (`update` and `sync`). */
function gameDataOf(type: string, args: unknown[]): Json | undefined {
  const holder = args[1];
  const state = type === 'update' ? holder : type === 'sync' && isObject(holder) ? holder.state : undefined;
  const G = isObject(state) ? state.G : undefined;
  const view = isObject(G) ? G.view : undefined;
  const data = isObject(view) ? view.data : undefined;
  return isObject(data) && !(GAME_DATA_ID in data) ? data : undefined;
}

/** Sends `payload` (published on the match's channel) to each of `clients`, as its seat may see it. */
export function fanOut(
  clients: Iterable<FanOutClient>,
  payload: Json,
  filter: SeatFilter,
  encoder: PacketEncoder,
): void {
  const seats = new Map<unknown, FanOutSocket[]>();
  for (const { playerID, socket } of clients) {
    const sockets = seats.get(playerID);
    if (sockets) sockets.push(socket);
    else seats.set(playerID, [socket]);
  }
  for (const [playerID, sockets] of seats) {
    const { type, args } = filter(playerID, payload);
    const data = gameDataOf(type, args);
    const id = data && idOf(data);
    /** The packet text per way of sending the game data, made when first needed. */
    const packets = new Map<string, unknown[]>();
    for (const socket of sockets) {
      const sent = gameDataSentTo(socket);
      const form = id === undefined || sent === undefined ? 'whole' : sent.has(id) ? 'id' : 'first';
      if (id !== undefined) sent?.add(id);
      let packet = packets.get(form);
      if (!packet) {
        const sentArgs =
          form === 'whole' ? args : withGameDataOnce(type, args, new Set(form === 'id' ? [id!] : []), idOf);
        packet = encoder.encode({
          type: socketParser.PacketType.EVENT,
          data: [type, ...sentArgs],
          nsp: socket.nsp.name,
        });
        packets.set(form, packet);
      }
      socket.client._packet(packet, { preEncoded: true });
    }
  }
}
