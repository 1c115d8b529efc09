import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as mne from './index.js';
import * as picture from './picture.js';
import * as unchecked from './picture-unchecked.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Every module `file` imports, however deep (static imports and re-exports, types left out). */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, what, from] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gm)) {
    if (what) continue;
    importClosure(resolve(dirname(file), from!.replace(/\.js$/, '.ts')), seen);
  }
  return seen;
}

for (const entry of ['picture.ts', 'picture-unchecked.ts'])
  test(`the ${entry} entry imports no part of the match flow`, () => {
    const modules = [...importClosure(join(HERE, entry))].map((f) => f.slice(HERE.length + 1));
    for (const flow of [
      'match.ts',
      'serialize.ts',
      'action-index.ts',
      'rules/setup.ts',
      'rules/shot.ts',
      'rules/turn.ts',
    ])
      assert.ok(!modules.includes(flow), `${entry} reaches ${flow} through ${modules.join(', ')}`);
  });

test('the picture entry answers as the main entry', () => {
  const s = picture.scenario({
    marker: 5,
    home: { field: ['h-bb@1,2', 'h-wg@0,1', 'h-cm@1,0', 'h-st@0,3'], hand: [3, 4] },
  });
  const view = picture.viewFor(s, 'spectator');
  assert.deepEqual(view, mne.viewFor(s, 'spectator'));
  assert.deepEqual(picture.iconsOnField(view, 'home'), mne.iconsOnField(view, 'home'));
  assert.equal(picture.basicAttackOf(view, 'home', 'h-st'), mne.basicAttackOf(view, 'home', 'h-st'));
  assert.deepEqual(picture.controlStates(view), { home: 'aggressive', away: 'defensive' });
  assert.equal(picture.attackCardLimit(view, 'home'), 2);
  assert.deepEqual(picture.placementsFor(s, 'home', 'h-cf'), mne.placementsFor(s, 'home', 'h-cf'));
  assert.equal(picture.playerCard(view, 'h-st')?.id, 'h-st');
});

test('the picture entry refuses bad input with the main entry’s RuleErrors', () => {
  const s = picture.scenario({});
  assert.throws(() => picture.viewFor(s, 'referee' as never), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => picture.iconsOnField({ viewer: 'spectator' } as never, 'home'), { code: 'INVALID_STATE' });
  assert.throws(() => picture.basicAttackOf(s, 'left' as never, 'h-st'), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => picture.scenario({ home: { field: ['nobody@0,0'] } }), { code: 'INVALID_SCENARIO' });
});

test('the unchecked picture entry answers as the checked one, and checks nothing', () => {
  const desc = { marker: 5, home: { field: ['h-bb@1,2', 'h-wg@0,1', 'h-cm@1,0', 'h-st@0,3'], hand: [3, 4] } };
  const s = unchecked.scenario(desc);
  assert.deepEqual(s, picture.scenario(desc));
  assert.deepEqual(unchecked.viewFor(s, 'home'), picture.viewFor(s, 'home'));
  assert.deepEqual(unchecked.iconsOnField(s, 'home'), picture.iconsOnField(s, 'home'));
  assert.equal(unchecked.basicAttackOf(s, 'home', 'h-st'), picture.basicAttackOf(s, 'home', 'h-st'));
  assert.deepEqual(unchecked.controlStates(s), picture.controlStates(s));
  assert.equal(unchecked.attackCardLimit(s, 'home'), picture.attackCardLimit(s, 'home'));
  assert.deepEqual(unchecked.placementsFor(s, 'home', 'h-cf'), picture.placementsFor(s, 'home', 'h-cf'));
  assert.deepEqual(unchecked.playerCard(s, 'h-st'), picture.playerCard(s, 'h-st'));
  assert.deepEqual(unchecked.synergyCard(s, '3a'), picture.synergyCard(s, '3a'));
  const shot = { attacker: 'home' as const, attackCards: [], defenceCards: [] };
  assert.deepEqual(unchecked.goalCheckNumbers(s, shot as never), picture.goalCheckNumbers(s, shot as never));
  // A scenario is still checked: it reads a page's description.
  assert.throws(() => unchecked.scenario({ home: { field: ['nobody@0,0'] } }), { code: 'INVALID_SCENARIO' });
  // The queries are not: a seat that is none is no RuleError here.
  assert.doesNotThrow(() => unchecked.attackCardLimit(s, 'left' as never));
});
