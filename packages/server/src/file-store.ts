/**
 * The embedded default store: files in a data folder, no setup, no database.
 *
 * - Every change (a move's state, its log entries, metadata, a new match, a deleted one) is appended
 *   to a journal, `journal-<n>.jsonl`, one JSON line per match per write. Changes made while a write
 *   is under way go together into the next one (group commit): under load, one `write` carries the
 *   moves of many matches, and two changes of one match in the same batch (a move's state and its
 *   metadata) make one line. A change's promise resolves once its line is written: a process killed
 *   at any moment (`kill -9`) has lost no change it acknowledged, and a line cut short is ignored.
 * - From time to time (when the journal has grown past `compactBytes`, when the server stops, and
 *   when it starts again after a crash) the matches the journal touched are written out as
 *   snapshots, `<id>.json` (state, metadata and log; written to a temporary file renamed over the
 *   old one) and `<id>.initial.json`, then the journal is deleted. Each line and snapshot carries the
 *   match's change count, so replaying a journal over snapshots newer than some of its lines (a
 *   crash in the middle of writing them) changes nothing it should not.
 * - A move's line holds its state as a patch of the previous line's (what the move changed: the
 *   game data and most of the state are not written again), except the match's first line in each
 *   journal, which holds it whole; and of the metadata only what the move changed (`updatedAt`, and
 *   `gameover` once the match ends). Journals written before patches (whole states only) still load.
 * - Matches are kept in memory once read, until they are over and written out as snapshots. One
 *   server process owns a folder.
 *
 * Not written with fsync: a process killed loses nothing; a machine losing power may lose the last
 * moments, as the operating system had not written them to the disk yet.
 */
import { writeSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { AsyncBase, type AsyncStorage, type FetchOpts, type FetchResult, type StoredState } from './bgio.js';
import type { ConditionalStorage, MoveMetadata } from './commit.js';
import { isOver } from './metadata.js';
import { applyStatePatch, diffState, type StatePatch } from './state-patch.js';

interface MatchRecord {
  state?: StoredState;
  initialState?: StoredState;
  metadata?: Record<string, unknown>;
  log: unknown[];
  /** How many changes of the match were made: the last one included. */
  seq: number;
}

/** One journal line: what changed in one match (absent fields did not change). */
interface JournalLine {
  id: string;
  seq: number;
  state?: StoredState;
  /**
   * The state as a patch of the match's previous state (state-patch.ts), the one its previous line
   * in the same journal wrote, whose `_stateID` is `base`. Only in the file: replaced by `state`
   * when read.
   */
  patch?: StatePatch;
  base?: number;
  metadata?: Record<string, unknown>;
  /**
   * A move's change of the metadata (when it was made; the result once it ends the match), merged
   * into the metadata: a move's line does not write the whole metadata (players, names, setup) again.
   */
  moved?: MoveMetadata;
  initialState?: StoredState;
  /** Log entries to append. */
  log?: unknown[];
  /** The match was deleted. */
  wipe?: true;
}

/**
 * Appends `text` to the file `fd` without leaving this thread. A journal write is a few kilobytes
 * into the operating system's cache: made in Node's thread pool it costs several times the CPU of the
 * write itself (handing it over and back), once per batch of moves. The text is handed over as it
 * is (Node encodes it on the way, a third of the CPU of making a Buffer of it first); a write cut
 * short goes on from the bytes it did not write.
 */
function appendSync(fd: number, text: string): void {
  const written = writeSync(fd, text);
  const length = Buffer.byteLength(text);
  if (written === length) return;
  const bytes = Buffer.from(text);
  for (let at = written; at < length;) at += writeSync(fd, bytes, at, length - at);
}

/** boardgame.io's match IDs (nanoid) and the lobby's are safe file names; anything else is refused. */
const SAFE_ID = /^[\w-]{1,100}$/;
const JOURNAL = /^journal-(\d+)\.jsonl$/;

export interface FileStoreOptions {
  /** Journal size (bytes) after which its matches are written out as snapshots (default 64 MB). */
  compactBytes?: number;
}

interface Journal {
  n: number;
  handle: FileHandle;
  bytes: number;
  touched: Set<string>;
  /** Per match, the state its last line in this journal holds: the next line's patch is made from it. */
  states: Map<string, StoredState>;
}

const newJournal = (n: number, handle: FileHandle): Journal => ({
  n,
  handle,
  bytes: 0,
  touched: new Set(),
  states: new Map(),
});

export class FileStore extends AsyncBase implements AsyncStorage, ConditionalStorage {
  private readonly matches = new Map<string, Promise<MatchRecord | undefined>>();
  /**
   * The metadata of matches listed (`listMatches`) while not in memory, finished ones included: a
   * lobby's list reads each file once, not at every request, and does not bring the match back.
   */
  private readonly listed = new Map<string, Record<string, unknown> | undefined>();
  private readonly compactBytes: number;
  private journal?: Journal;
  /** The next write, gathering changes: per match, the line to write. */
  private batch = new Map<string, JournalLine>();
  private batchDone?: Promise<void>;
  /** The write under way, if any. */
  private writing: Promise<void> = Promise.resolve();
  /** Per match, the promise of the write holding its last change. */
  private readonly written = new Map<string, Promise<void>>();
  private compacting: Promise<void> = Promise.resolve();

  constructor(
    readonly dir: string,
    options: FileStoreOptions = {},
  ) {
    super();
    this.compactBytes = options.compactBytes ?? 64 * 1024 * 1024;
  }

  private file(matchID: string, suffix = '.json'): string {
    return join(this.dir, `${matchID}${suffix}`);
  }

  /** Replays the journals a stopped or killed process left, writes their matches out, starts a new one. */
  async connect(): Promise<void> {
    if (this.journal) return;
    await mkdir(this.dir, { recursive: true });
    const journals = (await readdir(this.dir))
      .map((f) => JOURNAL.exec(f))
      .filter((m) => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    const touched = new Set<string>();
    for (const n of journals) {
      const text = await readFile(join(this.dir, `journal-${n}.jsonl`), 'utf8');
      for (const row of text.split('\n')) {
        let line: JournalLine;
        try {
          line = JSON.parse(row) as JournalLine;
        } catch {
          continue; // empty, or cut short by a crash: never acknowledged
        }
        if (!SAFE_ID.test(line.id)) continue;
        const record = await this.load(line.id);
        if (record && record.seq >= line.seq) continue; // already in the snapshot
        if (line.patch !== undefined) {
          if (!record?.state || record.state._stateID !== line.base) {
            throw new Error(
              `journal-${n}.jsonl: match ${line.id}'s change ${line.seq} does not follow its stored state; the folder was changed by hand or by two processes`,
            );
          }
          line.state = applyStatePatch(record.state, line.patch) as StoredState;
          delete line.patch;
        }
        this.matches.set(line.id, Promise.resolve(apply(record, line)));
        touched.add(line.id);
      }
    }
    const next = (journals.at(-1) ?? 0) + 1;
    this.journal = newJournal(next, await open(join(this.dir, `journal-${next}.jsonl`), 'a'));
    await this.snapshot(touched);
    for (const n of journals) await rm(join(this.dir, `journal-${n}.jsonl`), { force: true });
  }

  /** Writes what is waiting, the matches of the journal as snapshots, and closes the journal. */
  async close(): Promise<void> {
    await this.flushed();
    await this.compacting;
    const journal = this.journal;
    if (!journal) return;
    this.journal = undefined;
    await journal.handle.close();
    await this.snapshot(journal.touched);
    await rm(join(this.dir, `journal-${journal.n}.jsonl`), { force: true });
  }

  private async flushed(): Promise<void> {
    while (this.batchDone) await this.batchDone;
    await this.writing;
  }

  private async readSnapshot(matchID: string): Promise<MatchRecord | undefined> {
    const text = (suffix: string) =>
      readFile(this.file(matchID, suffix), 'utf8').catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return undefined;
        throw e;
      });
    const main = await text('.json');
    if (main === undefined) return undefined;
    const record = JSON.parse(main) as Partial<MatchRecord>;
    const initial = await text('.initial.json');
    const log: unknown[] = record.log ?? [];
    if (!record.log) {
      // Folders written before the journal: the log as lines of entries appended per move.
      for (const line of ((await text('.log.jsonl')) ?? '').split('\n')) {
        try {
          if (line) log.push(...(JSON.parse(line) as unknown[]));
        } catch {
          // a line cut short by a crash
        }
      }
    }
    return {
      state: record.state,
      metadata: record.metadata,
      initialState: initial === undefined ? undefined : (JSON.parse(initial) as StoredState),
      log,
      seq: record.seq ?? 0,
    };
  }

  private load(matchID: string): Promise<MatchRecord | undefined> {
    if (!SAFE_ID.test(matchID)) return Promise.resolve(undefined);
    let record = this.matches.get(matchID);
    if (!record) {
      record = this.readSnapshot(matchID);
      this.matches.set(matchID, record);
      // A failed read is not cached: the next request tries again. Nor is a match that does not
      // exist (a client may ask for any ID), unless a change was made to it meanwhile.
      const read = record;
      read.then(
        (found) => found === undefined && this.matches.get(matchID) === read && this.matches.delete(matchID),
        () => this.matches.get(matchID) === read && this.matches.delete(matchID),
      );
    }
    return record;
  }

  /**
   * Writes the snapshots of `ids` as they are in memory now (their journal lines are written). A
   * finished match whose snapshot holds its last change leaves memory: read again from its file if
   * asked for, it no longer grows the heap of a server that runs for weeks.
   */
  private async snapshot(ids: Iterable<string>): Promise<void> {
    for (const id of ids) {
      const held = this.matches.get(id);
      const record = await held;
      if (!record) {
        for (const suffix of ['.json', '.initial.json', '.log.jsonl']) await rm(this.file(id, suffix), { force: true });
        continue;
      }
      if (record.initialState) {
        await writeFile(this.file(id, '.initial.json'), JSON.stringify(record.initialState));
      }
      const temp = `${this.file(id)}.${process.pid}.tmp`;
      const { state, metadata, log, seq } = record;
      await writeFile(temp, JSON.stringify({ seq, state, metadata, log }));
      await rename(temp, this.file(id));
      await rm(this.file(id, '.log.jsonl'), { force: true });
      // Not if a change came meanwhile (it replaced the promise), nor while the store is closing.
      if (isOver(metadata) && this.journal && this.matches.get(id) === held && !this.journal.touched.has(id)) {
        this.matches.delete(id);
        this.written.delete(id);
        this.listed.set(id, metadata);
      }
    }
  }

  /**
   * Makes `make`'s change of a match in memory and in the next journal write; resolves once written
   * (to false when `make` made none). Changes of one match are made in order, each on the record the
   * previous one left, without waiting for its write.
   */
  private change(
    matchID: string,
    make: (record: MatchRecord | undefined) => Omit<JournalLine, 'id' | 'seq'> | undefined,
  ): Promise<boolean> {
    if (!SAFE_ID.test(matchID)) return Promise.reject(new Error('invalid match ID'));
    this.listed.delete(matchID);
    const step = this.load(matchID).then((record) => {
      const change = make(record);
      if (!change) return { record, done: undefined };
      const line: JournalLine = { id: matchID, seq: (record?.seq ?? 0) + 1, ...change };
      const waiting = this.batch.get(matchID);
      this.batch.set(matchID, waiting ? merge(waiting, line) : line);
      const done = this.scheduleWrite();
      this.written.set(matchID, done);
      return { record: apply(record, line), done };
    });
    const entry = step.then((s) => s.record);
    this.matches.set(matchID, entry);
    entry.catch(() => {
      if (this.matches.get(matchID) === entry) this.matches.delete(matchID);
    });
    return step.then(async ({ done }) => {
      if (!done) return false;
      await done;
      return true;
    });
  }

  private scheduleWrite(): Promise<void> {
    this.batchDone ??= this.writing
      .catch(() => undefined)
      // A turn of the event loop, for the changes that come with this one (a move's metadata).
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        const batch = this.batch;
        this.batch = new Map();
        this.batchDone = undefined;
        this.writing = this.write(batch);
        return this.writing;
      });
    return this.batchDone;
  }

  private async write(batch: Map<string, JournalLine>): Promise<void> {
    const journal = this.journal;
    if (!journal) throw new Error('the store is not connected');
    let text = '';
    const states = new Map<string, StoredState | undefined>();
    for (const line of batch.values()) {
      const previous = journal.states.get(line.id);
      let written: JournalLine = line;
      if (line.state && previous && !line.initialState) {
        const { state, ...rest } = line;
        // Keys `rest` lacks, added by Object.assign (see direct-update.ts on `{ ...rest, key }`).
        written = Object.assign(rest, { base: previous._stateID, patch: diffState(previous, state) ?? {} });
      }
      text += `${JSON.stringify(written)}\n`;
      journal.touched.add(line.id);
      if (line.state || line.wipe) states.set(line.id, line.state);
    }
    try {
      appendSync(journal.handle.fd, text);
    } catch (e) {
      // Whether any of it reached the file is unknown: the next lines hold whole states.
      journal.states.clear();
      throw e;
    }
    for (const [id, state] of states) {
      if (state) journal.states.set(id, state);
      else journal.states.delete(id);
    }
    journal.bytes += text.length; // characters: near enough to bytes for when to compact
    if (journal.bytes > this.compactBytes) this.compacting = this.compacting.then(() => this.rotate());
  }

  /** Starts a new journal and writes the old one's matches out as snapshots, then deletes it. */
  private async rotate(): Promise<void> {
    const old = this.journal;
    if (!old || old.bytes <= this.compactBytes) return;
    const next = old.n + 1;
    // The write under way finishes in the old journal; the next ones go to the new one.
    const handle = await open(join(this.dir, `journal-${next}.jsonl`), 'a');
    this.journal = newJournal(next, handle);
    await this.writing;
    await old.handle.close();
    await this.snapshot(old.touched);
    await rm(join(this.dir, `journal-${old.n}.jsonl`), { force: true });
  }

  async createMatch(matchID: string, opts: { initialState: StoredState; metadata: Record<string, unknown> }) {
    if (!SAFE_ID.test(matchID)) throw new Error('invalid match ID');
    await this.change(matchID, () => ({
      state: opts.initialState,
      initialState: opts.initialState,
      metadata: opts.metadata,
    }));
  }

  /**
   * Writes `state` (and the move's `metadata` change) only over an older one (a lower `_stateID`);
   * resolves to whether it did.
   */
  setStateIfNewer(
    matchID: string,
    state: StoredState,
    deltalog?: unknown[],
    metadata?: MoveMetadata,
  ): Promise<boolean> {
    return this.change(matchID, (record) => {
      if (record?.state && record.state._stateID >= state._stateID) return undefined;
      if (!metadata || !record?.metadata) return { state, log: deltalog ?? [] };
      return { state, log: deltalog ?? [], moved: metadata };
    });
  }

  async setState(matchID: string, state: StoredState, deltalog?: unknown[]): Promise<void> {
    await this.setStateIfNewer(matchID, state, deltalog);
  }

  async setMetadata(matchID: string, metadata: Record<string, unknown>): Promise<void> {
    await this.change(matchID, () => ({ metadata }));
  }

  async updateMetadata(
    matchID: string,
    update: (stored: Record<string, unknown> | undefined) => Record<string, unknown>,
  ): Promise<void> {
    await this.change(matchID, (record) => ({ metadata: update(record?.metadata) }));
  }

  async fetch(matchID: string, opts: FetchOpts): Promise<FetchResult> {
    if (!SAFE_ID.test(matchID)) return {};
    const record = await this.load(matchID);
    // Nothing is read that is not written yet: a player is never sent a move a crash could lose.
    await this.written.get(matchID);
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
    await this.change(matchID, (record) => (record ? { wipe: true } : undefined));
    for (const suffix of ['.json', '.initial.json', '.log.jsonl'])
      await rm(this.file(matchID, suffix), { force: true });
  }

  async listMatches(opts?: { gameName?: string; where?: Record<string, unknown> }): Promise<string[]> {
    const ids = new Set(
      (await readdir(this.dir))
        .filter((f) => f.endsWith('.json') && !f.endsWith('.initial.json'))
        .map((f) => f.slice(0, -5))
        .filter((id) => SAFE_ID.test(id)),
    );
    for (const id of this.matches.keys()) ids.add(id);
    const listed: string[] = [];
    for (const id of ids) {
      const metadata = await this.metadataOf(id);
      if (!metadata) continue;
      if (opts?.gameName !== undefined && metadata.gameName !== opts.gameName) continue;
      const where = opts?.where ?? {};
      const over = isOver(metadata);
      if (typeof where.isGameover === 'boolean' && where.isGameover !== over) continue;
      const updatedAt = Number(metadata.updatedAt);
      if (typeof where.updatedBefore === 'number' && !(updatedAt < where.updatedBefore)) continue;
      if (typeof where.updatedAfter === 'number' && !(updatedAt > where.updatedAfter)) continue;
      listed.push(id);
    }
    return listed;
  }

  /** A match's metadata for a list: from memory if it is there, else from its file, read once. */
  private async metadataOf(matchID: string): Promise<Record<string, unknown> | undefined> {
    const held = this.matches.get(matchID);
    if (held) return (await held)?.metadata;
    if (this.listed.has(matchID)) return this.listed.get(matchID);
    const metadata = (await this.readSnapshot(matchID))?.metadata;
    // Unless a change came meanwhile: it holds the match in memory, and its metadata is read from there.
    if (!this.matches.has(matchID)) this.listed.set(matchID, metadata);
    return metadata;
  }
}

