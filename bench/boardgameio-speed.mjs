#!/usr/bin/env node
// Matches per second through boardgame.io (its Client and a Local master: every move goes through
// boardgame.io's reducer, immer, the turn order and playerView; NODE_ENV=production unless set)
// against the native loop (core playMatch), the same seeded random-vs-random matches, in the same run.
//   node bench/boardgameio-speed.mjs [--matches N]     (needs the root devDependency boardgame.io)
// Exported `measure(engine, bgio, matches)` lets bench/run.mjs add the rows.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { bundle, TMP } from './engine-bundle.mjs';

/** Plays `matches` random-vs-random matches of `id` both ways; returns matches per CPU-second. */
export async function measure(engine, adapter, id, matches) {
  // As a production server runs it: in development boardgame.io also checks that every move's
  // result is serialisable and immer loads its development build (≈ 1.35× slower here). Read when
  // the modules load, so set before the first require.
  process.env.NODE_ENV ??= 'production';
  // boardgame.io's subpaths are CommonJS directories (no `exports` map): load them with require.
  const require = createRequire(import.meta.url);
  const { Client } = require('boardgame.io/client');
  const { Local } = require('boardgame.io/multiplayer');
  const g = engine[id];
  const seats = ['home', 'away'];
  const botsFor = (i) => ({ home: g.randomBot(2 * i + 1), away: g.randomBot(2 * i + 2) });

  // The native loop is much faster: it plays 25 times as many matches (after as many to warm up)
  // to run long enough to be timed; boardgame.io's loop warms up within its own run.
  const nativeMatches = 25 * matches;
  for (let i = 0; i < nativeMatches; i++) engine.playMatch(g.game, { seed: i }, botsFor(i));
  let t = cpuSeconds();
  for (let i = 0; i < nativeMatches; i++) engine.playMatch(g.game, { seed: i }, botsFor(i));
  const native = nativeMatches / (cpuSeconds() - t);

  t = cpuSeconds();
  for (let i = 0; i < matches; i++) {
    const options = { seedFromSetupData: true, createOnSync: true };
    const base = id === 'mne' ? adapter.mneGame(options) : adapter.mofGame(options);
    const game = { ...base, setup: (c) => base.setup(c, { seed: i }) };
    const multiplayer = Local();
    const clients = ['0', '1'].map((playerID) =>
      Client({ game, numPlayers: 2, playerID, multiplayer, matchID: `m${i}`, debug: false }),
    );
    for (const c of clients) c.start();
    // The bots need the whole state: a mirror of the match, moved in step with boardgame.io.
    let s = g.createMatch({ seed: i });
    const bots = botsFor(i);
    for (let seat = g.currentSeat(s); seat !== null; seat = g.currentSeat(s)) {
      const action = bots[seat](s);
      clients[seats.indexOf(seat)].moves.act(action);
      s = g.applyAction(s, action).state;
    }
    if (!clients[0].getState().ctx.gameover) throw new Error(`${id} match ${i} did not end in boardgame.io`);
    for (const c of clients) c.stop();
  }
  const bgio = matches / (cpuSeconds() - t);
  return { native, bgio };
}

/** CPU seconds used by this process (user + system): a busy machine's waits do not count. */
function cpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { matches: { type: 'string', default: '100' } } });
  const enginePath = join(TMP, 'engine.mjs');
  const adapterPath = join(TMP, 'bgio.mjs');
  await bundle('packages/engine/src/index.ts', { outfile: enginePath });
  await bundle('packages/engine/src/boardgameio/index.ts', { outfile: adapterPath });
  const engine = await import(pathToFileURL(enginePath).href);
  const adapter = await import(pathToFileURL(adapterPath).href);
  for (const id of ['mne', 'mof']) {
    const r = await measure(engine, adapter, id, Number(values.matches));
    console.log(
      `${id}: native ${r.native.toFixed(0)} matches/CPU-s, through boardgame.io ${r.bgio.toFixed(1)} (${(r.native / r.bgio).toFixed(0)}× slower)`,
    );
  }
}
