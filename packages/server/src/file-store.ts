/**
 * The embedded default store: files in a data folder, no setup, no database. Per match:
 * `<id>.json` (its state and metadata), written to a temporary file renamed over the old one, so a
 * process killed at any moment (`kill -9`) leaves every match as it was after its last accepted
 * move, never half written; `<id>.initial.json`, written once; `<id>.log.jsonl`, boardgame.io's log,
 * one line appended per move after the state is stored (the log is only shown, never replayed: a
 * crash between the two can cost it its last line, not the match its move). Rewriting a growing log
 * with every move was the store's largest cost (bench/server-load.mjs --profile). Matches are kept
 * in memory once read; one server process owns a folder.
 */
import { appendFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AsyncBase, type AsyncStorage, type FetchOpts, type FetchResult, type StoredState } from './bgio.js';
import type { ConditionalStorage } from './commit.js';

interface MatchRecord {
  state?: StoredState;
  initialState?: StoredState;
  metadata?: Record<string, unknown>;
  log: unknown[];
}

/** boardgame.io's match IDs (nanoid) and the lobby's are safe file names; anything else is refused. */
const SAFE_ID = /^[\w-]{1,100}$/;

export class FileStore extends AsyncBase implements AsyncStorage, ConditionalStorage {
  private readonly matches = new Map<string, Promise<MatchRecord | undefined>>();
  /** Per match, the promise of its last write: writes of one match never overlap. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(readonly dir: string) {
    super();
  }

  async connect(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  private file(matchID: string, suffix = '.json'): string {
    return join(this.dir, `${matchID}${suffix}`);
  }

  private async read(matchID: string): Promise<MatchRecord | undefined> {
    const text = (suffix: string) =>
      readFile(this.file(matchID, suffix), 'utf8').catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return undefined;
        throw e;
      });
    const main = await text('.json');
    if (main === undefined) return undefined;
    const record = JSON.parse(main) as MatchRecord;
    const initial = await text('.initial.json');
    if (initial !== undefined) record.initialState = JSON.parse(initial) as StoredState;
    record.log = [];
    for (const line of ((await text('.log.jsonl')) ?? '').split('\n')) {
      try {
        if (line) record.log.push(...(JSON.parse(line) as unknown[]));
      } catch {
        // a line cut short by a crash
      }
    }
    return record;
  }

  private load(matchID: string): Promise<MatchRecord | undefined> {
    if (!SAFE_ID.test(matchID)) return Promise.resolve(undefined);
    let record = this.matches.get(matchID);
    if (!record) {
      record = this.read(matchID);
      this.matches.set(matchID, record);
      // A failed read is not cached: the next request tries again.
      record.catch(() => this.matches.delete(matchID));
    }
    return record;
  }

  /**
   * Runs `change` on the match's record after the match's previous changes, then writes its state
   * and metadata and appends `log` (the log entries the change added); resolves once written.
   * Changes made while a match's write is waiting to start share that write: a move's state and
   * metadata (boardgame.io stores them one after the other), or several moves under load.
   */
  private update<T>(
    matchID: string,
    change: (record: MatchRecord | undefined) => [MatchRecord | undefined, T, unknown[]?],
  ): Promise<T> {
    if (!SAFE_ID.test(matchID)) return Promise.reject(new Error('invalid match ID'));
    const run = async (): Promise<[T, Promise<void> | undefined]> => {
      const [record, result, log] = change(await this.load(matchID));
      if (!record) return [result, undefined];
      this.matches.set(matchID, Promise.resolve(record));
      return [result, this.schedule(matchID, record, log ?? [])];
    };
    const previous = this.queues.get(matchID) ?? Promise.resolve();
    const next = previous.then(run, run);
    this.queues.set(
      matchID,
      next.catch(() => undefined),
    );
    return next.then(async ([result, written]) => {
      await written;
      return result;
    });
  }

  /** The match's next write, not started yet: later changes join it. */
  private readonly waiting = new Map<string, { record: MatchRecord; log: unknown[]; done: Promise<void> }>();
  /** The match's last write: writes of one match never overlap. */
  private readonly writing = new Map<string, Promise<void>>();

