/**
 * Players hear of a move only once it is stored. boardgame.io's master sends a move's update to
 * the match's sockets (`sendAll`, through the transport's pub/sub) just before it writes the new
 * state: a server killed in between would have shown both players a move it then forgets, and two
 * processes accepting the same move at once would both announce it. Here the update is held back
 * until the write, and published only if the storage accepted it (`setStateIfNewer`).
 */
import { channelOf, type AsyncStorage, type FetchOpts, type PubSub, type StoredState } from './bgio.js';
import { isOver, MetadataReads, mergeMetadata, sameJson } from './metadata.js';

/** What a move changes in its match's metadata: when it was made, and the result once it ends the match. */
export interface MoveMetadata {
  updatedAt: number;
  gameover?: unknown;
}

/** A storage that writes a state only over an older one and says whether it did. */
export interface ConditionalStorage {
  /** With `metadata`, the move's metadata change is written with the state, in the same write. */
  setStateIfNewer(matchID: string, state: StoredState, deltalog?: unknown[], metadata?: MoveMetadata): Promise<boolean>;
  /**
   * Writes `update(stored)` as the match's metadata, where `stored` is its metadata when written: no
   * other write of the match's metadata lands in between.
   */
  updateMetadata(
    matchID: string,
    update: (stored: Record<string, unknown> | undefined) => Record<string, unknown>,
  ): Promise<void>;
}

interface Payload {
  type: string;
  args: unknown[];
}

/**
 * The pub/sub handed to boardgame.io's transport, in front of the real one (in-process or Redis),
 * and the storage handed to its masters, in front of the real one.
 */
