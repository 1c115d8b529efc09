import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../core/errors.js';
import { defaultData, validateData } from './index.js';
import { symbolCoverage, SYMBOLS } from '../symbols.js';
import { createChampionship, createMatch } from '../setup.js';
import { applyAction, currentSeat } from '../engine.js';
import { randomBot } from '../bots.js';
import type { MofData } from '../types.js';

const copy = (): MofData => JSON.parse(JSON.stringify(defaultData)) as MofData;
const badField = (data: unknown, field: string) =>
  assert.throws(
    () => validateData(data),
    (e: unknown) => e instanceof RuleError && e.code === 'INVALID_DATA' && e.field === field,
    field,
  );

test('the reference set: 10 managers, 66 players over four levels, 50 action cards, 16 tactic cards, 4 non-person teams', () => {
  assert.equal(defaultData.managers.length, 10);
  assert.equal(defaultData.players.length, 66);
  const levels = new Set(defaultData.players.map((p) => p.level));
  assert.deepEqual([...levels].sort(), ['bronze', 'gold', 'silver', 'wood']);
  assert.equal(
    defaultData.cards.reduce((n, c) => n + (c.copies ?? 1), 0),
    50,
  );
  assert.equal(defaultData.tacticSets * 4, 16);
  assert.equal(defaultData.nonPerson.length, 4);
  const types = new Set(defaultData.cards.map((c) => c.type));
  assert.deepEqual([...types].sort(), ['antiFootball', 'corruption', 'evolution', 'strategy']);
  for (const name of [
    'Win Bonus',
    'Disallowed Goal',
    'Whistleblower',
    'Wonderkid',
    'Call to Arms',
    'Continuous Movement',
  ]) {
    assert.ok(
      defaultData.cards.some((c) => c.name === name),
      name,
    );
  }
  for (const name of [
    'The Godfather',
    'The Special One',
    'Joga Bonito',
    'Stadium Inferno',
    "The People's Club",
    'Super Agent Partnership',
    'Youth Academy',
    'Master Tactician',
  ]) {
    assert.ok(
      defaultData.managers.some((m) => m.name === name),
      name,
    );
  }
  assert.deepEqual(
    defaultData.nonPerson.map((t) => [t.name, t.tactic]),
    [
      ['Two Architects and a Mole', 'possession'],
      ['High Above the Sky', 'direct'],
      ['Two Chisels and an Artist', 'physical'],
      ['The Bald, the Beauty and the Kid', 'defensive'],
    ],
  );
  for (const p of defaultData.players) for (const v of [...p.att, ...p.def]) assert.ok(v >= 0 && v <= 7);
});

test('every symbol of the Game Symbols page is used by at least one card, manager or player', () => {
  const coverage = symbolCoverage(defaultData);
  assert.equal(Object.keys(coverage).length, Object.keys(SYMBOLS).length);
  for (const [symbol, users] of Object.entries(coverage)) assert.ok(users.length > 0, `${symbol} is unused`);
  // A set without any re-roll-for-1M holder is reported as such.
  const data = copy();
  data.managers = data.managers.filter((m) => m.id !== 'specialOne');
  assert.deepEqual(symbolCoverage(data).reRollAttackOrDefenceFor1M, []);
});

test('publisher data is validated like user data: the error names the bad field', () => {
  let d: MofData = copy();
  (d.players[3] as { pos: string }).pos = 'GK';
  badField(d, 'players[3].pos');
  d = copy();
  (d.players[0] as { att: number[] }).att = [1, 2, 8, 1];
  badField(d, 'players[0].att[2]');
  d = copy();
  (d.cards[5] as { effects: unknown[] }).effects = [{ k: 'att', n: 'two' }];
  badField(d, 'cards[5].effects[0].n');
  d = copy();
  (d.cards[0] as { tactics: string[] }).tactics = ['possession', 'catenaccio'];
  badField(d, 'cards[0].tactics[1]');
  d = copy();
  delete (d.cards[3] as { home?: boolean }).home; // forceDirect without "requires home advantage"
  badField(d, 'cards[3].home');
  d = copy();
  (d.managers[1] as { abilities: unknown[] }).abilities = [{ k: 'block' }];
  badField(d, 'managers[1].abilities[0].k');
  d = copy();
  (d.players[1] as { id: string }).id = d.players[0]?.id as string;
  badField(d, 'players[1]');
  d = copy();
  (d.dice.thresholds as number[])[2] = 1;
  badField(d, 'dice.thresholds[2]');
  d = copy();
  (d as unknown as { extra: number }).extra = 1;
  badField(d, 'extra');
  assert.throws(
    () => validateData(null),
    (e: unknown) => e instanceof RuleError && e.code === 'INVALID_DATA',
  );
});

