/**
 * The embedded store's journal: what a store acknowledged is there when a new store opens the folder
 * after a crash (no close), a line cut short is ignored, compaction keeps everything, and a journal
 * replayed over snapshots taken after some of its lines (a crash while compacting) changes nothing.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredState } from './bgio.js';
import { FileStore } from './file-store.js';

const root = mkdtempSync(join(tmpdir(), 'pitchside-file-store-'));
after(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const folder = () => join(root, String(folders++));

/** Whether the store holds match `id` in memory (it leaves once over and written out). */
const inMemory = (store: FileStore, id: string) =>
  (store as unknown as { matches: Map<string, unknown> }).matches.has(id);

const state = (id: number): StoredState => ({ _stateID: id, ctx: {}, G: { moves: id } });
/** boardgame.io's log entries carry the state ID their move was made from. */
const entry = (from: number) => ({ action: { type: 'MAKE_MOVE', payload: { args: [from] } }, _stateID: from });

/** Creates match `m`, makes `moves` moves with their metadata, the way boardgame.io's master does. */
async function play(store: FileStore, moves: number, from = 0) {
  if (from === 0) await store.createMatch('m', { initialState: state(0), metadata: { gameName: 'mne', players: {} } });
  for (let i = from; i < from + moves; i++) {
    await Promise.all([
      store.setState('m', state(i + 1), [entry(i)]),
      store.setMetadata('m', { gameName: 'mne', players: {}, updatedAt: i + 1 }),
    ]);
  }
}

async function read(dir: string) {
  const store = new FileStore(dir);
  await store.connect();
  const got = await store.fetch('m', { state: true, metadata: true, log: true, initialState: true });
  return { store, got };
}

test('a store opened after a crash (never closed) has every acknowledged change; a cut line is ignored', async () => {
  const dir = folder();
  const store = new FileStore(dir);
  await store.connect();
  await play(store, 20);
  // A crash in the middle of writing the next line.
  const [journal] = readdirSync(dir).filter((f) => f.startsWith('journal-'));
  appendFileSync(join(dir, journal!), '{"id":"m","seq":99,"state":{"_stateID":21,');

  const { store: reopened, got } = await read(dir);
  // The old journal was written out as snapshots and deleted; the new store writes a new one.
  const journals = readdirSync(dir).filter((f) => f.startsWith('journal-'));
  await reopened.close();
  assert.equal(journals.length, 1);
  assert.notEqual(journals[0], journal);
  assert.equal(got.state?._stateID, 20);
  assert.equal(got.metadata?.updatedAt, 20);
  assert.equal(got.initialState?._stateID, 0);
  assert.deepEqual(
    got.log?.map((e) => (e as { _stateID: number })._stateID),
    Array.from({ length: 20 }, (_, i) => i),
  );
});

test('compaction while playing, and after a restart, keeps every move and log entry once', async () => {
  const dir = folder();
  const store = new FileStore(dir, { compactBytes: 500 });
  await store.connect();
  await play(store, 30);
  await store.close();
  const { store: again, got } = await read(dir);
  assert.equal(got.state?._stateID, 30);
  assert.equal(got.log?.length, 30);
  await play(again, 5, 30);
  const reopened = await read(dir);
  assert.equal(reopened.got.state?._stateID, 35);
  assert.equal(reopened.got.log?.length, 35);
  assert.deepEqual(await reopened.store.listMatches({ gameName: 'mne' }), ['m']);
  await reopened.store.close();
});

