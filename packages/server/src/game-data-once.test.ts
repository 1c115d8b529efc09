/**
 * Game data once per connection, read off the sockets of a running `pitchside-server`: a client
 * with the engine's `gameDataOnce` parser receives the match's game data in its sync only, and ids
 * after that, and its boardgame.io sees the same states as a client without it, which still gets
 * every update whole.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newMatch, play, player, serverForTests, until, type Player } from './test-harness.js';

const run = serverForTests('data-once');
const { opened } = run;

/** Every text frame the client's connection receives (from its start: its connection is under way). */
function frames(p: Player): string[] {
  const seen: string[] = [];
  p.socket().io.engine.on('data', (d: unknown) => {
    if (typeof d === 'string') seen.push(d);
  });
  return seen;
}

for (const game of ['mne', 'mof'] as const) {
  test(`${game}: a client that asks for game data once gets it once, and the same states`, async () => {
    const { matchID, credentials } = await newMatch(run.server.url, game);
    const home = player(run.server.url, game, matchID, '0', credentials[0], { gameDataOnce: true });
    const away = player(run.server.url, game, matchID, '1', credentials[1]);
    const watcherOnce = player(run.server.url, game, matchID, undefined, undefined, { gameDataOnce: true });
    const watcher = player(run.server.url, game, matchID);
    const all = [home, away, watcherOnce, watcher];
    opened.push(...all);
    const [onceFrames, wholeFrames] = [frames(watcherOnce), frames(watcher)];
    await until('every client connected', () => all.every((p) => p.connected() && p.G() !== undefined));
    // A random MoF match can end after 14 actions: 8 and 4 more keep it on.
    const moves = game === 'mne' ? 12 : 8;
    assert.equal(await play([home, away], moves), moves);
    await until(
      'the watchers saw every move',
      () => watcherOnce.moves() === home.moves() && watcher.moves() === home.moves(),
    );

    const dataText = JSON.stringify((watcher.G()!.view as { data: unknown }).data);
    assert.ok(dataText.length > 1000, 'the game data is a large part of a message');
    const holding = (list: string[]) => list.filter((f) => f.includes(dataText)).length;
    const updates = (list: string[]) => list.filter((f) => f.startsWith(`2/${game},["update"`));
    assert.ok(updates(onceFrames).length >= moves && updates(wholeFrames).length >= moves);
    assert.equal(holding(onceFrames), 1, 'the data came once, in the sync');
    assert.equal(
      holding(updates(wholeFrames)),
      updates(wholeFrames).length,
      'a client without the parser gets it whole',
    );
    const bytes = (list: string[]) => list.reduce((n, f) => n + f.length, 0) / list.length;
    assert.ok(bytes(updates(onceFrames)) < bytes(updates(wholeFrames)) - dataText.length / 2);

    // What boardgame.io's clients hold is the same, game data included.
    const { isConnected: _a, ...once } = watcherOnce.client.getState()!;
    const { isConnected: _b, ...whole } = watcher.client.getState()!;
    assert.deepEqual(once, whole);
    assert.deepEqual((home.G()!.view as { data: unknown }).data, (away.G()!.view as { data: unknown }).data);
    // The seat with the parser plays on from its own restored view.
    assert.equal(await play([home, away], 4), 4);
  });
}

test('every socket of a seat gets that seat’s update, the same text; another seat’s differs', async () => {
  const { matchID, credentials } = await newMatch(run.server.url, 'mne');
  const home = player(run.server.url, 'mne', matchID, '0', credentials[0], { gameDataOnce: true });
  const homeTab = player(run.server.url, 'mne', matchID, '0', credentials[0], { gameDataOnce: true });
  const homeWhole = player(run.server.url, 'mne', matchID, '0', credentials[0]);
  const away = player(run.server.url, 'mne', matchID, '1', credentials[1], { gameDataOnce: true });
  const all = [home, homeTab, homeWhole, away];
  opened.push(...all);
  const [homeFrames, tabFrames, wholeFrames, awayFrames] = all.map(frames) as [string[], string[], string[], string[]];
  await until('every client connected', () => all.every((p) => p.connected() && p.G() !== undefined));
  assert.equal(await play([home, away], 10), 10);
  await until('every tab saw every move', () => all.every((p) => p.moves() === home.moves()));

  const updates = (list: string[]) => list.filter((f) => f.startsWith('2/mne,["update"'));
  assert.ok(updates(homeFrames).length >= 10);
  assert.deepEqual(updates(tabFrames), updates(homeFrames));
  // Without the parser, the same states with the game data whole.
  const { isConnected: _a, ...once } = homeTab.client.getState()!;
  const { isConnected: _b, ...whole } = homeWhole.client.getState()!;
  assert.deepEqual(once, whole);
  assert.ok(updates(wholeFrames).every((f, i) => f.length > updates(homeFrames)[i]!.length + 1000));
  // The other seat's updates are its own (its view, the log with the home seat's actions hidden).
  assert.equal(updates(awayFrames).length, updates(homeFrames).length);
  assert.ok(updates(awayFrames).every((f, i) => f !== updates(homeFrames)[i]));
  assert.equal((away.G()!.view as { viewer: string }).viewer, 'away');
  assert.equal((homeTab.G()!.view as { viewer: string }).viewer, 'home');
});
