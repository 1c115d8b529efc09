/**
 * Bad input, through the real HTTP API and raw sockets of a running `pitchside-server`: the lobby
 * answers a 4xx with a sentence (never a 500); socket messages that are malformed, oversized, forged
 * or not a seat's own move are dropped and the match goes on; the process never crashes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { io } from 'socket.io-client';
import { lobby, newMatch, play, player, serverForTests, until } from './test-harness.js';

const run = serverForTests('bad');
const { opened } = run;

test('the lobby answers bad requests with a 4xx and a sentence, never a 500', async () => {
  const json = (body: unknown) => ({ body, init: {} });
  const raw = (text: string, contentType = 'application/json') => ({ body: null, init: { raw: text, contentType } });
  const cases: [string, string, { body: unknown; init: { raw?: string; contentType?: string } }, RegExp][] = [
    ['not JSON', '/games/mne/create', raw('{"numPlayers": 2,'), /JSON/],
    ['plain text', '/games/mne/create', raw('hello', 'text/plain'), /setupData/],
    ['a JSON array', '/games/mne/create', raw('[1,2]'), /setupData/],
    ['JSON null', '/games/mne/create', raw('null'), /./],
    ['no setupData', '/games/mne/create', json({ numPlayers: 2 }), /setupData/],
    ['setupData a string', '/games/mof/create', json({ numPlayers: 2, setupData: 'x' }), /setupData/],
    ['setupData an array', '/games/mof/create', json({ numPlayers: 2, setupData: [] }), /setupData/],
    ['a bad engine setup', '/games/mne/create', json({ numPlayers: 2, setupData: { shootout: 'x' } }), /shootout/],
    ['a bad card set', '/games/mof/create', json({ numPlayers: 2, setupData: { data: { cards: 1 } } }), /data/i],
    ['3 players of MNE', '/games/mne/create', json({ numPlayers: 3, setupData: {} }), /numPlayers/],
    ['9 in a championship', '/games/mof-championship/create', json({ numPlayers: 9, setupData: {} }), /numPlayers/],
    ['numPlayers "many"', '/games/mne/create', json({ numPlayers: 'many', setupData: {} }), /numPlayers/],
    [
      'seats ≠ players',
      '/games/mof-championship/create',
      json({ numPlayers: 3, setupData: { seats: ['a'] } }),
      /seats/,
    ],
    ['an unknown game', '/games/chess/create', json({ numPlayers: 2, setupData: {} }), /not found/],
    [
      'a body over 64 kB',
      '/games/mne/create',
      json({ numPlayers: 2, setupData: { pad: 'x'.repeat(70_000) } }),
      /larger/,
    ],
    ['joining no match', '/games/mne/nope/join', json({ playerID: '0', playerName: 'A' }), /not found/i],
    ['joining without a name', '/games/mne/nope/join', json({ playerID: '0' }), /playerName/],
  ];
  for (const [what, path, { body, init }, message] of cases) {
    const res = await lobby(run.server.url, path, body, init);
    assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${res.text}`);
    assert.match(res.text, message, `${what}: the answer says what is wrong`);
    assert.doesNotMatch(res.text, /\n\s+at |Error:/, `${what}: no stack trace`);
  }
  // A good request still works afterwards.
  const ok = await lobby(run.server.url, '/games/mof-championship/create', { numPlayers: 4, setupData: {} });
  assert.equal(ok.status, 200, ok.text);
});

test('malformed, oversized and forged socket messages move nothing; the match goes on', async () => {
  const { matchID, credentials } = await newMatch(run.server.url, 'mne');
  const players = [0, 1].map((i) => player(run.server.url, 'mne', matchID, String(i), credentials[i]));
  opened.push(...players);
  await until('both players synced', () => players.every((p) => p.moves() === 0));
  await play(players, 2);
  const mover = players.findIndex((p) => p.myTurn());
  const other = 1 - mover;
  const pid = String(mover);
  const stateID = players[mover]!.client.getState()!._stateID;
  const view = players[mover]!.G()!.view;
  const { mne } = await import('@pitchside/engine');
  const legal = mne.legalActions(view as Parameters<typeof mne.legalActions>[0])[0]!;
  const move = (playerID: string, creds: unknown, args: unknown = [legal], type = 'MAKE_MOVE', name = 'act') => ({
    type,
    payload: { type: name, args, playerID, credentials: creds },
  });

  const raw = io(`${run.server.url}/mne`, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((r) => raw.on('connect', () => r()));
  const sends: [string, ...unknown[]][] = [
    ['update', move(pid, 'wrong'), stateID, matchID, pid], // wrong credentials
    ['update', move(pid, undefined), stateID, matchID, pid], // none
    ['update', move(pid, credentials[other]), stateID, matchID, pid], // the other seat's credentials
    ['update', move(String(other), credentials[other]), stateID, matchID, String(other)], // not its turn
    ['update', move(pid, credentials[mover], [{ type: 'draftPick', card: 'no-such-card' }]), stateID, matchID, pid],
    ['update', move(pid, credentials[mover], [legal]), stateID - 1, matchID, pid], // a stale state ID
    ['update', move(pid, credentials[mover], null, 'GAME_EVENT', 'endTurn'), stateID, matchID, pid],
    ['update', move(pid, credentials[mover], [], 'UNDO', 'act'), stateID, matchID, pid],
    ['update', move(pid, credentials[mover], [legal, legal]), stateID, matchID, pid],
    ['update', move(pid, credentials[mover], 'text'), stateID, matchID, pid],
    ['update', 'garbage', 'x', matchID, pid],
    ['update', null, null, null, null],
    ['update', { type: 'MAKE_MOVE' }, stateID, matchID, pid],
    ['update', { type: 'MAKE_MOVE', payload: null }, stateID, { toString: 1 }, pid],
    ['update', move(pid, credentials[mover]), stateID, ['array'], pid],
    ['sync', { not: 'a string' }, '0', 'x'],
    ['sync', matchID, { id: 0 }, 1],
    ['sync', matchID, '0', 'wrong'],
    ['sync'],
    ['chat', matchID, { id: 'x', sender: pid, payload: 'hi' }, credentials[mover]],
    ['nonsense', 1, 2, 3],
  ];
  for (const [event, ...args] of sends) raw.emit(event, ...args);
  // A message larger than the server accepts (64 kB) closes that socket, and only that one.
  const closed = new Promise<void>((r) => raw.on('disconnect', () => r()));
  raw.emit('update', move(pid, credentials[mover], [{ type: 'x', pad: 'x'.repeat(200_000) }]), stateID, matchID, pid);
  await closed;
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(
    players.map((p) => p.moves()),
    [2, 2],
    'nothing moved',
  );
  assert.ok(
    players.every((p) => p.connected()),
    'the players are still connected',
  );
  // The seat with its own credentials still moves, through its own client, and the match goes on.
  assert.equal(await play(players, 6), 6);
  assert.doesNotMatch(run.server.stderr(), /unhandled|TypeError|ReferenceError/i, run.server.stderr());
  assert.equal(run.server.process.exitCode, null, 'the server is running');
});
