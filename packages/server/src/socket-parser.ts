/**
 * socket.io's own packet format, with one cost removed: its encoder walks every outgoing packet
 * looking for binary attachments (Buffers, typed arrays) before writing it as JSON, and
 * boardgame.io's updates carry a seat's whole view. Nothing this server sends holds binary data, so
 * events and acknowledgements are written as JSON straight away. Clients see the same bytes.
 */
import { socketParser } from './bgio.js';

const { EVENT, ACK } = socketParser.PacketType;

class JsonEncoder extends socketParser.Encoder {
  override encode(packet: { type: number }): unknown[] {
    return packet.type === EVENT || packet.type === ACK ? [this.encodeAsString(packet)] : super.encode(packet);
  }
}

export const jsonParser = { Encoder: JsonEncoder, Decoder: socketParser.Decoder };
