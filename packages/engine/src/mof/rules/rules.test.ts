import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultData, indexOf } from '../data/index.js';
import { levelIndex, levelOf, shiftLevel } from './dice.js';
import { separateLevels } from './levels.js';
import { tacticalTotal, tacticalWinner } from './tactical-roll.js';
import { attackerOn, minuteOf, wheelSpace } from './wheel.js';
import { standingsFrom, finalWinner } from './winning-the-game.js';
import { matchPoints } from './final-whistle.js';
import { keepChoices, talentLevel } from './academy.js';
import { priceOf, managersPerPerson } from './game-setup.js';
import { newTeam } from '../setup.js';
import type { Level, ResultRow } from '../types.js';
import { LEVELS } from '../types.js';

const dice = defaultData.dice;
const ix = indexOf(defaultData);

test('value → level thresholds (docs/rules/mof.md#levels): ≤2 red … ≥11 purple; 9 → blue, 5 → orange', () => {
  const expect: [number, string][] = [
    [-3, 'red'],
    [2, 'red'],
    [3, 'brown'],
    [4, 'brown'],
    [5, 'orange'],
    [6, 'orange'],
    [7, 'green'],
    [8, 'green'],
    [9, 'blue'],
    [10, 'blue'],
    [11, 'purple'],
    [30, 'purple'],
  ];
  for (const [v, l] of expect) assert.equal(levelOf(dice, v), l, `value ${v}`);
  assert.equal(shiftLevel('red', -1), 'red');
  assert.equal(shiftLevel('purple', 1), 'purple');
});

test('levelIndex (a switch, for speed) gives each level its place in LEVELS', () => {
  assert.deepEqual(
    LEVELS.map((l) => levelIndex(l)),
    LEVELS.map((_, i) => i),
  );
  assert.equal(levelIndex('gold' as Level), -1);
  assert.deepEqual(
    LEVELS.map((l) => shiftLevel(l, 1)),
    [...LEVELS.slice(1), 'purple'],
  );
});

test('equal levels: the side without home advantage drops one; both red: home advantage goes up one', () => {
  // Master Tactician example: opponent also orange in attack → drops to brown (MT has home advantage).
  assert.deepEqual(separateLevels('orange', 'orange', 0).levels, ['orange', 'brown']);
  assert.deepEqual(separateLevels('blue', 'blue', 0).levels, ['blue', 'green']);
  // Home advantage with the away side (People's Club): the home side drops.
  assert.deepEqual(separateLevels('blue', 'blue', 1).levels, ['green', 'blue']);
  assert.deepEqual(separateLevels('red', 'red', 0).levels, ['brown', 'red']);
  assert.deepEqual(separateLevels('red', 'red', 1).levels, ['red', 'brown']);
  assert.deepEqual(separateLevels('green', 'blue', 0).levels, ['green', 'blue']);
});

test('tactical value 15 = 4 + 1 + 1 (players) + 5 (dice) + 2 (ability) + 2 (card)', () => {
  const t = tacticalTotal({ players: [4, 1, 1], cards: 2, ability: 2, tacticalGenius: false }, 3, 2, false);
  assert.equal(t.total, 15);
  assert.equal(t.players, 6);
});

test('tactical winner: higher wins, tie → home advantage, a tactical genius on G wins outright, both → home advantage', () => {
  const side = (total: number, g = false, genius = false) => ({
    die: 0,
    genius: 0,
    g,
    players: total,
    cards: 0,
    ability: 0,
    total,
    tacticalGenius: genius,
  });
  assert.deepEqual(tacticalWinner(side(10), side(12), 0), { winner: 1, reason: 'higher' });
  assert.deepEqual(tacticalWinner(side(12), side(12), 0), { winner: 0, reason: 'tie' });
  assert.deepEqual(tacticalWinner(side(12), side(12), 1), { winner: 1, reason: 'tie' });
  assert.deepEqual(tacticalWinner(side(5, true, true), side(12), 1), { winner: 0, reason: 'genius' });
  // G without a tactical genius on the field does nothing special.
  assert.deepEqual(tacticalWinner(side(5, true, false), side(12), 0), { winner: 1, reason: 'higher' });
  // A tactical genius without G does nothing special.
  assert.deepEqual(tacticalWinner(side(5, false, true), side(12), 0), { winner: 1, reason: 'higher' });
  assert.deepEqual(tacticalWinner(side(5, true, true), side(12, true, true), 1), { winner: 1, reason: 'bothGenius' });
});

