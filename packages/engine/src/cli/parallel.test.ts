import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { duration, progressBar } from './args.js';

const cli = ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname];

/** Runs `pitchside simulate …` from the sources; returns its stdout, JSON report and records. */
function run(dir: string, jobs: number, game: 'mne' | 'mof', games: number) {
  const out = join(dir, `${game}-${jobs}`);
  const r = spawnSync(
    process.execPath,
    [
      ...cli,
      'simulate',
      game,
      '--games',
      String(games),
      '--seed',
      '7',
      '--bots',
      'greedy,random',
      '--jobs',
      String(jobs),
    ].concat(['--json', `${out}.json`, '--records', out]),
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  const records = readdirSync(out)
    .sort()
    .map((f) => [f, readFileSync(join(out, f), 'utf8')]);
  return { text: r.stdout, json: readFileSync(`${out}.json`, 'utf8'), records, stderr: r.stderr };
}

test('simulate gives the same report and records whatever the number of worker threads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-jobs-'));
  try {
    for (const [game, games] of [
      ['mne', 14],
      ['mof', 9],
    ] as const) {
      const one = run(dir, 1, game, games);
      assert.equal(one.records.length, games);
      assert.match(one.text, new RegExp(`${games} simulated matches`));
      for (const jobs of [2, 3]) {
        const many = run(dir, jobs, game, games);
        assert.equal(many.text, one.text, `${game} text report, --jobs ${jobs}`);
        assert.equal(many.json, one.json, `${game} JSON report, --jobs ${jobs}`);
        assert.deepEqual(many.records, one.records, `${game} records, --jobs ${jobs}`);
        // Progress goes to stderr only (plain lines: stderr is not a terminal here).
        assert.match(many.stderr, new RegExp(`${games} matches in .* ${jobs} threads`));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a bad --jobs is a usage error (exit code 2)', () => {
  for (const bad of ['0', '1.5', 'two']) {
    const r = spawnSync(process.execPath, [...cli, 'simulate', 'mne', '--games', '1', `--jobs=${bad}`], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 2, `--jobs ${bad}`);
    assert.match(r.stderr, /--jobs must be a positive integer/);
    assert.equal(r.stdout, '');
  }
});

test('the progress bar shows the time left until the run is done', () => {
  assert.equal(progressBar(5, 10, 10, 125), '[#####-----] 5/10  ETA 2:05');
  assert.equal(progressBar(10, 10, 10, 0), '[##########] 10/10');
  assert.equal(duration(42.4), '42 s');
  assert.equal(duration(3725), '1:02:05');
});
