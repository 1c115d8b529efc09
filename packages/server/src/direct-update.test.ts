/**
 * A direct move (direct-update.ts) is the move boardgame.io's master makes: the same seeded matches
 * of both games (and a championship) are played twice, once through the master and once through
 * the direct path, with the same actions, among them some the direct path must leave to the master
 * (a stale state id, wrong credentials, the wrong seat, an illegal action, another action type).
 * After every message, the stored state, log and metadata (minus timestamps) are the same, and so is
 * every message each seat and a spectator received, as boardgame.io's filter gives it to the socket.
 * Both sides write to the embedded store (file-store.ts), as the server does.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hideInitialState, mneGame, mofChampionshipGame, mofGame } from '@pitchside/engine/boardgameio';
import { bgioServer, channelOf, getFilterPlayerView, Master, type Auth, type StoredState } from './bgio.js';
import { commitThenPublish, LocalPubSub } from './commit.js';
import { DirectMoves, directFlowOf } from './direct-update.js';
import { FileStore } from './file-store.js';

// boardgame.io's master reports each refused message on the console (outside production): expected here.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (args[0] !== 'ERROR:') consoleError(...args);
};

const { createMatch } = createRequire(import.meta.url)('boardgame.io/internal') as {
  createMatch(opts: { game: object; numPlayers: number; setupData: unknown; unlisted: boolean }): {
    initialState: StoredState;
    metadata: Record<string, unknown> & { players: Record<string, Record<string, unknown>> };
  };
};

const root = mkdtempSync(join(tmpdir(), 'pitchside-direct-update-'));
const stores: FileStore[] = [];
after(async () => {
  for (const store of stores) await store.close();
  rmSync(root, { recursive: true, force: true });
});
/** The embedded store (its conditional writes are the direct path's), in a folder of its own. */
async function newStore(): Promise<FileStore> {
  const store = new FileStore(join(root, String(stores.length)));
  stores.push(store);
  await store.connect();
  return store;
}

/** boardgame.io's own credentials check (the `Server`'s `auth`), from a server that is never started. */
const auth = (
  bgioServer.Server({
    games: [],
    db: new FileStore(join(root, 'unused')),
    transport: { init() {} },
    origins: [],
  }) as unknown as {
    auth: Auth;
  }
).auth;

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
/** Stored metadata without its timestamps. */
const untimed = (m: Record<string, unknown> | undefined) => {
  const { updatedAt: _u, createdAt: _c, ...rest } = (m ?? {}) as Record<string, unknown>;
  return json(rest);
};

type MakeGame = () => Record<string, unknown>;

/** One way of answering `update`: boardgame.io's master, or the direct path with the master behind it. */
async function side(makeGame: MakeGame, direct: boolean, seats: (string | null)[]) {
  const game = makeGame();
  const flow = directFlowOf(game);
  assert.ok(flow, 'the adapter’s games have the shape of a direct move');
  const store = await newStore();
  const received = new Map<string | null, unknown[]>(seats.map((s) => [s, []]));
  const filter = getFilterPlayerView(game);
  const inner = new LocalPubSub<{ type: string; args: unknown[] }>((e) => {
    throw e;
  });
  const refused: number[] = [];
  const { storage, pubSub, commitMove } = commitThenPublish(store as never, inner, (_m, id) => refused.push(id));
  const db = hideInitialState(storage);
  const moves = direct ? new DirectMoves(flow, store, auth, commitMove) : undefined;
  let directCount = 0;
  return {
    game,
    store,
    received,
    refused,
    directCount: () => directCount,
    subscribe(matchID: string) {
      pubSub.subscribe(channelOf(matchID), (payload) => {
        for (const seat of seats) received.get(seat)!.push(json(filter(seat, payload as never)));
      });
    },
    async update(args: [unknown, unknown, string, unknown]) {
      if (moves && (await moves.update(...args))) return void directCount++;
      const transport = {
        send: () => {},
        sendAll: (p: Record<string, unknown>) => pubSub.publish(channelOf(args[2]), p as never),
      };
      await new Master(game, db, transport, auth).onUpdate(...args);
    },
  };
}