/** The record after `line`'s change (a new object; undefined once deleted). */
function apply(record: MatchRecord | undefined, line: JournalLine): MatchRecord | undefined {
  if (line.wipe) return undefined;
  const next: MatchRecord = { ...(record ?? { log: [], seq: 0 }), seq: line.seq };
  if (line.log?.length) {
    // A move's log entries carry the state ID it was made from: those made from a state older than
    // the record's are in its log already (a journal line replayed over a snapshot taken between
    // two changes it holds). The log only grows: appended in place, not copied with every move.
    const from = next.state?._stateID ?? 0;
    for (const entry of line.log) {
      const made = (entry as { _stateID?: unknown } | null)?._stateID;
      if (typeof made !== 'number' || made >= from) next.log.push(entry);
    }
  }
  if (line.state) next.state = line.state;
  if (line.metadata) next.metadata = line.metadata;
  if (line.moved && next.metadata) next.metadata = { ...next.metadata, ...line.moved };
  if (line.initialState) next.initialState = line.initialState;
  return next;
}

/** Two changes of one match in the same write, as one line. */
function merge(first: JournalLine, then: JournalLine): JournalLine {
  if (then.wipe) return then;
  const merged: JournalLine = {
    ...first,
    ...then,
    log: [...(first.log ?? []), ...(then.log ?? [])],
    ...(first.initialState && !then.initialState ? { initialState: first.initialState } : {}),
  };
  // The metadata as the two changes leave it: a whole one written after a move's change holds it.
  delete merged.moved;
  if (then.metadata) return merged;
  if (first.metadata) {
    if (then.moved) merged.metadata = { ...first.metadata, ...then.moved };
  } else if (first.moved || then.moved) {
    merged.moved = { ...first.moved, ...then.moved } as MoveMetadata;
  }
  return merged;
}
