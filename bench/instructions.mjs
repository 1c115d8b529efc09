// Load-independent cost of a match: machine instructions per random-vs-random (or greedy) match, counted
// by valgrind, so two engines can be compared on a busy machine where CPU-time rates wander.
//   node bench/instructions.mjs [mne|mof] [random|greedy] [matches=3000]
// It runs `matches` and `matches / 3` matches after the same warm-up (3,000 matches) under callgrind
// and prints the difference per match, so start-up, bundling and warm-up cancel out. V8 goes on
// compiling long after the warm-up, and with few matches its compiler's work dominates the count
// (a MoF match: 1,156 K at 200 matches, 438 K at 3,000), so compare engines with the defaults.
// Needs `valgrind` on the PATH; a run takes a few minutes.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, TMP } from './engine-bundle.mjs';

const [gameId = 'mne', botKind = 'random', countText = '3000'] = process.argv.slice(2);
const count = Number(countText);
const engineFile = await bundle('packages/engine/src/index.ts', { outfile: join(TMP, 'engine.mjs') });
const runner = join(TMP, 'instructions-runner.mjs');
writeFileSync(
  runner,
  `import * as engine from ${JSON.stringify(engineFile)};
const [gameId, botKind, n] = process.argv.slice(2);
const g = engine[gameId];
const bot = botKind === 'greedy' ? g.greedyBot : g.randomBot;
const play = (seed) => engine.playMatch(g.game, { seed }, { home: bot(seed * 2 + 1), away: bot(seed * 2 + 2) });
for (let i = 0; i < 3000; i++) play(1_000_000 + i); // warm-up: the same in both runs
for (let i = 0; i < Number(n); i++) play(i);
`,
);

function parse(text) {
  const match = /refs:\s+([\d,]+)/.exec(text);
  if (!match) throw new Error(`no instruction count in valgrind's output:\n${text.slice(-2000)}`);
  return Number(match[1].replaceAll(',', ''));
}

function instructionsFor(n) {
  // valgrind writes its summary on stderr: the shell swaps it onto stdout and drops the program's own output.
  const result = execFileSync(
    'sh',
    [
      '-c',
      `valgrind --tool=callgrind --smc-check=all-non-file --callgrind-out-file=/dev/null "${process.execPath}" --single-threaded --predictable "${runner}" ${gameId} ${botKind} ${n} 2>&1 >/dev/null`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  return parse(result);
}

const small = Math.max(1, Math.round(count / 3));
const [a, b] = [instructionsFor(small), instructionsFor(count)];
const perMatch = (b - a) / (count - small);
console.log(
  `${gameId} ${botKind}: ${Math.round(perMatch / 1000).toLocaleString('en')} K instructions per match (${small} vs ${count} matches)`,
);
