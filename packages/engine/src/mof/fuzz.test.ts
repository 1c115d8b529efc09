import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { isRuleError } from '../core/errors.js';
import * as mof from './index.js';
import { deepFreeze } from './test-support.js';
import type { MofAction, MofState } from './types.js';

const TYPES = [
  'chooseManager',
  'buyPlayer',
  'endBuying',
  'rollAcademy',
  'keepAcademy',
  'releasePlayer',
  'discardCard',
  'swapCard',
  'pickTeam',
  'chooseTactic',
  'announceCards',
  'playCard',
  'endCards',
  'rerollTactics',
  'announceSubstitution',
  'substitute',
  'reroll',
  'extraAttack',
  'disallowGoal',
  'skipTurn',
  'blowWhistle',
  'roll',
  'pass',
  'fly',
];
const CODES = new Set(['ILLEGAL_ACTION', 'MALFORMED_ACTION', 'NOT_YOUR_TURN', 'NOT_ENOUGH_MONEY']);

function junk(rng: Rng, s: MofState): unknown {
  const ids = [
    ...s.teams.flatMap((t) => [...t.squad, ...t.hand, ...t.offer]),
    'ability',
    'paid',
    'nobody',
    'godfather',
  ];
  const any = () => rng.pick<unknown>([rng.pick(ids), 3, null, true, [rng.pick(ids)], {}, undefined]);
  const a: Record<string, unknown> = { type: rng.pick(TYPES) };
  for (const f of [
    'manager',
    'player',
    'card',
    'tactic',
    'play',
    'source',
    'when',
    'out',
    'in',
    'players',
    'seat',
    'match',
  ]) {
    if (rng.next() < 0.25) a[f] = f === 'players' ? [rng.pick(ids), rng.pick(ids), rng.pick(ids)] : any();
  }
  return rng.next() < 0.05 ? rng.pick<unknown>([null, 'pass', 7, []]) : a;
}

test('fuzz: random junk actions either apply (when legal) or fail with a stable code, input untouched', () => {
  const rng = new Rng(seedRng('fuzz'));
  let tried = 0;
  for (let game = 0; game < 12; game++) {
    let s = mof.createChampionship({ seed: game, seats: [2, 4, 6][game % 3] });
    const bot = mof.randomBot(game);
    for (let step = 0; !mof.isOver(s) && step < 400; step++) {
      deepFreeze(s);
      const before = JSON.stringify(s);
      for (let k = 0; k < 3; k++) {
        const a = junk(rng, s);
        tried++;
        try {
          mof.applyAction(s, a as MofAction);
        } catch (e) {
          assert.ok(isRuleError(e) && CODES.has(e.code), `unexpected ${String(e)} for ${JSON.stringify(a)}`);
        }
      }
      assert.equal(JSON.stringify(s), before);
      s = mof.applyAction(s, bot(s)).state;
    }
  }
  assert.ok(tried > 1000);
});