test('the wheel: home attacks on 1, 4, 5, 8, 9, 12 and defends on 2, 3, 6, 7, 10, 11', () => {
  const home = Array.from({ length: 12 }, (_, i) => i + 1).filter((t) => attackerOn(defaultData.wheel, t) === 0);
  assert.deepEqual(home, [1, 4, 5, 8, 9, 12]);
  // space k is first-half turn k and second-half turn 13 − k
  for (let k = 1; k <= 6; k++) {
    assert.equal(wheelSpace(k), k);
    assert.equal(wheelSpace(13 - k), k);
    assert.equal(attackerOn(defaultData.wheel, k), attackerOn(defaultData.wheel, 13 - k));
  }
  assert.equal(minuteOf(defaultData.wheel, 1), "0'");
  assert.equal(minuteOf(defaultData.wheel, 2), "15'");
  assert.equal(minuteOf(defaultData.wheel, 12), "90'");
  assert.equal(minuteOf(defaultData.wheel, 13), "90'+");
});

test('points: 3 for a win, 1 each for a draw, 0 for a loss', () => {
  assert.deepEqual(matchPoints([2, 1]), [3, 0]);
  assert.deepEqual(matchPoints([1, 1]), [1, 1]);
  assert.deepEqual(matchPoints([0, 3]), [0, 3]);
});

test('tie-breakers in order: points, goal difference, goals scored, goals scored as a visitor', () => {
  const r = (home: number, away: number, hg: number, ag: number, md = 1): ResultRow => ({
    md,
    group: 0,
    home,
    away,
    hg,
    ag,
  });
  // Points first.
  let t = standingsFrom([r(0, 1, 1, 0), r(2, 3, 5, 0)], [0, 1, 2, 3]);
  assert.deepEqual(
    t.map((x) => x.team),
    [2, 0, 1, 3],
  );
  // Equal points → goal difference: team 2 (+5) above team 0 (+1).
  assert.equal(t[0]?.gd, 5);
  // Equal points and goal difference → goals scored.
  t = standingsFrom([r(0, 1, 3, 2), r(2, 3, 1, 0)], [0, 1, 2, 3]);
  assert.deepEqual(
    t.slice(0, 2).map((x) => x.team),
    [0, 2],
  );
  // Equal points, difference and goals → goals scored away.
  t = standingsFrom([r(0, 1, 2, 1), r(3, 2, 1, 2)], [0, 1, 2, 3]);
  assert.equal(t[0]?.team, 2, 'team 2 scored its 2 goals away');
  assert.equal(t[0]?.away, 2);
  assert.equal(t[1]?.team, 0);
});

test('the two-match final: tie-breakers over the two legs, then over the championships', () => {
  const r = (home: number, away: number, hg: number, ag: number, md: number): ResultRow => ({
    md,
    group: md > 6 ? 2 : 0,
    home,
    away,
    hg,
    ag,
  });
  assert.equal(finalWinner([r(0, 4, 1, 0, 7), r(4, 0, 1, 1, 8)], 0, 4), 0);
  // Level on points and goals; team 4 scored more away.
  assert.equal(finalWinner([r(0, 4, 1, 2, 7), r(4, 0, 0, 1, 8)], 0, 4), 4);
  // Fully level in the final → the championships decide (team 4 had more points).
  const league = [r(4, 5, 3, 0, 1), r(0, 1, 0, 0, 1)];
  assert.equal(finalWinner([...league, r(0, 4, 1, 1, 7), r(4, 0, 1, 1, 8)], 0, 4), 4);
});

test('academy: 1 → bronze, 2 or G → silver, G → gold with the gold right', () => {
  assert.equal(talentLevel(1, false, false), 'bronze');
  assert.equal(talentLevel(2, false, true), 'silver');
  assert.equal(talentLevel(2, true, false), 'silver');
  assert.equal(talentLevel(2, true, true), 'gold');
});

test('academy keep choices respect the limit, one gold regardless of cost', () => {
  const t = newTeam('x', 'x');
  t.manager = 'youthAcademy'; // limit 4, keeps 2
  const gold = defaultData.players.filter((p) => p.level === 'gold').map((p) => p.id);
  const cheap = defaultData.players.find((p) => p.level === 'bronze')?.id as string;
  t.offer = [gold[0] as string, gold[1] as string, cheap];
  t.keep = 2;
  const choices = keepChoices(ix, t, true);
  assert.ok(choices.some((c) => c.length === 2 && c.includes(cheap)));
  assert.ok(
    !choices.some((c) => c.includes(gold[0] as string) && c.includes(gold[1] as string)),
    'two golds beyond the limit',
  );
  assert.deepEqual(
    keepChoices(ix, t, false).filter((c) => c.length > 0),
    [[cheap]],
  );
});

test('Super Agent Partnership: 1 off each player, never on a 1M player', () => {
  const t = newTeam('x', 'x');
  t.manager = 'superAgent';
  const p = (cost: number) => defaultData.players.find((x) => x.cost === cost);
  assert.equal(priceOf(ix, t, p(6)!), 5);
  assert.equal(priceOf(ix, t, p(2)!), 1);
  assert.equal(priceOf(ix, t, p(1)!), 1);
  t.manager = 'godfather';
  assert.equal(priceOf(ix, t, p(6)!), 6);
  assert.equal(managersPerPerson(10, 4), 2);
  assert.equal(managersPerPerson(10, 6), 1);
});
