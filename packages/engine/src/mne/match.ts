/**
 * The match contract, shared by both games (see README.md): createMatch, legalActions,
 * applyAction, currentSeat, isOver, result. applyAction checks the action's shape, whose move it is and that
 * the action fits the current step, then hands it to the rule that owns it. It never mutates its
 * input: rules work on a copy-on-write context (rules/context.ts).
 */
import { RuleError } from '../core/errors.js';
import type { Applied, InPlaceStepper } from '../core/game.js';
import { closeCopy, openCopy, openInPlace, ownState, type Ctx } from './rules/context.js';
import { advanceHalfTime, applyShootoutKick, markReady, matchResult } from './rules/half-time.js';
import { applyEffect, applyKeep, skipEffect } from './rules/immediate-effect.js';
import {
  applyDeclineShot,
  applyDirectAttack,
  applyPlace,
  applyShoot,
  applyUnorganisedShot,
} from './rules/player-action.js';
import { applyDraftPick, applyLineup, createMatchState } from './rules/setup.js';
import { applyCommitAttack, applyDefend, applyPenalty } from './rules/shot.js';
import { applySubstitute } from './rules/substitution.js';
import { applyPass, applyPress } from './rules/team-action.js';
import { currentSeat } from './rules/to-act.js';
import { skipTeamActionIfImpossible } from './rules/turn.js';
import { listActions } from './action-index.js';
import { checkAction } from './action-shape.js';
import type { MatchResult, MneAction, MneActionType, MneEvent, MneSetup, MneState, Seat } from './types.js';

export function createMatch(setup: MneSetup): MneState {
  return createMatchState(setup);
}

export { currentSeat };

export function isOver(s: MneState): boolean {
  return s.phase === 'over';
}

/** The result of a finished match (score, winner or null for a draw, shootout goals). */
export function result(s: MneState): MatchResult | null {
  return s.phase === 'over' ? matchResult(s) : null;
}

/** The action types the current step accepts. */
function allowedTypes(s: MneState): readonly MneActionType[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'draft':
      return ['draftPick'];
    case 'lineup':
      return ['lineup'];
    case 'halfTime':
      return ['substitute', 'ready'];
    case 'shootout':
      return ['penalty'];
    case 'play':
      return STEP_TYPES[s.step];
  }
}

const STEP_TYPES: Record<MneState['step'], readonly MneActionType[]> = {
  team: ['pass', 'press', 'substitute'],
  player: ['place', 'directAttack', 'unorganisedShot', 'substitute'],
  effect: ['applyEffect', 'skipEffect'],
  tempo: ['keep'],
  shoot: ['shoot', 'declineShot'],
  attack: ['commitAttack'],
  defence: ['defend'],
  penaltyKick: ['penalty'],
  penaltySave: ['penalty'],
};

/** Every legal action for whoever must act now; empty when the match is over (order: action-index.ts). */
export function legalActions(s: MneState): MneAction[] {
  const out: MneAction[] = [];
  if (currentSeat(s) !== null) listActions(s, out);
  return out;
}

/** Applies one action. Pure: returns the next state and the events, in order; `s` is untouched. */
export function applyAction(s: MneState, action: MneAction): Applied<MneState, MneEvent> {
  const seat = currentSeat(s);
  if (seat === null) throw new RuleError('GAME_OVER', 'The match is over; no more actions.');
  const a = checkAction(action);
  if (a.seat !== undefined && a.seat !== seat) {
    throw new RuleError('NOT_YOUR_TURN', `It is ${seat}'s move, not ${a.seat}'s.`, 'seat');
  }
  if (!allowedTypes(s).includes(a.type)) {
    throw new RuleError(
      'ILLEGAL_ACTION',
      `${a.type} is not possible now (${s.phase === 'play' ? `step ${s.step}` : s.phase}); expected one of ${allowedTypes(s).join(', ')}.`,
      'type',
    );
  }
  const ctx = openCopy(s);
  dispatch(ctx, a, seat);
  return { state: closeCopy(ctx), events: ctx.events as MneEvent[] };
}

/**
 * The in-place fast path (core's InPlaceStepper) for loops that own their state: `playMatch`,
 * search playouts. `advance` runs the same rules as `applyAction` (through `dispatch`) on the state
 * itself, without the copy, the events or the checks of the action's shape and turn — so it must be
 * given an action that is legal now (from `legalActions` or a bot). `own` copies a state once so
 * that `advance` may change the copy.
 */
export const inPlace: InPlaceStepper<MneState, MneAction> = {
  own: ownState,
  advance(s: MneState, a: MneAction): void {
    const ctx = openInPlace(s);
    // The seat is asked for only by the actions that need it (see `dispatch`).
    dispatch(ctx, a, null);
    closeCopy(ctx);
  },
};

/** Applies `a` for `seat` (null: the current seat, found only if the action needs it). */
function dispatch(ctx: Ctx, a: MneAction, seat: Seat | null): void {
  // Any other action closes an open substitution occasion. (One read of `type`: actions come in
  // many shapes, so each read is a slow megamorphic load.)
  const type = a.type;
  if (type !== 'substitute') ctx.s.subOpen = false;
  // Cases in the order of how often a match plays them: each is one more comparison.
  switch (type) {
    case 'place':
      return applyPlace(ctx, a);
    case 'defend':
      return applyDefend(ctx, a);
    case 'press':
      return applyPress(ctx);
    case 'directAttack':
      return applyDirectAttack(ctx, a);
    case 'unorganisedShot':
      return applyUnorganisedShot(ctx);
    case 'skipEffect':
      return skipEffect(ctx);
    case 'applyEffect':
      return applyEffect(ctx, a);
    case 'pass':
      return applyPass(ctx, a);
    case 'substitute':
      applySubstitute(ctx, seat ?? (currentSeat(ctx.s) as Seat), a);
      if (ctx.s.phase === 'play') skipTeamActionIfImpossible(ctx);
      return;
    case 'commitAttack':
      return applyCommitAttack(ctx, a);
    case 'penalty':
      return ctx.s.phase === 'shootout' ? applyShootoutKick(ctx, a) : applyPenalty(ctx, a);
    case 'shoot':
      return applyShoot(ctx, a);
    case 'declineShot':
      return applyDeclineShot(ctx);
    case 'keep':
      return applyKeep(ctx, a);
    case 'draftPick':
      return applyDraftPick(ctx, a);
    case 'lineup':
      return applyLineup(ctx, a);
    case 'ready':
      markReady(ctx, seat ?? (currentSeat(ctx.s) as Seat));
      return advanceHalfTime(ctx);
  }
}