/** A tiny seeded generator: both sides get the same choices. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

async function playBoth(makeGame: MakeGame, numPlayers: number, setupData: Record<string, unknown>, seed: number) {
  const seats = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
  const master = await side(makeGame, false, seats);
  const direct = await side(makeGame, true, seats);
  const { initialState, metadata } = createMatch({ game: makeGame(), numPlayers, setupData, unlisted: false });
  for (const [id, player] of Object.entries(metadata.players))
    Object.assign(player, { name: `p${id}`, credentials: `c${id}` });
  const matchID = `m${seed}`;
  for (const s of [master, direct]) {
    await s.store.createMatch(matchID, json({ initialState, metadata }) as never);
    s.subscribe(matchID);
  }
  const random = rng(seed);
  const enumerate = (master.game.ai as { enumerate(G: unknown): { args: [unknown] }[] }).enumerate;
  let messages = 0;
  for (let n = 0; n < 5000; n++) {
    const state = (await master.store.fetch(matchID, { state: true })).state!;
    if (state.ctx.gameover !== undefined) break;
    const actions = enumerate(state.G);
    const playerID = state.ctx.currentPlayer as string;
    let action: unknown = actions[Math.floor(random() * actions.length)]!.args[0];
    let stateID = state._stateID;
    let credentials = `c${playerID}`;
    let mover = playerID;
    let type = 'act';
    // Now and then, a message the direct path must leave to boardgame.io's master.
    const odd = random();
    if (odd < 0.03) stateID -= 1;
    else if (odd < 0.06) credentials = 'wrong';
    else if (odd < 0.09) mover = String((Number(playerID) + 1) % numPlayers);
    else if (odd < 0.12) action = { type: 'no-such-action' };
    else if (odd < 0.13) type = 'endTurn';
    const update: [unknown, unknown, string, unknown] = [
      { type: 'MAKE_MOVE', payload: { type, args: [action], playerID: mover, credentials } },
      stateID,
      matchID,
      mover,
    ];
    await master.update(json(update) as typeof update);
    await direct.update(json(update) as typeof update);
    messages++;
    const [a, b] = await Promise.all(
      [master, direct].map((s) => s.store.fetch(matchID, { state: true, metadata: true, log: true })),
    );
    assert.deepEqual(json(b!.state), json(a!.state), `stored state after message ${messages}`);
    assert.deepEqual(json(b!.log), json(a!.log), `log after message ${messages}`);
    assert.deepEqual(untimed(b!.metadata), untimed(a!.metadata), `metadata after message ${messages}`);
    assert.equal(typeof b!.metadata!.updatedAt, typeof a!.metadata!.updatedAt);
  }
  const final = (await master.store.fetch(matchID, { state: true })).state!;
  assert.notEqual(final.ctx.gameover, undefined, 'the match was played to its end');
  for (const seat of seats) {
    const [a, b] = [master.received.get(seat)!, direct.received.get(seat)!];
    assert.ok(a.length > 10, `seat ${seat} received the match's updates`);
    assert.deepEqual(b, a, `what seat ${seat} received`);
  }
  assert.deepEqual(direct.refused, master.refused, 'the same messages were refused by the store');
  return { messages, direct: direct.directCount(), updates: master.received.get('0')!.length };
}

const open = { seedFromSetupData: true };

test('Magic Number Eleven: the direct path stores and sends what boardgame.io’s master does', async () => {
  for (const seed of [1, 2, 3]) {
    const r = await playBoth(() => mneGame(open) as never, 2, { seed }, seed);
    // Most moves went the direct way; the odd ones did not.
    assert.ok(r.direct > 0.8 * r.updates, `${r.direct} direct moves of ${r.updates} updates`);
  }
});

test('Masters of Football and a 3-player championship: the same', async () => {
  const r = await playBoth(() => mofGame(open) as never, 2, { seed: 7 }, 7);
  assert.ok(r.direct > 0.8 * r.updates, `${r.direct} direct moves of ${r.updates} updates`);
  const c = await playBoth(() => mofChampionshipGame(open) as never, 3, { seed: 9 }, 9);
  assert.ok(c.direct > 0.8 * c.updates, `${c.direct} direct moves of ${c.updates} updates`);
});

test('a game of another shape is left to boardgame.io', () => {
  const game = mneGame() as unknown as Record<string, unknown>;
  assert.ok(directFlowOf(game));
  assert.equal(directFlowOf({ ...game, phases: { a: {} } }), undefined);
  assert.equal(directFlowOf({ ...game, turn: { ...(game.turn as object), onBegin: () => undefined } }), undefined);
  assert.equal(directFlowOf({ ...game, plugins: [{ name: 'other', fnWrap: (f: unknown) => f }] }), undefined);
  assert.equal(directFlowOf({ ...game, moves: { ...(game.moves as object), pass: () => undefined } }), undefined);
});
