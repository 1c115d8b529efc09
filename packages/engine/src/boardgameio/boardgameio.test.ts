import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';
import type { Bot } from '../core/bots.js';
import type { GameAction, GameDefinition, GameEvent } from '../core/game.js';
import { INVALID_MOVE, mneGame, mofChampionshipGame, mofGame } from './index.js';

/**
 * Plays a whole match through boardgame.io's client (two player clients on a Local master).
 * The test mirrors the match with the engine (same seed, same actions) to choose each action with a
 * bot and to check what every client sees: exactly the engine's view for its seat.
 */
async function playThroughClients<S, A extends GameAction, E extends GameEvent, Setup>(
  bgGame: object,
  engine: GameDefinition<S, A, E, Setup>,
  setup: Setup,
  bots: Record<string, Bot<S, A>>,
  seats: string[],
  viewFor: (s: S, seat: string) => unknown,
) {
  const multiplayer = Local();
  const game = { ...bgGame, setup: () => engine.createMatch(setup) };
  const clients = ['0', '1'].map((playerID) => Client({ game, numPlayers: 2, playerID, multiplayer, matchID: 'm' }));
  for (const c of clients) c.start();
  let s = engine.createMatch(setup);
  let moves = 0;
  for (let seat = engine.currentSeat(s); seat !== null; seat = engine.currentSeat(s)) {
    const pid = seats.indexOf(seat);
    const client = clients[pid]!;
    const state = client.getState()!;
    assert.equal(state.ctx.currentPlayer, String(pid), `move ${moves}: boardgame.io gives the turn to ${seat}`);
    assert.deepEqual(state.G, viewFor(s, seat), `move ${moves}: the client sees the engine's view for ${seat}`);
    const action = bots[seat]!(s);
    client.moves.act!(action);
    await new Promise((r) => setImmediate(r));
    s = engine.applyAction(s, action).state;
    moves++;
  }
  const end = clients[0]!.getState()!;
  for (const c of clients) c.stop();
  return { s, end, moves };
}

test('MNE through boardgame.io’s client: a whole match, hidden information stays hidden', async () => {
  const setup = { seed: 21 };
  const { s, end, moves } = await playThroughClients(
    mneGame(),
    mne.game,
    setup,
    { home: mne.greedyBot(1), away: mne.randomBot(2) },
    ['home', 'away'],
    (x, seat) => mne.viewFor(x, seat as mne.Seat),
  );
  assert.ok(moves > 50);
  const r = mne.result(s)!;
  assert.deepEqual(end.ctx.gameover, r.winner === null ? { draw: true } : { winner: r.winner === 'home' ? '0' : '1' });
});

test('MoF match through boardgame.io’s client', async () => {
  const { s, end } = await playThroughClients(
    mofGame(),
    mof.game,
    { seed: 5 },
    { home: mof.greedyBot(), away: mof.randomBot(3) },
    ['home', 'away'],
    mof.viewFor,
  );
  const w = mof.result(s).winner;
  assert.deepEqual(end.ctx.gameover, w === null ? { draw: true } : { winner: String(w) });
});

test('illegal moves, moves out of turn and a seeded setup', () => {
  const g = mneGame();
  const random = { Number: () => 0.5 };
  const G = g.setup({ random, ctx: { numPlayers: 2 } });
  assert.deepEqual(G, mne.createMatch({ seed: 0x80000000 }), 'the engine seed comes from boardgame.io’s random');
  const ctx = { currentPlayer: '0', numPlayers: 2, playOrder: ['0', '1'] };
  const who = mne.currentSeat(G) === 'home' ? '0' : '1';
  assert.equal(g.moves.act.move({ G, ctx, playerID: who === '0' ? '1' : '0' }, mne.legalActions(G)[0]!), INVALID_MOVE);
  assert.equal(g.moves.act.move({ G, ctx, playerID: who }, { type: 'press' }), INVALID_MOVE);
  const next = g.moves.act.move({ G, ctx, playerID: who }, mne.legalActions(G)[0]!);
  assert.notEqual(next, INVALID_MOVE);
  assert.equal(g.ai.enumerate(G).length, mne.legalActions(G).length);
  assert.deepEqual(g.playerView({ G, ctx, playerID: null }), mne.viewFor(G, 'spectator'));
});

test('MoF setupData with a data set of its own, as JSON from a lobby: checked, then used; a bad one is INVALID_DATA', () => {
  const data = JSON.parse(JSON.stringify(mof.defaultData)) as mof.MofData;
  data.players = data.players.map((p) => (p.id === 'g01' ? { ...p, name: 'Own Star' } : p));
  const random = { Number: () => 0.5 };
  for (const g of [mofGame(), mofChampionshipGame()]) {
    const G = g.setup({ random, ctx: { numPlayers: 2 } }, { data });
    assert.equal(G.data.players.find((p) => p.id === 'g01')?.name, 'Own Star');
  }
  (data.players[0] as { cost: number }).cost = -1;
  assert.throws(
    () => mofGame().setup({ random, ctx: { numPlayers: 2 } }, { data }),
    (e: unknown) => e instanceof Error && (e as { code?: string }).code === 'INVALID_DATA',
  );
});
