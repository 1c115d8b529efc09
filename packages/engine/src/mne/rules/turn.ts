/**
 * Turns (rulebook: "Game Play", "1. Team Action", "Injury Time"). A turn is Team Action then
 * Player Action; the Team Action is skipped when impossible and in Injury Time. When the deck ran out
 * during a turn, the next turn (the other team's) is Injury Time; the half ends right after it.
 */
import { other, type Ctx } from './context.js';
import { endHalf } from './half-time.js';
import { skipTeamActionIfImpossible } from './team-action.js';

export { skipTeamActionIfImpossible };

/** Starts the turn of `ctx.s.active`. */
export function beginTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.turn += 1;
  s.step = 'team';
  s.placed = null;
  s.subOpen = false;
  ctx.events?.push({ type: 'turnStarted', seat: s.active, turn: s.turn, injuryTime: s.injuryTime });
  skipTeamActionIfImpossible(ctx);
}

export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  ctx.events?.push({ type: 'turnEnded', seat: s.active });
  s.placed = null;
  s.subOpen = false;
  if (s.injuryTime) {
    endHalf(ctx);
    return;
  }
  s.injuryTime = s.deckRanOut;
  s.deckRanOut = false;
  s.active = other(s.active);
  beginTurn(ctx);
}
