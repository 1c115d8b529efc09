/**
 * A team's cards (rulebook: "Game Setup", "Lineup"): the empty team a match or a position starts
 * from, the number of starters, and a squad (base cards and signed Star Players). A leaf of the
 * rules: a position (scenario.ts) and its checks (consistency.ts) need it without the match flow.
 */
import { copyOf, pushAll } from '../../core/lists.js';
import { lookup } from '../data/index.js';
import type { MneState, Seat, TeamState } from '../types.js';

export const STARTERS = 10;

export function emptyTeam(): TeamState {
  return { front: [], field: [], subs: [], out: [], hand: [], tokens: [], subsUsed: 0, score: 0 };
}

/** The squad of `seat`: its base cards and its signed stars (in a scenario position, its cards there). */
export function squad(s: MneState, seat: Seat): string[] {
  if (s.squads) return s.squads[seat].slice();
  // Named properties, not base[seat] (a slow computed-key load; a lineup reads each squad three times).
  const ids = lookup(s.data).base;
  const base = seat === 'home' ? ids.home : ids.away;
  if (!s.draft) return copyOf(base);
  return joined(base, seat === 'home' ? s.draft.picked.home : s.draft.picked.away);
}

/** `a` then `b`, a new array (concat is slow on this path). */
export function joined(a: readonly string[], b: readonly string[]): string[] {
  const out = copyOf(a);
  pushAll(out, b);
  return out;
}
