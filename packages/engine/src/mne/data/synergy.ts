/**
 * Reference synergy deck (rulebook: "Synergy Cards"): 1 × 1★, 2 × 1★ with TACKLE, 5 × 2★,
 * 10 × 3★, 5 × 4★, 2 × 5★ — 25 cards. Ids are `<stars><letter>`, Tackles `1Ta`, `1Tb`.
 */
import { Checker, join } from '../../core/validate.js';
import type { SynergyCardDef } from '../types.js';

const DISTRIBUTION: [stars: number, count: number, tackle: boolean][] = [
  [1, 1, false],
  [1, 2, true],
  [2, 5, false],
  [3, 10, false],
  [4, 5, false],
  [5, 2, false],
];

export const DEFAULT_SYNERGY: readonly SynergyCardDef[] = Object.freeze(
  DISTRIBUTION.flatMap(([stars, count, tackle]) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${stars}${tackle ? 'T' : ''}${String.fromCharCode(97 + i)}`,
      stars,
      tackle,
    })),
  ),
);

/** Validates a publisher's synergy deck; throws RuleError('INVALID_DATA') naming the bad field. */
export function validateSynergy(input: unknown, path = 'synergy'): SynergyCardDef[] {
  const check = new Checker('INVALID_DATA', 'synergy data');
  const list = check.array(input, path, 12, 100);
  const cards = list.map((raw, i) => {
    const p = join(path, i);
    const o = check.object(raw, p);
    check.onlyKeys(o, p, ['id', 'stars', 'tackle']);
    return {
      id: check.string(o.id, join(p, 'id'), { maxLength: 40 }),
      stars: check.int(o.stars, join(p, 'stars'), 1, 5),
      tackle: check.boolean(o.tackle, join(p, 'tackle')),
    };
  });
  check.unique(
    cards.map((c) => c.id),
    path,
    'id',
  );
  return cards;
}
