import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';
import type { Bot } from '../core/bots.js';
import type { GameAction, GameDefinition, GameEvent } from '../core/game.js';
import { INVALID_MOVE, mneGame, mofChampionshipGame, mofGame, type BoardgameIoGame, type SeatUpdate } from './index.js';

/**
 * Plays a whole match through boardgame.io's client (two player clients on a Local master).
 * The test mirrors the match with the engine (same seed, same actions) to choose each action with a
 * bot and to check what every client sees: exactly the engine's view for its seat, the last move's
 * events as that seat may see them, and no other seat's move arguments in its log.
 */
async function playThroughClients<S, A extends GameAction, E extends GameEvent, Setup>(
  bgGame: BoardgameIoGame<S, unknown, E, Setup>,
  engine: GameDefinition<S, A, E, Setup>,
  setup: Setup,
  bots: Record<string, Bot<S, A>>,
  seats: string[],
  viewFor: (s: S, seat: string) => unknown,
  eventsFor: (before: S, events: E[], seat: string) => E[],
) {
  const multiplayer = Local();
  const game = { ...bgGame, setup: (c: { ctx: { numPlayers: number } }) => bgGame.setup(c, setup as Partial<Setup>) };
  const clients = ['0', '1'].map((playerID) => Client({ game, numPlayers: 2, playerID, multiplayer, matchID: 'm' }));
  for (const c of clients) c.start();
  let s = engine.createMatch(setup);
  let events: E[] = [];
  let before = s;
  let moves = 0;
  for (let seat = engine.currentSeat(s); seat !== null; seat = engine.currentSeat(s)) {
    const pid = seats.indexOf(seat);
    const client = clients[pid]!;
    const state = client.getState()!;
    assert.equal(state.ctx.currentPlayer, String(pid), `move ${moves}: boardgame.io gives the turn to ${seat}`);
    const update = state.G as unknown as SeatUpdate<unknown, E>;
    assert.deepEqual(update.view, viewFor(s, seat), `move ${moves}: the client sees the engine's view for ${seat}`);
    assert.deepEqual(update.events, moves === 0 ? [] : eventsFor(before, events, seat), `move ${moves}: events`);
    assert.equal(update.moves, moves);
    for (const { action } of state.log) {
      const p = action.payload as { playerID: string; args: unknown };
      if (action.type === 'MAKE_MOVE' && p.playerID !== String(pid)) {
        assert.equal(p.args, null, `move ${moves}: another seat's move is redacted`);
      }
    }
    const action = bots[seat]!(s);
    client.moves.act!(action);
    await new Promise((r) => setImmediate(r));
    const applied = engine.applyAction(s, action);
    before = s;
    s = applied.state;
    events = applied.events;
    moves++;
  }
  const end = clients[0]!.getState()!;
  for (const c of clients) c.stop();
  return { s, end, moves };
}

test('MNE through boardgame.io’s client: a whole match, hidden information stays hidden', async () => {
  const setup = { seed: 21 };
  const { s, end, moves } = await playThroughClients(
    mneGame({ seedFromSetupData: true, createOnSync: true }),
    mne.game,
    setup,
    { home: mne.greedyBot(1), away: mne.randomBot(2) },
    ['home', 'away'],
    (x, seat) => mne.viewFor(x, seat as mne.Seat),
    (_x, events, seat) => mne.eventsFor(events, seat as mne.Seat),
  );
  assert.ok(moves > 50);
  const r = mne.result(s)!;
  assert.deepEqual(end.ctx.gameover, r.winner === null ? { draw: true } : { winner: r.winner === 'home' ? '0' : '1' });
});

test('MoF match through boardgame.io’s client', async () => {
  const { s, end } = await playThroughClients(
    mofGame({ seedFromSetupData: true, createOnSync: true }),
    mof.game,
    { seed: 5 },
    { home: mof.greedyBot(), away: mof.randomBot(3) },
    ['home', 'away'],
    mof.viewFor,
    mof.eventsFor,
  );
  const w = mof.result(s).winner;
  assert.deepEqual(end.ctx.gameover, w === null ? { draw: true } : { winner: String(w) });
});

