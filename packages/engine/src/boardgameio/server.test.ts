/**
 * The adapter behind boardgame.io's real `Server` on 127.0.0.1, played by its socket.io clients
 * (two seats and a spectator), created and joined through the lobby's HTTP API as an app would.
 * Every message a client receives is recorded off its socket: each must be a function of that
 * client's own seat only (the engine's view and events for it, no other seat's move arguments).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Server } from 'boardgame.io/server';
import { io } from 'socket.io-client';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';
import type { Bot } from '../core/bots.js';
import type { GameAction, GameDefinition, GameEvent } from '../core/game.js';
import { hideInitialState, mneGame, mofChampionshipGame, mofGame, type SeatUpdate } from './index.js';

type Running = { appServer: import('node:http').Server; apiServer?: import('node:http').Server };

let server: ReturnType<typeof Server>;
let running: Running;
let url: string;

before(async () => {
  // Seeds from setupData (the host's opt-in, for tests) so the test can mirror each match with the engine;
  // 'mne-random' is the default game, to show what a lobby's seed does without the opt-in.
  const open = { seedFromSetupData: true };
  server = Server({
    games: [mneGame(open), mofGame(open), mofChampionshipGame(open), { ...mneGame(), name: 'mne-random' }],
    origins: [/^http:\/\/127\.0\.0\.1(:\d+)?$/],
  });
  server.app.context.db = hideInitialState(server.app.context.db);
  running = (await server.run({ port: 0 })) as Running;
  url = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`;
});

after(() => server.kill(running));

async function lobby(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: res.status, json: { text } };
  }
}

async function until(what: string, ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

interface Received {
  event: string;
  args: unknown[];
}

/** A boardgame.io socket client whose every incoming message is recorded. */
function connect(game: object, matchID: string, numPlayers: number, playerID?: string, credentials?: string) {
  const client = Client({
    game,
    numPlayers,
    matchID,
    multiplayer: SocketIO({ server: url }),
    ...(playerID === undefined ? {} : { playerID, credentials }),
  });
  client.start();
  const received: Received[] = [];
  const socket = (client as unknown as { transport: { socket: ReturnType<typeof io> } }).transport.socket;
  socket.onAny((event: string, ...args: unknown[]) => received.push({ event, args: structuredClone(args) }));
  return { client, received };
}

/** The SeatUpdate and log in one recorded message ('sync' or 'update'), or null for other messages. */
function contents(m: Received): { G: SeatUpdate<unknown, GameEvent>; log: unknown[] } | null {
  if (m.event === 'update') {
    const [, state, log] = m.args as [string, { G: SeatUpdate<unknown, GameEvent> }, unknown[]];
    return { G: state.G, log: log ?? [] };
  }
  if (m.event === 'sync') {
    const [, info] = m.args as [string, { state: { G: SeatUpdate<unknown, GameEvent> }; log: unknown[] }];
    return { G: info.state.G, log: info.log ?? [] };
  }
  return null;
}

/**
 * Creates a match in the lobby, joins every seat, connects them and a spectator, plays it with
 * bots that read the mirrored engine state, and checks every message each client received.
 */
