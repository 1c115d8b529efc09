// A random-vs-random loop to profile: `node --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.mjs
// [mne|mof] [matches] [randomBot|greedyBot]`, then open the .cpuprofile in Chrome DevTools (or summarise it).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle, TMP } from './engine-bundle.mjs';

const [gameId = 'mne', countText = '3000', botName = 'randomBot'] = process.argv.slice(2);
const file = await bundle('packages/engine/src/index.ts', { outfile: join(TMP, 'engine.mjs') });
const engine = await import(pathToFileURL(file).href);
const g = engine[gameId];
const start = performance.now();
let actions = 0;
for (let i = 0; i < Number(countText); i++) {
  actions += engine.playMatch(
    g.game,
    { seed: i },
    { home: g[botName](i * 2 + 1), away: g[botName](i * 2 + 2) },
  ).actions;
}
const ms = performance.now() - start;
console.log(
  `${countText} ${gameId} matches in ${ms.toFixed(0)} ms, ${(actions / Number(countText)).toFixed(1)} actions/match`,
);
