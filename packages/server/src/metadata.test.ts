/**
 * boardgame.io writes metadata whole, from a copy it read earlier. A lobby join that lands while a
 * move is applied must survive the move's write of its (older) copy; so must a connection change
 * and a player leaving. Through the storage the server hands boardgame.io (commit.ts), with the
 * embedded store and with PostgreSQL when PITCHSIDE_TEST_POSTGRES is set.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredState } from './bgio.js';
import { commitThenPublish, LocalPubSub } from './commit.js';
import { FileStore } from './file-store.js';
import { mergeMetadata } from './metadata.js';
import { PostgresStore } from './postgres-store.js';
import { POSTGRES } from './test-harness.js';

const dir = mkdtempSync(join(tmpdir(), 'pitchside-metadata-'));
after(() => rmSync(dir, { recursive: true, force: true }));

type Metadata = Record<string, unknown> & { players: Record<string, Record<string, unknown>> };

test('mergeMetadata keeps what another writer changed since the copy was read', () => {
  const read = { updatedAt: 1, players: { 0: { id: 0, name: 'A' }, 1: { id: 1 } } };
  const stored = { updatedAt: 1, players: { 0: { id: 0, name: 'A' }, 1: { id: 1, name: 'B', credentials: 'c' } } };
  const written = { updatedAt: 2, players: { 0: { id: 0, name: 'A', isConnected: true }, 1: { id: 1 } } };
  assert.deepEqual(mergeMetadata(read, stored, written), {
    updatedAt: 2,
    players: { 0: { id: 0, name: 'A', isConnected: true }, 1: { id: 1, name: 'B', credentials: 'c' } },
  });
  // A player who leaves: the fields the writer removed are removed.
  const left = { updatedAt: 3, players: { 0: { id: 0 }, 1: { id: 1 } } };
  assert.deepEqual(mergeMetadata(read, stored, left), {
    updatedAt: 3,
    players: { 0: { id: 0 }, 1: { id: 1, name: 'B', credentials: 'c' } },
  });
});

const STORES: [string, (() => Promise<FileStore | PostgresStore>) | undefined][] = [
  ['the embedded store', async () => new FileStore(dir)],
  ['PostgreSQL', POSTGRES ? async () => new PostgresStore(POSTGRES!) : undefined],
];

for (const [name, open] of STORES) {
  describe(`with ${name}`, { skip: open ? false : 'PITCHSIDE_TEST_POSTGRES is not set' }, () => {
    test('a join while a move is applied, and a connection change, survive the move’s metadata write', async () => {
      const store = await open!();
      await store.connect();
      try {
        const { storage } = commitThenPublish(store, new LocalPubSub(() => {}));
        const matchID = `race-${Date.now()}`;
        const initialState = { _stateID: 0, ctx: {}, G: {} } as StoredState;
        const players = { 0: { id: 0, name: 'A', credentials: 'a' }, 1: { id: 1 } };
        await storage.createMatch(matchID, {
          initialState,
          metadata: { gameName: 'mne', players, setupData: {}, unlisted: false, createdAt: 1, updatedAt: 1 },
        });
        const fetchMetadata = async () => (await storage.fetch(matchID, { metadata: true })).metadata as Metadata;

        // The master reads the metadata for a move…
        const atMove = await fetchMetadata();
        // …a lobby join lands (boardgame.io's lobby changes the copy it read, in place, and writes it)…
        const atJoin = await fetchMetadata();
        atJoin.players['1']!.name = 'B';
        atJoin.players['1']!.credentials = 'b';
        await storage.setMetadata(matchID, atJoin);
        // …and so does player 0's socket connecting…
        const atConnect = await fetchMetadata();
        atConnect.players['0']!.isConnected = true;
        // …then the move's write of the copy it read first, and the connection change's.
        await storage.setMetadata(matchID, { ...atMove, updatedAt: 5_000 });
        await storage.setMetadata(matchID, atConnect);

        const stored = await fetchMetadata();
        assert.equal(stored.players['1']!.credentials, 'b', 'the join is kept');
        assert.equal(stored.players['1']!.name, 'B');
        assert.equal(stored.players['0']!.isConnected, true, 'the connection change is kept');
        assert.equal(stored.players['0']!.credentials, 'a');
        assert.equal(stored.updatedAt, 5_000, 'the move’s write is kept');

        // Changing a copy handed out does not change what is stored until it is written.
        stored.players['1']!.name = 'changed, never written';
        assert.equal((await fetchMetadata()).players['1']!.name, 'B');
        await storage.wipe(matchID);
      } finally {
        await store.close();
      }
    });

    test('a move’s state and metadata are written together; a join in between is kept; a refused move writes neither', async () => {
      const store = await open!();
      await store.connect();
      try {
        const { storage } = commitThenPublish(store, new LocalPubSub(() => {}));
        const matchID = `move-${Date.now()}`;
        const state = (id: number, gameover?: unknown) =>
          ({ _stateID: id, ctx: { gameover }, G: { id } }) as StoredState;
        await storage.createMatch(matchID, {
          initialState: state(0),
          metadata: {
            gameName: 'mne',
            players: { 0: { id: 0 }, 1: { id: 1 } },
            setupData: {},
            createdAt: 1,
            updatedAt: 1,
          },
        });
        const fetchMetadata = async () => (await storage.fetch(matchID, { metadata: true })).metadata as Metadata;
        const atMove = await fetchMetadata();
        const atJoin = await fetchMetadata();
        atJoin.players['1']!.name = 'B';
        await storage.setMetadata(matchID, atJoin);
        // As boardgame.io's master writes a move that ends the match: both calls in the same tick.
        const over = { winner: '0' };
        await Promise.all([
          storage.setState(matchID, state(1, over), []),
          storage.setMetadata(matchID, { ...atMove, updatedAt: 7_000, gameover: over }),
        ]);
        const stored = await storage.fetch(matchID, { state: true, metadata: true });
        assert.equal(stored.state?._stateID, 1);
        const metadata = stored.metadata as Metadata & { gameover?: unknown };
        assert.equal(metadata.updatedAt, 7_000);
        assert.deepEqual(metadata.gameover, over);
        assert.equal(metadata.players['1']!.name, 'B', 'the join is kept');

        // The same move again (another process stored it first): neither its state nor its metadata.
        await Promise.all([
          storage.setState(matchID, state(1), []),
          storage.setMetadata(matchID, { ...atMove, updatedAt: 9_000 }),
        ]);
        assert.equal((await fetchMetadata()).updatedAt, 7_000);
        await storage.wipe(matchID);
      } finally {
        await store.close();
      }
    });
  });
}
