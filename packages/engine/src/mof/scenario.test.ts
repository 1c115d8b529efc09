import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import { scenario } from './scenario.js';
import { defaultData, validateData } from './data/index.js';
import type { ScenarioDesc } from './types.js';

const BASE: ScenarioDesc = {
  home: { players: ['g01', 'g02', 'b01'], bench: ['b02'] },
  away: { players: ['g03', 'g04', 'b03'] },
};

const rejects = (desc: unknown, field: string | undefined) =>
  assert.throws(
    () => scenario(desc as ScenarioDesc),
    (e: unknown) => isRuleError(e) && e.code === 'INVALID_SCENARIO' && e.field === field,
    String(field),
  );

test('scenario: the described turn, score, tactic, home advantage, levels and cards in effect', () => {
  const s = scenario({
    ...BASE,
    tactic: 'direct',
    turn: 8,
    score: [2, 1],
    ha: 'away',
    levels: { home: { att: 'purple' }, away: { def: 'red' } },
    home: { ...BASE.home, inEffect: ['callToArms', 'personalTrainer@g02'] },
  });
  const m = s.matches[0]!;
  assert.deepEqual([m.tactic, m.turn, m.phase, m.ha, m.score], ['direct', 8, 'secondHalf', 1, [2, 1]]);
  assert.deepEqual(m.sides[0].lineup, ['g01', 'g02', 'b01']);
  assert.deepEqual(s.teams[0]?.squad, ['g01', 'g02', 'b01', 'b02']);
  assert.equal(m.levels?.[0].attLevel, 'purple');
  assert.equal(m.levels?.[1].defLevel, 'red');
  assert.deepEqual(
    m.cards.map((c) => [c.card, c.side, c.player]),
    [
      ['callToArms', 0, undefined],
      ['personalTrainer', 0, 'g02'],
    ],
  );
  assert.deepEqual(m.pending, { kind: 'roll', side: 0 }); // turn 8: the home side attacks
});

test('scenario: a bad description is INVALID_SCENARIO naming the field', () => {
  rejects(null, undefined);
  rejects({ ...BASE, weather: 'rain' }, 'weather');
  rejects({ ...BASE, home: { players: ['g01', 'g02'] } }, 'home.players');
  rejects({ ...BASE, away: { ...BASE.away, bench: ['b04', 7] } }, 'away.bench[1]');
  rejects({ ...BASE, tactic: 'longBall' }, 'tactic');
  rejects({ ...BASE, turn: 14 }, 'turn');
  rejects({ ...BASE, score: [1] }, 'score');
  rejects({ ...BASE, ha: 0 }, 'ha');
  rejects({ ...BASE, levels: { home: { att: 'gold' } } }, 'levels.home.att');
  rejects({ ...BASE, levels: { home: { tac: 'red' } } }, 'levels.home.tac');
  rejects({ ...BASE, home: { ...BASE.home, inEffect: 'callToArms' } }, 'home.inEffect');
  rejects({ ...BASE, home: { ...BASE.home, inEffect: ['noSuchCard'] } }, 'home.inEffect[0]');
  rejects({ ...BASE, home: { ...BASE.home, inEffect: ['hardTackle@g01'] } }, 'home.inEffect[0]');
  // Checked by the match setup, reported as the scenario's.
  rejects({ ...BASE, home: { ...BASE.home, manager: 'nobody' } }, 'home.manager');
  rejects({ ...BASE, away: { ...BASE.away, money: -1 } }, 'away.money');
});

test('scenario: a data set of its own, given as plain JSON, is checked and used; a bad one is INVALID_SCENARIO', () => {
  const data = JSON.parse(JSON.stringify(defaultData)) as typeof defaultData;
  data.players = data.players.map((p) => (p.id === 'g01' ? { ...p, name: 'Own Star' } : p));
  const s = scenario({ ...BASE, data });
  assert.equal(s.data.players.find((p) => p.id === 'g01')?.name, 'Own Star');
  // A set validateData returned is used as it is.
  const checked = validateData(data);
  assert.equal(scenario({ ...BASE, data: checked }).data, checked);
  (data.players[0] as { cost: number }).cost = -1;
  rejects({ ...BASE, data }, 'players[0].cost');
});