test('the default set is what validateData makes of it: it is trusted on load without being checked', () => {
  // The same JSON, keys in the same order (saved states and their hashes depend on it).
  assert.equal(JSON.stringify(validateData(copy())), JSON.stringify(defaultData));
  assert.ok(Object.isFrozen(defaultData.players[0]));
});

test('a publisher set is used by createMatch once validateData has checked it (a frozen copy)', () => {
  const data = copy();
  data.cards = data.cards.map((c) =>
    c.id === 'chalkboard' ? { ...c, name: 'Tactics Board', effects: [{ k: 'tac', n: 3 }] } : c,
  );
  const checked = validateData(data);
  assert.notEqual(checked, data);
  assert.ok(Object.isFrozen(checked) && Object.isFrozen(checked.cards[0]));
  const s = createMatch({ seed: 1, data: checked, home: { cards: ['chalkboard'] } });
  assert.equal(s.data, checked);
  assert.equal(s.data.cards.find((c) => c.id === 'chalkboard')?.name, 'Tactics Board');
  // Validate once, use many times: a championship takes the same checked set.
  assert.equal(createChampionship({ seed: 1, seats: 2, data: checked }).data, checked);
  (data.players[0] as { cost: number }).cost = -1;
  assert.throws(
    () => validateData(data),
    (e: unknown) => e instanceof RuleError && e.code === 'INVALID_DATA' && e.field === 'players[0].cost',
  );
});

test('createMatch and createChampionship refuse data validateData did not return, even a valid copy', () => {
  const unchecked = (e: unknown) =>
    e instanceof RuleError && e.code === 'UNCHECKED_DATA' && e.field === 'data' && /validateData\(\)/.test(e.message);
  for (const data of [copy(), { ...validateData(copy()) }, null, 'default'])
    for (const create of [
      () => createMatch({ seed: 1, data: data as MofData }),
      () => createChampionship({ seed: 1, seats: 2, data: data as MofData }),
    ])
      assert.throws(create, unchecked);
  // The default set itself, and no data at all, are fine.
  assert.equal(createMatch({ seed: 1, data: defaultData }).data, defaultData);
  assert.equal(createMatch({ seed: 1 }).data, defaultData);
});

test("a publisher's dice decide the match's rolls: value thresholds, die faces and the tactic die", () => {
  const data = copy();
  // Every value reaches the top level (the equal-level rule may lower one side by one), every
  // level die shows 7, the genius die 1 (its genius face 0) and the tactic die 1: never extra time.
  data.dice = {
    tactic: [1, 1],
    genius: [1, 1],
    geniusIndex: 0,
    thresholds: [-50, -49, -48, -47, -46],
    faces: Object.fromEntries(Object.keys(data.dice.faces).map((l) => [l, [7, 7]])) as MofData['dice']['faces'],
  };
  const checked = validateData(data);
  let rolls = 0;
  let injury = 0;
  for (let seed = 1; seed <= 20; seed++) {
    let s = createMatch({ seed, data: checked });
    const bots = { home: randomBot(2 * seed), away: randomBot(2 * seed + 1) };
    for (let seat = currentSeat(s); seat !== null; seat = currentSeat(s)) {
      const { state, events } = applyAction(s, bots[seat as 'home' | 'away'](s));
      for (const e of events) {
        if (e.type === 'diceRolled') {
          rolls++;
          for (const r of [e.att, e.def]) {
            assert.ok(r.level === 'purple' || r.level === 'blue', `level ${r.level}`);
            assert.deepEqual([r.die, r.genius, r.total], [7, 1, 8]);
          }
        }
        if (e.type === 'injuryTime') {
          injury++;
          assert.deepEqual([e.die, e.extra], [1, false]);
        }
        if (e.type === 'tacticalRoll')
          for (const side of [e.home, e.away]) assert.deepEqual([side.die, side.genius], [1, 1]);
      }
      s = state;
    }
  }
  assert.ok(rolls > 200 && injury > 0, `${rolls} rolls, ${injury} injury-time rolls`);
});
