/**
 * Reference synergy deck (rulebook: "Synergy Cards"): 1 × 1★, 2 × 1★ with TACKLE, 5 × 2★,
 * 10 × 3★, 5 × 4★, 2 × 5★ — 25 cards. Ids are `<stars><letter>`, Tackles `1Ta`, `1Tb`.
 */
import { arr, bool, int, obj, str } from '../../core/schema.js';
import { Checker } from '../../core/validate.js';
import { trust } from '../../core/trusted.js';
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

const SYNERGY_CARD = obj({ id: str(40), stars: int(1, 5), tackle: bool });

/** Validates a publisher's synergy deck; throws RuleError('INVALID_DATA') naming the bad field. */
export function validateSynergy(input: unknown, path = 'synergy'): SynergyCardDef[] {
  const check = new Checker('INVALID_DATA', 'synergy data');
  const cards = arr(SYNERGY_CARD, 12, 100)(check, input, path);
  check.unique(
    cards.map((c) => c.id),
    path,
    'id',
  );
  return trust(cards);
}
