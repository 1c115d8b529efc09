#!/usr/bin/env node
// Instructions per match under valgrind's callgrind: a speed A/B that a busy or shared host cannot
// disturb, where CPU time can swing by 1.5× from one run to the next.
//   node bench/instructions.mjs VERSION… [--game mne|mof] [--from N] [--to N] [--repeat N]
// A VERSION is a git revision, an engine bundle (.mjs) or '.' (the working tree), as for
// bench/equivalence.mjs. For each, the same seeded random-vs-random matches as the bench (match i
// has seed i, bots 2i + 1 and 2i + 2) run in two `node --single-threaded --predictable
// --hash-seed=1` processes under callgrind, one playing `from` matches and one `to`; the
// difference divided by `to − from` is what a match costs once V8 has optimised the loop, without
// start-up and most compilation.
// Both runs use V8's --predictable and a fixed --hash-seed: without them, one MoF bundle counted
// 232,078 and 238,817 in two runs (3 %), as each process drew its own hash seed (how the rules'
// Maps of ids collide) and V8's heuristics read the clock. With them, repeated runs of one bundle
// agree to a few instructions a match (230,533 and 230,534), so a 0.2 % change is measurable; one
// seed's collisions may still favour a version slightly.
// Instructions are a proxy: they miss cache misses and stalls, so check a gain in time as well
// when the host allows. Needs valgrind (apt-get install valgrind); each run takes minutes.
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { engineOf } from './engine-bundle.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string', default: 'mof' },
    from: { type: 'string', default: '8000' },
    to: { type: 'string', default: '16000' },
    repeat: { type: 'string', default: '1' },
    worker: { type: 'string' }, // internal: play the matches of one run
  },
});

if (opts.worker) {
  const engine = await import(pathToFileURL(opts.worker).href);
  const g = engine[opts.game];
  for (let i = 0; i < Number(positionals[0]); i++)
    engine.playMatch(g.game, { seed: i }, { home: g.randomBot(2 * i + 1), away: g.randomBot(2 * i + 2) });
} else {
  if (positionals.length === 0) {
    console.error('usage: node bench/instructions.mjs VERSION… [--game mne|mof] [--from N] [--to N] [--repeat N]');
    process.exit(2);
  }
  const from = Number(opts.from);
  const to = Number(opts.to);
  for (const version of positionals) {
    const file = await engineOf(version);
    for (let r = 0; r < Number(opts.repeat); r++) {
      // The two runs in parallel: instruction counts do not depend on what else the machine runs.
      const [a, b] = await Promise.all([from, to].map((n) => instructions(file, n)));
      const perMatch = (b - a) / (to - from);
      console.log(`${version}: ${Math.round(perMatch).toLocaleString('en-US')} instructions a ${opts.game} match`);
    }
  }
}

/** The instructions callgrind counts for a process playing `n` matches with engine `file`. */
async function instructions(file, n) {
  const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', '--smc-check=all'];
  args.push(
    process.execPath,
    '--single-threaded',
    '--predictable',
    '--hash-seed=1',
    import.meta.filename,
    String(n),
    '--worker',
    file,
  );
  args.push('--game', opts.game);
  const { stderr } = await promisify(execFile)('valgrind', args, { maxBuffer: 1 << 24 });
  const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr);
  if (!refs) throw new Error(`no instruction count from callgrind:\n${stderr.slice(-2000)}`);
  return Number(refs[1].replaceAll(',', ''));
}
