// Test helpers for the MNE elements.
import { applyAction, createMatch, currentSeat, greedyBot, type MneAction } from '@pitchside/engine/mne';

/** The first `count` moves of a new match between the engine's greedy bots, seeded per seat as the elements seed them. */
export function greedyMoves(seed: string, count: number): MneAction[] {
  const bots = { home: greedyBot(`${seed}:home`), away: greedyBot(`${seed}:away`) };
  const moves: MneAction[] = [];
  let s = createMatch({ seed });
  for (let seat = currentSeat(s); seat && moves.length < count; seat = currentSeat(s)) {
    const action = bots[seat](s);
    moves.push(action);
    s = applyAction(s, action).state;
  }
  return moves;
}
