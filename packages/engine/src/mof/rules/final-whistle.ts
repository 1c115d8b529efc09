/**
 * Final Whistle (rulebook: Final Whistle; Variable Cost of "Win Bonus"). 3 points for a win, 1 each
 * for a draw, 0 for a loss. A variable-cost card is paid now: the points its team won (never more
 * than the money in hand).
 */
export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

export function matchPoints(score: readonly [number, number]): [number, number] {
  if (score[0] > score[1]) return [POINTS.win, POINTS.loss];
  if (score[0] < score[1]) return [POINTS.loss, POINTS.win];
  return [POINTS.draw, POINTS.draw];
}
