/**
 * boardgame.io's pub/sub over Redis, for several server processes: a move accepted by one process
 * reaches the match's sockets on every process. Each process subscribes to a match's channel while
 * it holds a socket of that match (boardgame.io's transport subscribes and unsubscribes).
 *
 * A subscription starts a moment after a socket's sync: a move another process stores in between
 * would never reach it. Once subscribed, the process reads the match's latest state and sends it as
 * an update, unless a newer one has arrived meanwhile (a repeated update changes nothing on a client).
 */
import { Redis } from 'ioredis';
import type { PubSub, StoredState } from './bgio.js';

const PREFIX = 'pitchside:';

/** boardgame.io's messages to a match's sockets: `{ type: 'update', args: [matchID, state] }`. */
export interface MatchPayload {
  type: string;
  args: unknown[];
}

const stateIdOf = (payload: MatchPayload): number | undefined =>
  (payload.args[payload.type === 'patch' ? 3 : 1] as StoredState | undefined)?._stateID;

export class RedisPubSub implements PubSub<MatchPayload> {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly callbacks = new Map<string, ((payload: MatchPayload) => void)[]>();
  /** Per channel, the highest state ID delivered since subscribing. */
  private readonly delivered = new Map<string, number>();

  constructor(
    url: string,
    /** The match's stored state, for the catch-up update after subscribing. */
    private readonly latest: (matchID: string) => Promise<StoredState | undefined>,
    private readonly onError: (e: unknown) => void,
  ) {
    this.pub = new Redis(url, { lazyConnect: true });
    this.sub = new Redis(url, { lazyConnect: true });
    for (const client of [this.pub, this.sub]) client.on('error', onError);
    this.sub.on('message', (channel: string, message: string) => {
      let payload: MatchPayload;
      try {
        payload = JSON.parse(message) as MatchPayload;
      } catch (e) {
        return onError(e);
      }
      this.deliver(channel.slice(PREFIX.length), payload);
    });
  }

  private deliver(channel: string, payload: MatchPayload): void {
    const callbacks = this.callbacks.get(channel);
    if (!callbacks) return;
    const stateID = stateIdOf(payload);
    if (stateID !== undefined) {
      if (stateID <= (this.delivered.get(channel) ?? -1)) return;
      this.delivered.set(channel, stateID);
    }
    for (const callback of callbacks) {
      try {
        callback(payload);
      } catch (e) {
        this.onError(e);
      }
    }
  }

  async connect(): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
  }

  publish(channel: string, payload: MatchPayload): void {
    this.pub.publish(PREFIX + channel, JSON.stringify(payload)).catch(this.onError);
  }

  subscribe(channel: string, callback: (payload: MatchPayload) => void): void {
    const callbacks = this.callbacks.get(channel);
    if (callbacks) return void callbacks.push(callback);
    this.callbacks.set(channel, [callback]);
    const matchID = channel.replace(/^MATCH-/, '');
    this.sub
      .subscribe(PREFIX + channel)
      .then(() => this.latest(matchID))
      .then((state) => {
        if (state && this.callbacks.get(channel)) this.deliver(channel, { type: 'update', args: [matchID, state] });
      })
      .catch(this.onError);
  }

  unsubscribeAll(channel: string): void {
    this.delivered.delete(channel);
    if (!this.callbacks.delete(channel)) return;
    this.sub.unsubscribe(PREFIX + channel).catch(this.onError);
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit(), this.sub.quit()]).catch(() => undefined);
  }
}