async function playOnServer<S, A extends GameAction, E extends GameEvent, Setup>(options: {
  name: string;
  bg: object;
  engine: GameDefinition<S, A, E, Setup>;
  setup: Setup & { seed: number };
  setupData: Record<string, unknown>;
  seats: (s: S) => readonly string[];
  bot: Bot<S, A>;
  viewFor: (s: S, seat: string) => unknown;
  eventsFor: (before: S, events: E[], seat: string) => E[];
  maxMoves?: number;
}) {
  const { engine } = options;
  let s = engine.createMatch(options.setup);
  const seats = options.seats(s);
  const created = await lobby(`/games/${options.name}/create`, {
    numPlayers: seats.length,
    setupData: options.setupData,
  });
  assert.equal(created.status, 200, JSON.stringify(created.json));
  const matchID = created.json.matchID as string;
  const players = [];
  for (let i = 0; i < seats.length; i++) {
    const joined = await lobby(`/games/${options.name}/${matchID}/join`, { playerID: String(i), playerName: `P${i}` });
    assert.equal(joined.status, 200);
    players.push(connect(options.bg, matchID, seats.length, String(i), joined.json.playerCredentials as string));
  }
  const spectator = connect(options.bg, matchID, seats.length);
  // What each seat should have been sent after n moves, and the events that move made.
  const expected: { views: Map<string, unknown>; events: Map<string, E[]> }[] = [];
  const record = (state: S, beforeMove: S | null, events: E[]) => {
    const views = new Map<string, unknown>();
    const evs = new Map<string, E[]>();
    for (const seat of [...seats, 'spectator']) {
      views.set(seat, options.viewFor(state, seat));
      evs.set(seat, beforeMove === null ? [] : options.eventsFor(beforeMove, events, seat));
    }
    expected.push({ views, events: evs });
  };
  record(s, null, []);
  const all = [...players, spectator];
  await until('every client synced', () => all.every((p) => p.client.getState() !== null));
  let moves = 0;
  for (let seat = engine.currentSeat(s); seat !== null && moves < (options.maxMoves ?? Infinity);) {
    const pid = seats.indexOf(seat);
    const action = options.bot(s);
    players[pid]!.client.moves.act!(action);
    const applied = engine.applyAction(s, action);
    record(applied.state, s, applied.events);
    s = applied.state;
    moves++;
    const n = moves;
    await until(`move ${n} reached every client`, () =>
      all.every((p) => (p.client.getState()?.G as SeatUpdate<unknown, E> | undefined)?.moves === n),
    );
    seat = engine.currentSeat(s);
  }
  // Every message each client received holds its own seat's view and events, and no other seat's move.
  all.forEach((p, i) => {
    const seat = seats[i] ?? 'spectator';
    let checked = 0;
    for (const m of p.received) {
      const c = contents(m);
      if (c === null) continue;
      checked++;
      const want = expected[c.G.moves]!;
      assert.equal(c.G.seat, seat);
      assert.deepEqual(c.G.view, want.views.get(seat), `${seat}: the view after ${c.G.moves} moves`);
      assert.deepEqual(c.G.events, want.events.get(seat), `${seat}: the events of move ${c.G.moves}`);
      for (const entry of c.log as { action: { type: string; payload: { playerID?: string; args: unknown } } }[]) {
        if (entry.action.type === 'MAKE_MOVE' && entry.action.payload.playerID !== String(i)) {
          assert.equal(entry.action.payload.args, null, `${seat} never receives another seat's move`);
        }
      }
      assert.doesNotMatch(JSON.stringify(m.args), /"rng"\s*:\s*\[(?!0,0,0,0\])/, `${seat}: no generator state`);
    }
    assert.ok(checked > moves, `${seat} received an update for every move (${checked} for ${moves})`);
  });
  for (const p of all) p.client.stop();
  return { s, moves, matchID };
}

test('MNE: a whole match between two socket clients and a spectator through boardgame.io’s Server', async () => {
  const bots = { home: mne.greedyBot(3), away: mne.randomBot(4) };
  const { s, moves } = await playOnServer({
    name: 'mne',
    bg: mneGame(),
    engine: mne.game,
    setup: { seed: 31 },
    setupData: { seed: 31 },
    seats: () => ['home', 'away'],
    bot: (x) => bots[mne.currentSeat(x)!](x),
    viewFor: (x, seat) => mne.viewFor(x, seat as mne.ViewerSeat),
    eventsFor: (_x, events, seat) => mne.eventsFor(events, seat as mne.ViewerSeat),
  });
  assert.ok(mne.isOver(s) && moves > 50);
});

