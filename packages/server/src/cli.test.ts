/**
 * The `pitchside-server` command itself: its young-generation option, a clean stop on SIGTERM
 * whether the server runs in its worker thread (the default) or in node's main thread (`--semi-space
 * 0`): every match written out, the journal gone, exit code 0; an error nothing caught, reported
 * with its stack; what it says on one CPU; and `--move-times`.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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

for (const [name, args] of [
  ['in its worker thread (the default)', []],
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

test('an error nothing caught in the server thread stops the command with exit code 1 and its stack', () => {
  const data = mkdtempSync(join(tmpdir(), 'pitchside-server-cli-'));
  folders.push(data);
  // A module node loads first in every thread: in the server's, it throws soon after.
  const failing = `data:text/javascript,${encodeURIComponent(
    "import { isMainThread } from 'node:worker_threads';" +
      "if (!isMainThread) setTimeout(() => { throw new Error('a bug in the server thread'); }, 500);",
  )}`;
  const run = spawnSync(process.execPath, [`--import=${failing}`, CLI, '--port', '0', '--data', data], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /pitchside-server: stopped by an error: Error: a bug in the server thread\n\s+at /);
});

/** The last byte of a file, as text ('' while it is empty). */
function lastByte(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const { size } = fstatSync(fd);
    const byte = Buffer.alloc(1);
    return size > 0 && readSync(fd, byte, 0, 1, size - 1) === 1 ? byte.toString() : '';
  } finally {
    closeSync(fd);
  }
}

/** What the command says when it sees one CPU without node's --single-threaded-gc. */
const ONE_CPU_ADVICE = /may use one CPU only; .* node runs with --single-threaded-gc/;
const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
/** A CPU this process may run on (the first of its affinity list; taskset and /proc are Linux's). */
const aCpu = hasTaskset
  ? Number(/Cpus_allowed_list:\s*(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0)
  : 0;

test('with more than one CPU it gives no advice about them', { skip: availableParallelism() < 2 }, async () => {
  const data = mkdtempSync(join(tmpdir(), 'pitchside-server-cli-'));
  folders.push(data);
  const server = await startChild(['--data', data]);
  await server.kill();
  assert.doesNotMatch(server.stderr(), ONE_CPU_ADVICE);
});

/*
 * On one CPU, a heap snapshot of the process (node's --heapsnapshot-signal, a usual diagnosis in
 * production) makes V8 collect everything on node's main thread. When the command set
 * --single-threaded-gc itself after V8 had started, that collection failed a check of V8's and the
 * process aborted (SIGTRAP): V8 reads its flags once. Node is now given the flag, or not at all.
 */
for (const [name, nodeFlags, advice] of [
  ['as node starts by default, it says to give node --single-threaded-gc', [], true],
  ['with node given --single-threaded-gc, it says nothing of it', ['--single-threaded-gc'], false],
] as const) {
  test(
    `on one CPU ${name}, and a heap snapshot of it leaves it running`,
    { skip: !hasTaskset && 'no taskset' },
    async () => {
      const data = mkdtempSync(join(tmpdir(), 'pitchside-server-cli-'));
      const diagnostics = mkdtempSync(join(tmpdir(), 'pitchside-server-snapshot-'));
      folders.push(data, diagnostics);
      const server = await startChild(['--data', data], {
        cpu: aCpu,
        nodeFlags: [...nodeFlags, '--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${diagnostics}`],
      });
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
      const gone = () => server.process.exitCode !== null || server.process.signalCode !== null;
      try {
        if (advice) await until('the advice on stderr', () => ONE_CPU_ADVICE.test(server.stderr()));
        else assert.doesNotMatch(server.stderr(), ONE_CPU_ADVICE);
        server.process.kill('SIGUSR2');
        // A snapshot is JSON: whole once its last byte closes it (only that byte is read, not megabytes each time).
        const whole = () =>
          readdirSync(diagnostics)
            .filter((f) => f.endsWith('.heapsnapshot'))
            .some((f) => lastByte(join(diagnostics, f)) === '}');
        await until('the heap snapshot written, or the server gone', () => gone() || whole(), 60_000);
        assert.equal(server.process.signalCode, null, `the server aborted: ${server.stderr()}`);
        const { matchID } = await newMatch(server.url, 'mne');
        server.process.kill('SIGTERM');
        assert.equal(await exited, 0);
        assert.ok(existsSync(join(data, `${matchID}.json`)), 'the match is written out');
      } finally {
        if (!gone()) await server.kill();
      }
    },
  );
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
