/**
 * The embedded default store: one JSON file per match in a data folder, no setup, no database.
 * Each write goes to a temporary file renamed over the match's file, so a process killed at any
 * moment (`kill -9`) leaves every match as it was after its last accepted move, never half written.
 * Matches are kept in memory once read; one server process owns a folder.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

  private file(matchID: string): string {
    return join(this.dir, `${matchID}.json`);
  }

  private load(matchID: string): Promise<MatchRecord | undefined> {
    if (!SAFE_ID.test(matchID)) return Promise.resolve(undefined);
    let record = this.matches.get(matchID);
    if (!record) {
      record = readFile(this.file(matchID), 'utf8').then(
        (text) => JSON.parse(text) as MatchRecord,
        (e: NodeJS.ErrnoException) => {
          if (e.code === 'ENOENT') return undefined;
          throw e;
        },
      );
      this.matches.set(matchID, record);
      // A failed read is not cached: the next request tries again.
      record.catch(() => this.matches.delete(matchID));
    }
    return record;
  }

  /** Runs `change` on the match's record after the match's previous writes, then writes it. */
  private update<T>(matchID: string, change: (record: MatchRecord | undefined) => [MatchRecord | undefined, T]) {
    if (!SAFE_ID.test(matchID)) return Promise.reject(new Error('invalid match ID'));
    const run = async (): Promise<T> => {
      const [record, result] = change(await this.load(matchID));
      if (record) {
        this.matches.set(matchID, Promise.resolve(record));
        const temp = `${this.file(matchID)}.${process.pid}.tmp`;
        await writeFile(temp, JSON.stringify(record));
        await rename(temp, this.file(matchID));
      }
      return result;
    };
    const previous = this.queues.get(matchID) ?? Promise.resolve();
    const next = previous.then(run, run);
    this.queues.set(
      matchID,
      next.catch(() => undefined),
    );
    return next;
  }

  async createMatch(matchID: string, opts: { initialState: StoredState; metadata: Record<string, unknown> }) {
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
      return [{ ...base, state, log: [...base.log, ...(deltalog ?? [])] }, true];
    });
  }

  async setState(matchID: string, state: StoredState, deltalog?: unknown[]): Promise<void> {
    await this.setStateIfNewer(matchID, state, deltalog);
  }

  async setMetadata(matchID: string, metadata: Record<string, unknown>): Promise<void> {
    await this.update(matchID, (record) => [{ ...(record ?? { log: [] }), metadata }, undefined]);
  }

  async fetch(matchID: string, opts: FetchOpts): Promise<FetchResult> {
    await this.queues.get(matchID);
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
    await rm(this.file(matchID), { force: true });
  }

  async listMatches(opts?: { gameName?: string; where?: Record<string, unknown> }): Promise<string[]> {
    const ids = (await readdir(this.dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
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