test('MoF: a whole match and the first matchday of a 4-seat championship through the Server', async () => {
  const bot = mof.greedyBot();
  const match = await playOnServer({
    name: 'mof',
    bg: mofGame(),
    engine: mof.game,
    setup: { seed: 8 },
    setupData: { seed: 8 },
    seats: (x) => x.seats,
    bot,
    viewFor: mof.viewFor,
    eventsFor: mof.eventsFor,
  });
  assert.ok(mof.isOver(match.s));
  const seats = ['p0', 'p1', 'p2', 'p3'];
  await playOnServer({
    name: 'mof-championship',
    bg: mofChampionshipGame(),
    engine: mof.championshipGame,
    setup: { seed: 9, seats },
    setupData: { seed: 9 },
    seats: (x) => x.seats,
    bot,
    viewFor: mof.viewFor,
    eventsFor: mof.eventsFor,
    maxMoves: 60,
  });
});

test('the lobby: a seed in setupData changes nothing without the host’s opt-in; bad setupData is a 400', async () => {
  const drafts = [];
  for (let i = 0; i < 2; i++) {
    const created = await lobby('/games/mne-random/create', { numPlayers: 2, setupData: { seed: 42 } });
    assert.equal(created.status, 200);
    const watcher = connect({ ...mneGame(), name: 'mne-random' }, created.json.matchID as string, 2);
    await until('the spectator synced', () => watcher.client.getState() !== null);
    drafts.push((watcher.client.getState()!.G as SeatUpdate<mne.MneView, mne.MneEvent>).view.draft!.revealed);
    watcher.client.stop();
  }
  assert.notDeepEqual(drafts[0], drafts[1], 'two matches created with seed 42 deal different cards');
  for (const setupData of [{ shootout: 'yes' }, { cards: 'none' }, 'text', undefined]) {
    const bad = await lobby('/games/mne/create', { numPlayers: 2, setupData });
    assert.equal(bad.status, 400, `setupData ${JSON.stringify(setupData)}`);
  }
});

test('forged and malformed socket messages move nothing', async () => {
  const created = await lobby('/games/mne/create', { numPlayers: 2, setupData: { seed: 5 } });
  const matchID = created.json.matchID as string;
  const joined = [0, 1].map((i) => lobby(`/games/mne/${matchID}/join`, { playerID: String(i), playerName: `P${i}` }));
  const creds = (await Promise.all(joined)).map((j) => j.json.playerCredentials as string);
  const s = mne.createMatch({ seed: 5 });
  const pid = mne.currentSeat(s) === 'home' ? '0' : '1';
  const watcher = connect(mneGame(), matchID, 2);
  await until('the spectator synced', () => watcher.client.getState() !== null);
  const raw = io(`${url}/mne`, { transports: ['websocket'] });
  await new Promise<void>((r) => raw.on('connect', () => r()));
  const act = (playerID: string, credentials: string | undefined, args: unknown) => ({
    type: 'MAKE_MOVE',
    payload: { type: 'act', args, playerID, credentials },
  });
  const legal = mne.legalActions(s)[0]!;
  raw.emit('update', act(pid, 'wrong', [legal]), 0, matchID, pid); // wrong credentials
  raw.emit('update', act(pid, undefined, [legal]), 0, matchID, pid); // none
  raw.emit(
    'update',
    act(pid === '0' ? '1' : '0', creds[pid === '0' ? 1 : 0], [legal]),
    0,
    matchID,
    pid === '0' ? '1' : '0',
  ); // not its turn
  raw.emit('update', act(pid, creds[Number(pid)], [{ type: 'draftPick', card: 'no-such-card' }]), 0, matchID, pid);
  raw.emit('update', 'garbage', 'x', matchID, pid);
  raw.emit('update', { type: 'MAKE_MOVE' }, 0, matchID, pid);
  raw.emit('sync', matchID, '0', 'wrong');
  await new Promise((r) => setTimeout(r, 200));
  assert.equal((watcher.client.getState()!.G as SeatUpdate<unknown, GameEvent>).moves, 0, 'nothing moved');
  // The seat with its own credentials still moves.
  raw.emit('update', act(pid, creds[Number(pid)], [legal]), 0, matchID, pid);
  await until(
    'the real move arrived',
    () => (watcher.client.getState()!.G as SeatUpdate<unknown, GameEvent>).moves === 1,
  );
  raw.close();
  watcher.client.stop();
});
