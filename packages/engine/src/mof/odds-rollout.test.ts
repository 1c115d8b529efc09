import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playMatch } from '../core/bots.js';
import { defaultData, indexOf } from './data/index.js';
import { game } from './game.js';
import { goalChance, oddsRolloutBot, rerollChance } from './odds-rollout.js';
import { isOver, result } from './engine.js';
import { scenario } from './scenario.js';
import type { DieRoll, MatchState, MofState } from './types.js';

// Six players with no genius, so only the totals decide.
const plain = defaultData.players.filter((p) => !p.genius?.length).map((p) => p.id);
const redMatch = (): MofState =>
  scenario({
    home: { players: plain.slice(0, 3) },
    away: { players: plain.slice(3, 6) },
    levels: { home: { att: 'red', def: 'red' }, away: { att: 'red', def: 'red' } },
  });
const die = (total: number): DieRoll => ({ level: 'red', die: total - 1, genius: 1, g: false, total });

test('goalChance: red attack against red defence, no genius: P(attack total > defence total)', () => {
  const s = redMatch();
  // Red die 0,0,1,1,2,2 plus the genius die 1,1,2,2,2,2: totals 1, 2, 3, 4 in 4, 12, 12, 8 of 36.
  // A tie in (16 + 144 + 144 + 64) / 1296; the attack higher in half of the rest: 464 / 1296.
  assert.equal(goalChance(indexOf(s.data), s.matches[0] as MatchState, 0), 464 / 1296);
});

test('rerollChance: a missed attacker re-rolls against the defence as rolled; a hopeless re-roll is worth 0', () => {
  const s = redMatch();
  const ix = indexOf(s.data);
  const m = (att: number, def: number): MatchState => ({
    ...(s.matches[0] as MatchState),
    roll: { attacker: 0, att: die(att), def: die(def) },
  });
  // Against a defence total of 2 the attacker needs 3 or 4: 20 of its 36 rolls.
  assert.equal(rerollChance(ix, m(1, 2), 0), 20 / 36);
  // The defender of an attack total of 5 cannot reach 5 at red (4 at most): a goal stays a goal.
  assert.equal(rerollChance(ix, m(5, 1), 1), 0);
  // Against an attack total of 3 the defender needs 3 or 4 (a tie is no goal): 20 of 36.
  assert.equal(rerollChance(ix, m(3, 1), 1), 20 / 36);
});

test('oddsRolloutBot: plays whole matches to the end, the same for a seed', () => {
  const play = (seed: number) => {
    const { state } = playMatch(
      game,
      { seed: `odds${seed}` },
      { home: oddsRolloutBot(seed), away: oddsRolloutBot(seed + 1) },
    );
    assert.ok(isOver(state));
    return JSON.stringify(result(state));
  };
  for (let seed = 0; seed < 20; seed++) assert.equal(play(seed), play(seed));
});
