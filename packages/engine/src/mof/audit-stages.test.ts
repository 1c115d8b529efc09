/**
 * Rulebook audit (session 8): championship stages — the transfer market's hand limit and the
 * money cards a manager may play while discarding.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from './index.js';
import { driveUntil, prefer } from './test-utils.js';
import type { MofState } from './types.js';

const at = (stage: MofState['stage']) => (s: MofState) => s.stage === stage;

/** A championship at its first discard (transfer market), the team asked given `hand`. */
function discarding(hand: string[]): { s: MofState; t: number } {
  let s = mof.createChampionship({ seed: 3, seats: 4 });
  s = driveUntil(
    s,
    at('discard'),
    prefer((a) => a.type === 'buyPlayer'),
  ).state;
  const t = s.queue[0] as number;
  s = { ...s, queue: [t], teams: s.teams.map((x, i) => (i === t ? { ...x, hand, money: 5 } : x)) };
  return { s, t };
}

test('transfer market: a manager over the hand limit who plays a money card down to 5 cards keeps them', () => {
  // "Maximum hand is 5 cards — managers choose the cards to discard."
  const { s, t } = discarding(['sponsorship', 'chalkboard', 'longBall', 'parkTheBus', 'highPress', 'fergieTime']);
  assert.ok(mof.legalActions(s).some((a) => a.type === 'playCard' && a.card === 'sponsorship'));
  const next = mof.applyAction(s, { type: 'playCard', card: 'sponsorship' }).state;
  assert.equal(next.teams[t]?.hand.length, 5);
  assert.equal(next.teams[t]?.money, 7);
  assert.notEqual(next.stage, 'discard', 'at the limit: nothing more to discard');
  assert.ok(!mof.legalActions(next).some((a) => a.type === 'discardCard'));
});

test('transfer market: the discard stage asks only until the hand is down to 5', () => {
  const { s, t } = discarding([
    'chalkboard',
    'longBall',
    'parkTheBus',
    'highPress',
    'fergieTime',
    'freshLegs',
    'hardTackle',
  ]);
  let x = mof.applyAction(s, { type: 'discardCard', card: 'longBall' }).state;
  assert.equal(x.stage, 'discard');
  x = mof.applyAction(x, { type: 'discardCard', card: 'highPress' }).state;
  assert.equal(x.teams[t]?.hand.length, 5);
  assert.notEqual(x.stage, 'discard');
});
