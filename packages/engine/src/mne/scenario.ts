/**
 * `scenario(desc)`: a mid-game position to play on from a compact description (tests, docs, rule
 * examples in blog posts): read and checked as scenario-position.ts reads it, the synergy cards it
 * does not place shuffled into the deck (or discard) by a generator seeded with `desc.seed`. Every
 * problem is a RuleError('INVALID_SCENARIO') naming the field.
 */
import { Rng, seedRng } from '../core/rng.js';
import { loadData } from './data/index.js';
import { readPosition } from './scenario-position.js';
import type { MneState, ScenarioDesc } from './types.js';

export function scenario(desc: ScenarioDesc): MneState {
  return readPosition(
    desc,
    (rest, seed) => {
      const rng = new Rng(seedRng(seed ?? 'scenario'));
      return { rest: rng.shuffle(rest), rng: rng.state };
    },
    loadData,
  );
}