  private schedule(matchID: string, record: MatchRecord, log: unknown[]): Promise<void> {
    const joined = this.waiting.get(matchID);
    if (joined) {
      joined.record = record;
      joined.log.push(...log);
      return joined.done;
    }
    const write = { record, log: [...log], done: Promise.resolve() };
    this.waiting.set(matchID, write);
    write.done = (this.writing.get(matchID) ?? Promise.resolve())
      // A turn of the event loop, for the change that comes with this one (a move's metadata).
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(async () => {
        this.waiting.delete(matchID);
        const temp = `${this.file(matchID)}.${process.pid}.tmp`;
        await writeFile(temp, JSON.stringify({ state: write.record.state, metadata: write.record.metadata }));
        await rename(temp, this.file(matchID));
        if (write.log.length) await appendFile(this.file(matchID, '.log.jsonl'), `${JSON.stringify(write.log)}\n`);
      });
    this.writing.set(
      matchID,
      write.done.catch(() => undefined),
    );
    return write.done;
  }

  async createMatch(matchID: string, opts: { initialState: StoredState; metadata: Record<string, unknown> }) {
    if (!SAFE_ID.test(matchID)) throw new Error('invalid match ID');
    await writeFile(this.file(matchID, '.initial.json'), JSON.stringify(opts.initialState));
    await this.update(matchID, () => [
      { state: opts.initialState, initialState: opts.initialState, metadata: opts.metadata, log: [] },
      undefined,
    ]);
  }

  /** Writes `state` only over an older one (a lower `_stateID`); resolves to whether it did. */
  setStateIfNewer(matchID: string, state: StoredState, deltalog?: unknown[]): Promise<boolean> {
    return this.update(matchID, (record) => {
      if (record?.state && record.state._stateID >= state._stateID) return [undefined, false];
      const base = record ?? { log: [] };
      return [{ ...base, state, log: [...base.log, ...(deltalog ?? [])] }, true, deltalog];
    });
  }

  async setState(matchID: string, state: StoredState, deltalog?: unknown[]): Promise<void> {
    await this.setStateIfNewer(matchID, state, deltalog);
  }

  async setMetadata(matchID: string, metadata: Record<string, unknown>): Promise<void> {
    await this.update(matchID, (record) => [{ ...(record ?? { log: [] }), metadata }, undefined]);
  }

  async fetch(matchID: string, opts: FetchOpts): Promise<FetchResult> {
    // Nothing is read that is not written yet: a player is never sent a move a crash could lose.
    await this.queues.get(matchID);
    await this.writing.get(matchID);
    const record = await this.load(matchID);
    const result: FetchResult = {};
    if (!record) return result;
    if (opts.state) result.state = record.state;
    if (opts.metadata) result.metadata = record.metadata;
    if (opts.log) result.log = record.log;
    if (opts.initialState) result.initialState = record.initialState;
    return result;
  }

  async wipe(matchID: string): Promise<void> {
    if (!SAFE_ID.test(matchID)) return;
    await this.update(matchID, () => [undefined, undefined]);
    this.matches.delete(matchID);
    for (const suffix of ['.json', '.initial.json', '.log.jsonl'])
      await rm(this.file(matchID, suffix), { force: true });
  }

  async listMatches(opts?: { gameName?: string; where?: Record<string, unknown> }): Promise<string[]> {
    const ids = (await readdir(this.dir))
      .filter((f) => f.endsWith('.json') && !f.endsWith('.initial.json'))
      .map((f) => f.slice(0, -5));
    const listed: string[] = [];
    for (const id of ids) {
      const metadata = (await this.load(id))?.metadata;
      if (!metadata) continue;
      if (opts?.gameName !== undefined && metadata.gameName !== opts.gameName) continue;
      const where = opts?.where ?? {};
      const over = metadata.gameover !== undefined && metadata.gameover !== null;
      if (typeof where.isGameover === 'boolean' && where.isGameover !== over) continue;
      const updatedAt = Number(metadata.updatedAt);
      if (typeof where.updatedBefore === 'number' && !(updatedAt < where.updatedBefore)) continue;
      if (typeof where.updatedAfter === 'number' && !(updatedAt > where.updatedAfter)) continue;
      listed.push(id);
    }
    return listed;
  }
}