test('illegal moves, moves out of turn, forged seats; spectators get the spectator view', () => {
  const g = mneGame();
  const ctx = { currentPlayer: '0', numPlayers: 2, playOrder: ['0', '1'] };
  const G = g.setup({ ctx });
  const s = G.state;
  const who = mne.currentSeat(s) === 'home' ? '0' : '1';
  const legal = mne.legalActions(s)[0]!;
  assert.equal(g.moves.act.move({ G, ctx, playerID: who === '0' ? '1' : '0' }, legal), INVALID_MOVE, 'out of turn');
  for (const forged of [null, undefined, '2', '-1', '0x0', ' 0', 'home']) {
    assert.equal(g.moves.act.move({ G, ctx, playerID: forged }, legal), INVALID_MOVE, `playerID ${String(forged)}`);
  }
  assert.equal(g.moves.act.move({ G, ctx, playerID: who }, { type: 'press' }), INVALID_MOVE);
  assert.equal(g.moves.act.move({ G, ctx, playerID: who }, { type: 'nonsense', x: [1] } as never), INVALID_MOVE);
  const next = g.moves.act.move({ G, ctx, playerID: who }, legal);
  assert.notEqual(next, INVALID_MOVE);
  assert.equal((next as typeof G).moves, 1);
  assert.deepEqual(G.state, s, 'the move changed nothing it was given');
  assert.equal(g.ai.enumerate(G).length, mne.legalActions(s).length);
  for (const playerID of [null, undefined, '7']) {
    assert.deepEqual(g.playerView({ G, ctx, playerID }), {
      seat: 'spectator',
      view: mne.viewFor(s, 'spectator'),
      events: [],
      moves: 0,
    });
  }
});

test('every match has its own unpredictable seed; setupData.seed only when the host opts in', () => {
  const ctx = { numPlayers: 2 };
  for (const make of [mneGame, mofGame, mofChampionshipGame]) {
    const a = make().setup({ ctx }, { seed: 42 });
    const b = make().setup({ ctx }, { seed: 42 });
    assert.notDeepEqual(a.state, b.state, `${make.name}: two matches created with seed 42 differ`);
    const c = make({ seedFromSetupData: true }).setup({ ctx }, { seed: 42 });
    const d = make({ seedFromSetupData: true }).setup({ ctx }, { seed: 42 });
    assert.deepEqual(c.state, d.state, `${make.name}: with the host's opt-in, seed 42 is seed 42`);
  }
  assert.deepEqual(
    mneGame({ seedFromSetupData: true }).setup({ ctx }, { seed: 42 }).state,
    mne.createMatch({ seed: 42 }),
  );
});

test('bad setupData: a sentence for the lobby, never a crash', () => {
  const mneG = mneGame();
  assert.equal(mneG.validateSetupData({}, 2), undefined);
  assert.equal(mneG.validateSetupData({ shootout: true }, 2), undefined);
  for (const bad of ['x', 7, [1], null, undefined]) {
    assert.match(mneG.validateSetupData(bad, 2) ?? '', /setupData must be an object/);
  }
  assert.equal(mneGame({ createOnSync: true }).validateSetupData(undefined, 2), undefined, 'Local play on one device');
  assert.match(mneG.validateSetupData({ cards: 'none' }, 2) ?? '', /cards/);
  assert.match(mneG.validateSetupData({ shootout: 'yes' }, 2) ?? '', /shootout/);
  const champ = mofChampionshipGame();
  assert.equal(champ.validateSetupData({}, 4), undefined);
  assert.match(champ.validateSetupData({ seats: ['a', 'b'] }, 3) ?? '', /3 seats/);
  assert.throws(() => mneG.setup({ ctx: { numPlayers: 2 } }, 'x' as never), /setupData must be an object/);
});

test('MoF setupData with a data set of its own, as JSON from a lobby: checked, then used; a bad one is INVALID_DATA', () => {
  const data = JSON.parse(JSON.stringify(mof.defaultData)) as mof.MofData;
  data.players = data.players.map((p) => (p.id === 'g01' ? { ...p, name: 'Own Star' } : p));
  for (const g of [mofGame(), mofChampionshipGame()]) {
    const G = g.setup({ ctx: { numPlayers: 2 } }, { data });
    assert.equal(G.state.data.players.find((p) => p.id === 'g01')?.name, 'Own Star');
  }
  (data.players[0] as { cost: number }).cost = -1;
  assert.match(mofGame().validateSetupData({ data }, 2) ?? '', /cost/);
  assert.throws(
    () => mofGame().setup({ ctx: { numPlayers: 2 } }, { data }),
    (e: unknown) => e instanceof Error && (e as { code?: string }).code === 'INVALID_DATA',
  );
});