export function commitThenPublish<S extends AsyncStorage & ConditionalStorage>(
  storage: S,
  pubSub: PubSub<Payload>,
  /** Told of each refused write (another process stored that state first). */
  onRefused: (matchID: string, stateID: number) => void = () => {},
): {
  storage: S;
  pubSub: PubSub<Payload>;
  /**
   * A move made without boardgame.io's master (direct-update.ts): `state` (with its `deltalog`, as
   * the master sends it) and the move's metadata change are written, then, if the write was
   * accepted, the update is published to the match's sockets. Resolves to whether it was.
   */
  commitMove(matchID: string, state: StoredState, metadata?: MoveMetadata): Promise<boolean>;
} {
  /** `${matchID}:${stateID}` → the update waiting for that state's write. */
  const held = new Map<string, { channel: string; payload: Payload }>();
  /**
   * The master writes a move's metadata (updatedAt, gameover) in the same tick as its state: the
   * state's write waits a microtask for it and writes both at once (one database statement, one
   * journal line). Other metadata writes (joins, connections) go their own way.
   */
  const moveWrites = new Map<string, { written: Promise<boolean>; metadata?: MoveMetadata }>();
  /** The metadata each write was made from: writes change only what their writer changed (metadata.ts). */
  const reads = new MetadataReads();

  const heldPubSub: PubSub<Payload> = {
    publish(channel, payload) {
      if ((payload.type === 'update' || payload.type === 'patch') && typeof payload.args[0] === 'string') {
        // update: [matchID, state]; patch: [matchID, previous stateID, previous state, state]
        const state = payload.args[payload.type === 'patch' ? 3 : 1] as StoredState;
        const stateID = state._stateID;
        held.set(`${payload.args[0]}:${stateID}`, { channel, payload });
        return;
      }
      pubSub.publish(channel, payload);
    },
    subscribe: (channel, callback) => pubSub.subscribe(channel, callback),
    unsubscribeAll: (channel) => pubSub.unsubscribeAll(channel),
  };

  // boardgame.io's master reads its storage's methods several times per move: they are made once,
  // and the storage's own methods bound once, not on every read.
  const overrides: Partial<Record<PropertyKey, unknown>> = {
    setState: (matchID: string, state: StoredState, deltalog?: unknown[]) => {
      const id = `${matchID}:${state._stateID}`;
      const update = held.get(id);
      held.delete(id);
      const move: { written: Promise<boolean>; metadata?: MoveMetadata } = { written: Promise.resolve(false) };
      move.written = Promise.resolve().then(() => {
        if (moveWrites.get(matchID) === move) moveWrites.delete(matchID);
        return storage.setStateIfNewer(matchID, state, deltalog, move.metadata);
      });
      moveWrites.set(matchID, move);
      return move.written.then((accepted) => {
        if (!accepted) onRefused(matchID, state._stateID);
        else if (update) pubSub.publish(update.channel, update.payload);
      });
    },
    // A move's metadata (updatedAt, gameover) is written with its state: not if the state was refused.
    setMetadata: async (matchID: string, metadata: Record<string, unknown>) => {
      const move = moveWrites.get(matchID);
      moveWrites.delete(matchID);
      const read = reads.readFor(metadata);
      const change = move && read !== undefined ? moveChange(read, metadata) : undefined;
      if (move && change) {
        move.metadata = change;
        await move.written;
        return;
      }
      if (move && !(await move.written.catch(() => false))) return;
      if (read === undefined) return storage.setMetadata(matchID, metadata);
      await storage.updateMetadata(matchID, (stored) =>
        stored === undefined ? metadata : (mergeMetadata(read, stored, metadata) as Record<string, unknown>),
      );
    },
    fetch: async (matchID: string, opts: FetchOpts) => {
      const result = await storage.fetch(matchID, opts);
      if (result.metadata) result.metadata = reads.handOut(result.metadata);
      return result;
    },
  };
  const bound = new Map<PropertyKey, unknown>();
  const heldStorage = new Proxy(storage, {
    get(target, key, receiver) {
      if (Object.hasOwn(overrides, key)) return overrides[key];
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      let fn = bound.get(key) as { original: unknown; call: unknown } | undefined;
      if (fn?.original !== value) bound.set(key, (fn = { original: value, call: value.bind(target) }));
      return fn.call;
    },
  });
  const commitMove = async (matchID: string, state: StoredState, metadata?: MoveMetadata) => {
    const { deltalog, ...stored } = state;
    const accepted = await storage.setStateIfNewer(matchID, stored, deltalog as unknown[] | undefined, metadata);
    if (!accepted) onRefused(matchID, state._stateID);
    else pubSub.publish(channelOf(matchID), { type: 'update', args: [matchID, state] });
    return accepted;
  };
  return { storage: heldStorage, pubSub: heldPubSub, commitMove };
}

/**
 * A move's metadata write as a {@link MoveMetadata}: when the only keys its writer changed in the
 * copy it read are `updatedAt` and `gameover` (always so for boardgame.io's master); else undefined.
 */
function moveChange(read: unknown, written: Record<string, unknown>): MoveMetadata | undefined {
  if (typeof read !== 'object' || read === null || typeof written.updatedAt !== 'number') return undefined;
  const before = read as Record<string, unknown>;
  for (const key of new Set([...Object.keys(before), ...Object.keys(written)])) {
    if (key === 'updatedAt' || key === 'gameover') continue;
    if (!sameJson(before[key], written[key])) return undefined;
  }
  return isOver(written)
    ? { updatedAt: written.updatedAt, gameover: written.gameover }
    : { updatedAt: written.updatedAt };
}

/** boardgame.io's in-process pub/sub, with each subscriber's failure kept to itself. */
export class LocalPubSub<T> implements PubSub<T> {
  private readonly callbacks = new Map<string, ((payload: T) => void)[]>();
  constructor(private readonly onError: (e: unknown) => void) {}
  publish(channel: string, payload: T): void {
    for (const callback of this.callbacks.get(channel) ?? []) {
      try {
        callback(payload);
      } catch (e) {
        this.onError(e);
      }
    }
  }
  subscribe(channel: string, callback: (payload: T) => void): void {
    this.callbacks.set(channel, [...(this.callbacks.get(channel) ?? []), callback]);
  }
  unsubscribeAll(channel: string): void {
    this.callbacks.delete(channel);
  }
}
