/**
 * socket.io's own packet format, with two costs removed; clients see the same JSON.
 *
 * - Its encoder walks every outgoing packet looking for binary attachments (Buffers, typed arrays)
 *   before writing it as JSON. Nothing this server sends holds binary data, so events and
 *   acknowledgements are written as JSON straight away.
 * - Every update carries the seat's view, and a view carries the match's game data (the cards' and
 *   the board's definitions: most of an update's bytes), the same object in every update of a
 *   match. It is written to JSON once and the text reused: each update writes only what changed.
 *   (Sockets that asked for game data once get its id instead, after the first time.)
 */
import { randomUUID } from 'node:crypto';
import { GAME_DATA_ID } from '@pitchside/engine/boardgameio';
import { socketParser } from './bgio.js';

const { EVENT, ACK } = socketParser.PacketType;

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The JSON text of each game data object met (one per set of cards in use, shared by its matches). */
const dataJson = new WeakMap<object, string>();
/**
 * Stands for the data in the packet written by JSON.stringify, then replaced by its text. Random
 * per process: no string in a match (a player's name, a setup field) can be taken for it.
 */
const MARK = `pitchside-data-${randomUUID()}`;
const QUOTED_MARK = JSON.stringify(MARK);

interface EventPacket {
  type: number;
  data?: unknown[];
  [key: string]: unknown;
}

/** For `update` [matchID, state, log] and `sync` [matchID, { state, … }]: the state's G.view.data. */
function viewDataOf(packet: EventPacket): { data: Json; withMark: EventPacket } | undefined {
  const args = packet.data;
  if (!args || (args[0] !== 'update' && args[0] !== 'sync')) return undefined;
  const holder = args[0] === 'update' ? undefined : args[2];
  const state = holder === undefined ? args[2] : isObject(holder) ? holder.state : undefined;
  if (!isObject(state) || !isObject(state.G) || !isObject(state.G.view) || !isObject(state.G.view.data))
    return undefined;
  // Sent by id (game-data-once.ts): a few bytes, nothing to reuse.
  if (GAME_DATA_ID in state.G.view.data && !('data' in state.G.view.data)) return undefined;
  const G = state.G;
  const view = G.view as Json;
  const markedState = { ...state, G: { ...G, view: { ...view, data: MARK } } };
  const marked = [...args];
  marked[2] = holder === undefined ? markedState : { ...(holder as Json), state: markedState };
  return { data: view.data as Json, withMark: { ...packet, data: marked } };
}

class JsonEncoder extends socketParser.Encoder {
  override encode(packet: EventPacket): unknown[] {
    if (packet.type !== EVENT && packet.type !== ACK) return super.encode(packet);
    const marked = packet.type === EVENT ? viewDataOf(packet) : undefined;
    if (!marked) return [this.encodeAsString(packet)];
    // The engine never changes a state in place (a move makes a new one): the same object is the same text.
    let data = dataJson.get(marked.data);
    if (data === undefined) {
      data = JSON.stringify(marked.data);
      dataJson.set(marked.data, data);
    }
    const text = this.encodeAsString(marked.withMark);
    const at = text.indexOf(QUOTED_MARK);
    return [text.slice(0, at) + data + text.slice(at + QUOTED_MARK.length)];
  }
}

export const jsonParser = { Encoder: JsonEncoder, Decoder: socketParser.Decoder };
