/**
 * The `pitchside-server` command itself: its young-generation and collector options, a clean stop on SIGTERM
 * whether the server runs in its worker thread (the default) or in node's main thread (`--semi-space
 * 0`): every match written out, the journal gone, exit code 0; and `--move-times`.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOVE_TIME_BOUNDS, MOVE_TIMES_PREFIX } from './move-times.js';
import { CLI, newMatch, play, player, startChild, until, type Player } from './test-harness.js';

const folders: string[] = [];
const players: Player[] = [];
after(() => {
  for (const p of players) p.client.stop();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

test('a --semi-space that is not a size in MB is refused with a sentence and exit code 2', () => {
  for (const bad of ['x', '1.5', '4096']) {
    const run = spawnSync(process.execPath, [CLI, `--semi-space=${bad}`], { encoding: 'utf8' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, new RegExp(`--semi-space must be a number of MB from 0 to 1024, not ${bad}`));
  }
});

test('a --gc that is not auto, single or parallel, or single without the worker, is refused with exit code 2', () => {
  for (const [args, message] of [
    [['--gc', 'threads'], /--gc must be auto, single or parallel, not threads/],
    [['--gc', 'single', '--semi-space', '0'], /--gc single needs the server in its worker/],
  ] as const) {
    const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, message);
  }
});

for (const [name, args] of [
  ['in its worker thread (the default)', []],
  ['in its worker thread, its garbage collected on that thread only (--gc single)', ['--gc', 'single']],
  ['in the main thread (--semi-space 0)', ['--semi-space', '0']],
] as const) {
  test(`${name}: SIGTERM writes every match out and exits with 0`, async () => {
    const data = mkdtempSync(join(tmpdir(), 'pitchside-server-cli-'));
    folders.push(data);
    const server = await startChild(['--data', data, ...args]);
    const { matchID } = await newMatch(server.url, 'mne');
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.ok(existsSync(join(data, `${matchID}.json`)), 'the match is written out');
    assert.deepEqual(
      readdirSync(data).filter((f) => f.startsWith('journal-')),
      [],
      'no journal is left to replay',
    );
  });
}

test('--move-times prints, once a second, how many moves took how long in the server', async () => {
  const data = mkdtempSync(join(tmpdir(), 'pitchside-server-cli-'));
  folders.push(data);
  const server = await startChild(['--data', data, '--move-times']);
  try {
    const { matchID, credentials } = await newMatch(server.url, 'mne');
    const seats = ['0', '1'].map((id) => player(server.url, 'mne', matchID, id, credentials[Number(id)]));
    players.push(...seats);
    await until('both seats synced', () => seats.every((p) => p.moves() >= 0));
    const made = await play(seats, 6);
    const lines = () =>
      server
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith(MOVE_TIMES_PREFIX))
        .map((l) => JSON.parse(l.slice(MOVE_TIMES_PREFIX.length)) as { at: number; upTo: number[]; counts: number[] });
    const counted = () => lines().reduce((sum, l) => sum + l.counts.reduce((a, b) => a + b, 0), 0);
    await until('every move counted', () => counted() === made);
    for (const line of lines()) {
      assert.deepEqual(line.upTo, MOVE_TIME_BOUNDS);
      assert.equal(line.counts.length, MOVE_TIME_BOUNDS.length + 1);
    }
  } finally {
    await server.kill();
  }
});
