import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { applyAction, createMatch, isOver, legalActions } from './match.js';
import { randomBot } from './bots.js';
import { scenario } from './scenario.js';
import type { MneState } from './types.js';

/**
 * The random bot draws its action without listing them (issue 8), but it must be the very action
 * `rng.pick(legalActions(s))` gives with the same generator: same count, same order, same draw.
 */
function checkAgainstList(start: MneState, seed: number, what: string): number {
  let s = start;
  const bot = randomBot(seed);
  const twin = new Rng(seedRng(seed));
  let n = 0;
  for (; !isOver(s); n++) {
    const a = bot(s);
    if (s.phase !== 'lineup') {
      // The lineup is the one exception: a random bench, not an index into the 286 lineups.
      assert.deepEqual(a, twin.pick(legalActions(s)), `${what}, action ${n} (${s.phase}/${s.step})`);
    } else {
      twin.shuffle(new Array<number>(13).fill(0)); // keep the twin in step (a shuffle of the squad)
    }
    s = applyAction(s, a).state;
  }
  return n;
}

test('randomBot picks exactly what rng.pick(legalActions) would, in every step of seeded matches', () => {
  for (let i = 0; i < 60; i++) checkAgainstList(createMatch({ seed: `pick-${i}`, shootout: true }), i, `match ${i}`);
});

test('randomBot picks like rng.pick(legalActions) from scenario positions (full hands, pairs of attack cards)', () => {
  const s = scenario({
    home: { field: ['h-cm@1,1', 'h-st@0,2', 'h-wg@0,4'], hand: [5, 4, 3, 2] },
    away: { hand: [1, 'tackle'] },
    control: 'aggressive',
    step: 'player',
  });
  for (let i = 0; i < 40; i++) checkAgainstList(s, 100 + i, `scenario ${i}`);
});

test('randomBot returns a new action object every time (a caller may change one without changing the next)', () => {
  for (let i = 0; i < 20; i++) {
    const bot = randomBot(i);
    const seen = new Set<object>();
    let n = 0;
    for (let s = createMatch({ seed: `fresh-${i}` }); !isOver(s); n++) {
      const a = bot(s);
      assert.ok(!seen.has(a), `match ${i}, action ${n} (${a.type}) was returned before`);
      seen.add(a);
      s = applyAction(s, a).state;
    }
  }
});
