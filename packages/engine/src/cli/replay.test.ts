/** `pitchside simulate --records` and `pitchside replay`: the records written replay to the simulated matches. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';
import { simulate } from './simulate.js';
import { tellRecord } from './replay.js';

test('simulate gives one record per match, each replaying to the match it played', () => {
  for (const game of ['mne', 'mof'] as const) {
    const records: string[] = [];
    const report = simulate({ game, games: 3, seed: 5, bots: ['greedy', 'random'] }, undefined, (g, r) => {
      records[g] = r;
    });
    assert.equal(records.length, 3);
    const results = records.map((r) => (game === 'mne' ? mne.fromRecord(r).state : mof.fromRecord(r).state));
    const homeWins = results.filter((s) =>
      game === 'mne' ? mne.result(s as mne.MneState)?.winner === 'home' : mof.result(s as mof.MofState).winner === 0,
    ).length;
    assert.equal(homeWins, report.results.homeWins, `${game}: the records' results are the report's`);
    assert.match(records[1] as string, /\[Round "2"\]/);
  }
});

test('tellRecord tells each move with the score and ends with the result', () => {
  const setup = { seed: 'told' };
  let s = mne.createMatch(setup);
  const bot = mne.greedyBot('told');
  const actions: mne.MneAction[] = [];
  while (!mne.isOver(s)) {
    const a = bot(s);
    actions.push(a);
    s = mne.applyAction(s, a).state;
  }
  const told = tellRecord(mne.toRecord({ setup, actions, comments: { 2: 'What a pick.' } }, { Event: 'Cup' }));
  const lines = told.split('\n');
  assert.ok(lines.includes('Event:  Cup'));
  assert.ok(lines.some((l) => /^2\. +(home|away) +draft \S+ +0-0$/.test(l)));
  assert.ok(lines.includes('      What a pick.'));
  const r = mne.result(s) as mne.MatchResult;
  assert.equal(lines.filter((l) => l.endsWith('GOAL')).length, r.score.home + r.score.away, told);
  assert.ok(told.endsWith(`Result: ${mne.resultText(s)}\n`));
  assert.throws(() => tellRecord('[Game "chess"]\n'), /expected "mne" or "mof"/);
});

test('the pitchside command writes records and tells them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-records-'));
  const cli = ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname];
  execFileSync(process.execPath, [...cli, 'simulate', 'mof', '--games', '2', '--quiet', '--records', dir]);
  assert.deepEqual(readdirSync(dir).sort(), ['match-0001.txt', 'match-0002.txt']);
  const told = execFileSync(process.execPath, [...cli, 'replay', join(dir, 'match-0002.txt')], { encoding: 'utf8' });
  assert.match(told, /^Game: +mof$/m);
  assert.match(told, /^Result: \d+-\d+$/m);
  const bad = join(dir, 'bad.txt');
  writeFileSync(bad, readFileSync(join(dir, 'match-0001.txt'), 'utf8').replace(/^3\. (\S+) .*$/m, '3. $1 dance'));
  const failed = spawnSync(process.execPath, [...cli, 'replay', bad], { encoding: 'utf8' });
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /Move 3 \(dance\).*column 1 expected a move/);
});

test('the records of the docs page "An annotated match" replay, and read back as the same text', () => {
  const page = readFileSync(new URL('../../../../docs/annotated-match.html', import.meta.url), 'utf8');
  const found = [...page.matchAll(/<(mne|mof)-replay[^>]*>\n([\s\S]*?)<\/\1-replay>/g)];
  assert.equal(found.length, 2);
  for (const [, game, text] of found) {
    const record = text as string;
    const read = game === 'mne' ? mne.fromRecord(record) : mof.fromRecord(record);
    assert.ok(read.moves.filter((m) => m.comment).length >= 5, `${game}: a commented record`);
    const comments: Record<number, string> = read.comment ? { 0: read.comment } : {};
    read.moves.forEach((m) => m.comment && (comments[m.n] = m.comment));
    const again =
      game === 'mne'
        ? mne.toRecord(
            { setup: read.setup as mne.MneSetup, actions: read.actions as mne.MneAction[], comments },
            read.headers,
          )
        : mof.toRecord(
            { setup: read.setup as mof.MofRecordSetup, actions: read.actions as mof.MofAction[], comments },
            read.headers,
          );
    assert.equal(again, record);
    assert.match(tellRecord(record), /^Result: \d+-\d+$/m);
  }
});
