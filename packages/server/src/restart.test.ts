/**
 * Nothing lost: `kill -9` the server mid-match, start it again on the same store, and both players
 * reconnect by themselves and go on from the last accepted move. A dropped socket reconnects and
 * catches up with the moves it missed. With the embedded store, and with PostgreSQL when
 * PITCHSIDE_TEST_POSTGRES is set (`.ci/run` sets it).
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES, newMatch, play, player, startChild, until, type Child, type Player } from './test-harness.js';

const data = mkdtempSync(join(tmpdir(), 'pitchside-server-test-'));
after(() => rmSync(data, { recursive: true, force: true }));

const STORES: [string, string[] | undefined][] = [
  ['the embedded store', ['--data', data]],
  ['PostgreSQL', POSTGRES ? ['--db', POSTGRES] : undefined],
];

for (const [name, args] of STORES) {
  describe(`with ${name}`, { skip: args ? false : 'PITCHSIDE_TEST_POSTGRES is not set' }, () => {
    const opened: Player[] = [];
    let server: Child | undefined;
    after(async () => {
      for (const p of opened) p.client.stop();
      await server?.kill();
    });

    for (const game of ['mne', 'mof'] as const) {
      test(`${game}: kill -9 mid-match; after a restart both players go on from the last accepted move`, async () => {
        server ??= await startChild(args!);
        const { matchID, credentials } = await newMatch(server.url, game);
        const players = [0, 1].map((i) => player(server!.url, game, matchID, String(i), credentials[i]));
        opened.push(...players);
        await until('both players synced', () => players.every((p) => p.moves() === 0));
        // A random MoF match can end after 14 actions: its moves are counted so that it is still on
        // after the restart's moves.
        const [before, afterRestart] = game === 'mne' ? [12, 8] : [6, 4];
        assert.equal(await play(players, before), before);

        // A move sent, and the server killed before or after storing it: either way, nothing is lost
        // that a player saw, and both players agree with the server afterwards.
        players.find((p) => p.myTurn())!.act();
        await server.kill();
        await until('both players see the connection lost', () => players.every((p) => !p.connected()));
        const seen = Math.max(...players.map((p) => p.moves()));
        assert.ok(seen === before || seen === before + 1, `the players saw ${seen} moves`);

        server = await startChild(args!, { port: server.port });
        await until('both players reconnected', () => players.every((p) => p.connected()));
        const watcher = player(server.url, game, matchID);
        opened.push(watcher);
        await until('a new spectator synced', () => watcher.moves() >= 0);
        const stored = watcher.moves();
        assert.ok(stored >= seen, `the server has ${stored} moves; a player saw ${seen}`);
        await until('both players caught up with the server', () => players.every((p) => p.moves() === stored));

        // The match goes on, and every new move reaches both players and the spectator.
        assert.equal(await play(players, afterRestart), afterRestart);
        await until('the spectator saw them', () => watcher.moves() === stored + afterRestart);
      });
    }

    test('a dropped socket reconnects by itself and receives the moves it missed', async () => {
      server ??= await startChild(args!);
      const { matchID, credentials } = await newMatch(server.url, 'mne');
      const players = [0, 1].map((i) => player(server!.url, 'mne', matchID, String(i), credentials[i]));
      opened.push(...players);
      await until('both players synced', () => players.every((p) => p.moves() === 0));
      await play(players, 4);
      // Cut the socket of the player who is not to act (as a network drop would), then let the other move.
      const waiting = players.find((p) => !p.myTurn())!;
      const moving = players.find((p) => p.myTurn())!;
      waiting.socket().io.engine.close();
      await until('the connection is seen lost', () => !waiting.connected());
      moving.act();
      await until('the mover saw its move', () => moving.moves() === 5);
      await until('the dropped player reconnected and caught up', () => waiting.connected() && waiting.moves() === 5);
      assert.equal(await play(players, 4), 4);
      assert.doesNotMatch(server.stderr(), /unhandled/i);
    });
  });
}
