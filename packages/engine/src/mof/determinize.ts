/**
 * Sampling a Masters of Football state consistent with what one seat can see (`viewFor`), for the
 * search bot (core/mcts.ts). Resampled: the RNG (so the dice to come are unknown), the order of
 * every player stack, the action cards the seat cannot see (other teams' hands and the action
 * stack: one pool, shuffled and dealt back in the same numbers), and an opponent's tactic card
 * still face down. Not resampled (a small leak, kept for speed): other teams' player offers and
 * manager offers, an opponent's lineup or face-down cards in the short moment before the reveal.
 */
import { Rng } from '../core/rng.js';
import type { MatchState, MofState } from './types.js';
import { TACTICS } from './types.js';

export function determinize(s: MofState, seat: string, rng: Rng): MofState {
  const hidden = (i: number) => s.teams[i]?.seat !== seat;
  const pool = s.decks.actions.slice();
  s.teams.forEach((t, i) => {
    if (hidden(i)) pool.push(...t.hand);
  });
  // Sorted first: where the unseen cards really are must not change the sample (a fair bot decides
  // from its view only; the same view and seed give the same worlds).
  rng.shuffle(pool.sort());
  let k = 0;
  const deal = (n: number) => pool.slice(k, (k += n));
  const actions = deal(s.decks.actions.length);
  const teams = s.teams.map((t, i) => (hidden(i) && t.hand.length > 0 ? { ...t, hand: deal(t.hand.length) } : t));
  const shuffled = (list: string[]) => rng.shuffle(list.slice().sort());
  const matches = s.matches.map((m): MatchState => {
    const sides = m.sides.map((sd) =>
      hidden(sd.team) && !sd.revealed && sd.tactic !== null ? { ...sd, tactic: rng.pick(TACTICS) } : sd,
    ) as MatchState['sides'];
    return sides[0] === m.sides[0] && sides[1] === m.sides[1] ? m : { ...m, sides };
  });
  return {
    ...s,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1],
    teams,
    matches,
    decks: {
      ...s.decks,
      gold: shuffled(s.decks.gold),
      silver: shuffled(s.decks.silver),
      bronze: shuffled(s.decks.bronze),
      wood: shuffled(s.decks.wood),
      actions,
    },
  };
}