test('a journal replayed over a snapshot taken after some of its lines (a crash while compacting)', async () => {
  const dir = folder();
  const store = new FileStore(dir);
  await store.connect();
  await play(store, 10);
  const [journal] = readdirSync(dir).filter((f) => f.startsWith('journal-'));
  copyFileSync(join(dir, journal!), join(root, 'saved-journal'));
  await play(store, 2, 10);
  await store.close(); // snapshot at move 12, journal deleted
  // The crash: the snapshot is written, the old journal (moves 1–10) not deleted yet.
  copyFileSync(join(root, 'saved-journal'), join(dir, journal!));
  const { store: reopened, got } = await read(dir);
  await reopened.close();
  assert.equal(got.state?._stateID, 12);
  assert.equal(got.metadata?.updatedAt, 12);
  assert.deepEqual(
    got.log?.map((e) => (e as { _stateID: number })._stateID),
    Array.from({ length: 12 }, (_, i) => i),
  );
});

test('an older state is refused, and a deleted match stays deleted after a restart', async () => {
  const dir = folder();
  const store = new FileStore(dir);
  await store.connect();
  await play(store, 3);
  assert.equal(await store.setStateIfNewer('m', state(3)), false);
  assert.equal(await store.setStateIfNewer('m', state(4)), true);
  await store.wipe('m');
  const { store: again, got } = await read(dir);
  assert.deepEqual(got, {});
  assert.deepEqual(await again.listMatches(), []);
  await again.close();
});

test('a move’s line holds what the move changed, not the unchanged game data, and replays to the same state', async () => {
  const dir = folder();
  const data = { cards: Array.from({ length: 100 }, (_, i) => ({ id: i, text: `card number ${i}` })) };
  const big = (id: number): StoredState => ({
    _stateID: id,
    ctx: { turn: id },
    G: { state: { data, score: id }, moves: id },
  });
  const store = new FileStore(dir);
  await store.connect();
  await store.createMatch('m', { initialState: big(0), metadata: { gameName: 'mne', players: {} } });
  for (let i = 0; i < 10; i++) await store.setState('m', big(i + 1), [entry(i)]);
  const [journal] = readdirSync(dir).filter((f) => f.startsWith('journal-'));
  const lines = readFileSync(join(dir, journal!), 'utf8').trim().split('\n');
  assert.equal(lines.length, 11);
  // The game data is written with the match's first line only.
  assert.equal(lines.filter((l) => l.includes('card number 42')).length, 1);
  assert.ok(lines.slice(1).every((l) => l.length < 300));

  // A crash (no close): the new store rebuilds the states from the patches.
  const { store: reopened, got } = await read(dir);
  await reopened.close();
  assert.deepEqual(got.state, JSON.parse(JSON.stringify(big(10))));
  assert.equal(got.log?.length, 10);
});

test('a data folder written before patches (whole states in the journal) still loads', async () => {
  const dir = folder();
  mkdirSync(dir);
  const line = (seq: number, fields: object) => JSON.stringify({ id: 'm', seq, ...fields });
  writeFileSync(
    join(dir, 'journal-1.jsonl'),
    [
      line(1, { state: state(0), initialState: state(0), metadata: { gameName: 'mne', players: {} } }),
      line(2, { state: state(1), log: [entry(0)], metadata: { gameName: 'mne', players: {}, updatedAt: 1 } }),
      line(3, { state: state(2), log: [entry(1)] }),
    ].join('\n') + '\n',
  );
  const { store, got } = await read(dir);
  await play(store, 1, 2);
  await store.close();
  assert.equal(got.state?._stateID, 2);
  assert.equal(got.metadata?.updatedAt, 1);
  const again = await read(dir);
  await again.store.close();
  assert.equal(again.got.state?._stateID, 3);
  assert.equal(again.got.log?.length, 3);
});

