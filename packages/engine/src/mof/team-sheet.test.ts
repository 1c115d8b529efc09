import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import { scenario } from './scenario.js';
import { teamSheet } from './team-sheet.js';
import { exampleData } from './test-support.js';
import type { ScenarioDesc } from './types.js';

// The rulebook's Master Tactician example, with players whose values match its picture.
const data = exampleData();
const levelsExample: ScenarioDesc = {
  data,
  tactic: 'possession',
  home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['callToArms'] },
  away: { players: ['op1', 'op2', 'op3'], inEffect: ['continuousMovement'] },
};

test('rulebook: tactical value 15 = 4 + 1 + 1 (players) + 5 (dice) + 2 (manager) + 2 (action card)', () => {
  const s = scenario({
    data,
    home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['chalkboard'] },
    away: { players: ['op1', 'op2', 'op3'] },
  });
  const sheet = teamSheet(s, 'home', { tactic: 3, genius: 2 });
  assert.deepEqual(sheet.tactical, { players: [4, 1, 1], cards: 2, ability: 2, dice: 5, total: 15 });
  // Before the roll: the same parts without the dice.
  assert.equal(teamSheet(s, 'home').tactical.total, 10);
  assert.equal(teamSheet(s, 'home').tactical.dice, null);
  // The genius face counts its value (2).
  assert.equal(teamSheet(s, 'home', { tactic: 3, genius: 'G' }).tactical.total, 15);
});

test('rulebook: the Master Tactician defends with 9 (blue) and attacks with 5 (orange)', () => {
  const sheet = teamSheet(scenario(levelsExample), 'home');
  assert.deepEqual(sheet.def.players, [3, 4, 2]);
  assert.equal(sheet.def.cards, 0);
  assert.equal(sheet.def.total, 9);
  assert.equal(sheet.defLevel, 'blue');
  assert.deepEqual(sheet.att.players, [2, 1, 0]);
  assert.equal(sheet.att.total, 5);
  assert.equal(sheet.attLevel, 'orange');
  assert.deepEqual(
    sheet.players.map((p) => p.id),
    ['mt1', 'mt2', 'mt3'],
  );
});

test('teamSheet refuses dice the die does not have, naming the dice', () => {
  const s = scenario(levelsExample);
  for (const dice of [{ tactic: 9, genius: 1 }, { tactic: 3, genius: 7 }, { tactic: 3, genius: 'X' }, null]) {
    assert.throws(
      () => teamSheet(s, 'home', dice as never),
      (e) => isRuleError(e) && e.code === 'INVALID_ARGUMENT' && /^dice/.test(e.field ?? ''),
      JSON.stringify(dice),
    );
  }
});