test('a move’s line holds its metadata change only; a crash replays it over the metadata, joins included', async () => {
  const dir = folder();
  const players = { '0': { id: 0, name: 'Ann', credentials: 'secret-of-ann' }, '1': { id: 1 } };
  const store = new FileStore(dir);
  await store.connect();
  await store.createMatch('m', { initialState: state(0), metadata: { gameName: 'mne', players } });
  for (let i = 0; i < 6; i++) {
    if (i === 3) {
      // A join between two moves (its own whole write), and in the same write as a move.
      await Promise.all([
        store.setStateIfNewer('m', state(i + 1), [entry(i)], { updatedAt: 100 + i }),
        store.updateMetadata('m', (m) => ({ ...m, players: { ...players, '1': { id: 1, name: 'Bo' } } })),
      ]);
      continue;
    }
    const over = i === 5 ? { gameover: { winner: '1' } } : {};
    await store.setStateIfNewer('m', state(i + 1), [entry(i)], { updatedAt: 100 + i, ...over });
  }
  const [journal] = readdirSync(dir).filter((f) => f.startsWith('journal-'));
  const lines = readFileSync(join(dir, journal!), 'utf8').trim().split('\n');
  // The players' names and credentials are written by the match's creation and the join only.
  assert.equal(lines.filter((l) => l.includes('secret-of-ann')).length, 2);
  const live = await store.fetch('m', { state: true, metadata: true, log: true });

  const { store: reopened, got } = await read(dir);
  await reopened.close();
  assert.deepEqual(got.metadata, {
    gameName: 'mne',
    players: { ...players, '1': { id: 1, name: 'Bo' } },
    updatedAt: 105,
    gameover: { winner: '1' },
  });
  assert.deepEqual(got.metadata, live.metadata);
  assert.equal(got.state?._stateID, 6);
  assert.equal(got.log?.length, 6);
});

test('a finished match leaves memory once written out, and is read back whole; changes to it still land', async () => {
  const dir = folder();
  const store = new FileStore(dir, { compactBytes: 500 });
  await store.connect();
  await play(store, 6);
  // The last move ends the match (boardgame.io's master writes `gameover` into the metadata).
  await Promise.all([
    store.setState('m', state(7), [entry(6)]),
    store.setMetadata('m', { gameName: 'mne', players: {}, updatedAt: 7, gameover: { winner: '0' } }),
  ]);
  assert.ok(inMemory(store, 'm'), 'kept until its snapshot is written');
  // Another match's moves fill the journal past compactBytes: the store starts a new one and writes
  // the old one's matches out.
  await store.createMatch('n', { initialState: state(0), metadata: { gameName: 'mne', players: {} } });
  for (let i = 0; i < 10 && inMemory(store, 'm'); i++) {
    await store.setState('n', state(i + 1), [entry(i)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.ok(!inMemory(store, 'm'), 'the finished match left memory');
  // A lobby's list still finds it by its file, without bringing it back.
  assert.deepEqual(await store.listMatches({ gameName: 'mne', where: { isGameover: true } }), ['m']);
  assert.deepEqual(await store.listMatches({ gameName: 'mne', where: { isGameover: false } }), ['n']);
  assert.ok(!inMemory(store, 'm'), 'listing it does not bring it back');
  const got = await store.fetch('m', { state: true, metadata: true, log: true, initialState: true });
  assert.equal(got.state?._stateID, 7);
  assert.deepEqual(got.metadata?.gameover, { winner: '0' });
  assert.equal(got.initialState?._stateID, 0);
  assert.equal(got.log?.length, 7);
  // A player leaving after the end: written over what the file holds, kept after a restart.
  await store.setMetadata('m', { ...got.metadata, players: { 0: { id: 0 } } });
  assert.deepEqual(await store.listMatches({ where: { isGameover: true } }), ['m'], 'listed as changed');
  await store.close();
  const { store: reopened, got: again } = await read(dir);
  await reopened.close();
  assert.deepEqual(again.metadata?.players, { 0: { id: 0 } });
  assert.deepEqual(again.metadata?.gameover, { winner: '0' });
  assert.equal(again.state?._stateID, 7);
  assert.equal(again.log?.length, 7);
});

test('a match still in play stays in memory through compactions', async () => {
  const dir = folder();
  const store = new FileStore(dir, { compactBytes: 500 });
  await store.connect();
  await play(store, 30);
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(readdirSync(dir).includes('m.json'), 'a compaction wrote the match out');
  assert.ok(inMemory(store, 'm'));
  await store.close();
});
