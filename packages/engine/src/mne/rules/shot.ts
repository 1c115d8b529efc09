/**
 * Attempting a shot (rulebook: "Step 3. Attempt a Shot", "Step 4. Defender Reaction", "Step 5. Goal
 * Check", "Tackle Cards", "Penalty Kick", "Goal", "Shoot Token", "Clarifications"; decisions:
 * docs/rules/mne.md#shots, #goal-check, #penalty-kick).
 *
 * Attack: Basic Attack Power (live attack icons created by the shooter) + a mandatory face-down deck
 * card + up to 1 (Normal) / 2 (Aggressive) / 0 (Defensive) cards from hand. Defence: Basic Defence
 * Power − the shooter's Crack (not below 0) + a mandatory deck card + optionally one more from hand or
 * deck. Goal Check: 12+ Ball Out (defence discarded unrevealed, Tackle void); 11 Wonder Goal (only a
 * Tackle stops it); 1–10 goal when higher. A revealed Tackle → Penalty Kick. The unorganised shot has
 * no Basic Attack, no Crack and no Magic Number. Afterwards the Shoot Token is flipped.
 */
import { RuleError } from '../../core/errors.js';
import { controlState } from '../track.js';
import type {
  CommitAttackAction,
  DefendAction,
  Direction,
  PenaltyAction,
  PlayedSynergy,
  Seat,
  ShotKind,
  ShotState,
} from '../types.js';
import { appended, copyOf, without, indexIn } from '../../core/lists.js';
import { other, shotToWrite, team, teamOf, type Ctx } from './context.js';
import { discardPlayed, drawable, takeFromDeck } from './synergy-deck.js';
import { basicAttackPower, fieldCardInfo } from './tactical-icons.js';
import { endTurn } from './turn.js';
import {
  attackHandLimit,
  fillGoalCheck,
  goalCheckNumbers,
  handCardsAllowed,
  noNumbers,
  type GoalCheckNumbers,
} from './goal-check.js';

export { attackHandLimit, goalCheckNumbers, type GoalCheckNumbers };

export const DIRECTIONS: readonly Direction[] = ['left', 'centre', 'right'];

/** Declares a shot: the token goes face up on `icon`, the mandatory deck card goes face down. */
export function startShot(ctx: Ctx, kind: ShotKind, shooter: string | null, icon: string | null): void {
  const s = ctx.s;
  const seat = s.active;
  const t = teamOf(s, seat);
  const basicAttack = shooter ? basicAttackPower(s.data, t, shooter) : 0;
  const crack = shooter ? fieldCardInfo(s.data, t.field, shooter).crack : 0;
  const shot: ShotState = {
    kind,
    attacker: seat,
    shooter,
    icon,
    basicAttack,
    crack,
    ignoreDefence: kind === 'freeShot',
    attackCards: [],
    defenceCards: [],
    kick: null,
  };
  s.shot = shot;
  ctx.events?.push({ type: 'shotDeclared', seat, kind, shooter, icon, basicAttack, crack });
  const first = takeFromDeck(ctx);
  if (first !== null) {
    shot.attackCards = [{ card: first, from: 'deck' }];
    ctx.events?.push({ type: 'synergyPlayed', seat, side: 'attack', from: 'deck', card: first });
  }
  s.step = 'attack';
  // No choice to make (Defensive, or an empty hand): the defence reacts at once.
  if (attackHandLimit(s, seat) === 0) startDefence(ctx);
}

export function applyCommitAttack(ctx: Ctx, a: CommitAttackAction): void {
  const s = ctx.s;
  const seat = s.active;
  const limit = handCardsAllowed(s, seat);
  if (a.cards.length > limit) {
    throw new RuleError(
      'ILLEGAL_ACTION',
      `In the ${controlState(s.data.track, s.marker, seat)} Control State at most ${limit} synergy card(s) may come from hand.`,
    );
  }
  let hand = teamOf(s, seat).hand;
  for (const c of a.cards) {
    if (indexIn(hand, c) < 0)
      throw new RuleError('ILLEGAL_ACTION', `${c} is not in the attacker's hand (or is repeated).`);
    hand = without(hand, c);
  }
  const shot = shotToWrite(ctx);
  if (a.cards.length > 0) {
    team(ctx, seat).hand = hand;
    const played = copyOf(shot.attackCards);
    for (const card of a.cards) {
      played.push({ card, from: 'hand' });
      ctx.events?.push({ type: 'synergyPlayed', seat, side: 'attack', from: 'hand', card });
    }
    shot.attackCards = played;
  }
  startDefence(ctx);
}

/** Step 4: the defender's mandatory deck card, then the defender chooses a second card or none. */
function startDefence(ctx: Ctx): void {
  const s = ctx.s;
  const defender = other(s.active);
  const shot = shotToWrite(ctx);
  const first = takeFromDeck(ctx);
  if (first !== null) {
    shot.defenceCards = [{ card: first, from: 'deck' }];
    ctx.events?.push({ type: 'synergyPlayed', seat: defender, side: 'defence', from: 'deck', card: first });
  }
  s.step = 'defence';
}

export function applyDefend(ctx: Ctx, a: DefendAction): void {
  const s = ctx.s;
  const defender = other(s.active);
  const shot = shotToWrite(ctx);
  if (a.add === 'hand') {
    const hand = teamOf(s, defender).hand;
    if (a.card === undefined || indexIn(hand, a.card) < 0) {
      throw new RuleError('ILLEGAL_ACTION', `${String(a.card)} is not in the defender's hand.`);
    }
    team(ctx, defender).hand = without(hand, a.card);
    shot.defenceCards = appended<PlayedSynergy>(shot.defenceCards, { card: a.card, from: 'hand' });
    ctx.events?.push({ type: 'synergyPlayed', seat: defender, side: 'defence', from: 'hand', card: a.card });
  } else if (a.add === 'deck') {
    if (drawable(s) === 0) throw new RuleError('ILLEGAL_ACTION', 'The synergy deck and the discards are empty.');
    const card = takeFromDeck(ctx) as string;
    shot.defenceCards = appended<PlayedSynergy>(shot.defenceCards, { card, from: 'deck' });
    ctx.events?.push({ type: 'synergyPlayed', seat: defender, side: 'defence', from: 'deck', card });
  } else if (a.card !== undefined) {
    throw new RuleError('MALFORMED_ACTION', 'defend takes a card only when adding from hand.', 'card');
  }
  goalCheck(ctx);
}

/**
 * The numbers of the rules' own Goal Checks, written anew by each and read at once, never handed
 * out: a new object per shot was a thirty-fifth of a random match's allocation.
 */
const scratch = noNumbers();

/** Step 5: reveal, decide, flip the Shoot Token, discard the Synergy Board. */
function goalCheck(ctx: Ctx): void {
  const s = ctx.s;
  const shot = s.shot as ShotState;
  const seat = shot.attacker;
  const n = fillGoalCheck(s, shot, scratch);
  const outcome = n.outcome;
  const ballOut = outcome === 'ballOut';
  ctx.events?.push({
    type: 'shotResolved',
    seat,
    kind: shot.kind,
    outcome,
    basicAttack: shot.basicAttack,
    attackStars: n.attackStars,
    totalAttack: n.totalAttack,
    basicDefence: n.basicDefence,
    crack: shot.kind === 'unorganised' ? 0 : shot.crack,
    defenceStars: ballOut ? null : n.defenceStars,
    totalDefence: ballOut ? null : n.totalDefence,
    attackCards: shot.attackCards.map((p) => p.card),
    defenceCards: ballOut ? null : shot.defenceCards.map((p) => p.card),
  });
  if (shot.icon !== null) {
    const t = team(ctx, seat);
    t.tokens = appended(t.tokens, shot.icon);
    ctx.events?.push({ type: 'tokenFlipped', seat, icon: shot.icon });
  }
  discardPlayed(ctx, shot.attackCards, shot.defenceCards);
  if (outcome === 'tackle') {
    s.shot = { ...shot, attackCards: [], defenceCards: [] };
    s.step = 'penaltyKick';
    return;
  }
  s.shot = null;
  if (outcome === 'goal' || outcome === 'wonderGoal') scoreGoal(ctx, seat, outcome === 'goal' ? 'shot' : 'wonderGoal');
  endTurn(ctx);
}

/** Penalty Kick: the kicker chooses (hidden), then the keeper; equal directions → saved. */
export function applyPenalty(ctx: Ctx, a: PenaltyAction): void {
  const s = ctx.s;
  const shot = s.shot as ShotState;
  if (s.step === 'penaltyKick') {
    s.shot = { ...shot, kick: a.direction };
    s.step = 'penaltySave';
    ctx.events?.push({ type: 'penaltyChosen', seat: shot.attacker, role: 'kicker' });
    return;
  }
  ctx.events?.push({ type: 'penaltyChosen', seat: other(shot.attacker), role: 'keeper' });
  const goal = shot.kick !== a.direction;
  ctx.events?.push({
    type: 'penaltyResolved',
    seat: shot.attacker,
    kick: shot.kick as Direction,
    save: a.direction,
    goal,
  });
  s.shot = null;
  if (goal) scoreGoal(ctx, shot.attacker, 'penalty');
  endTurn(ctx);
}

/** Goal: a score card for `seat`, and the Control Marker returns to the middle. */
export function scoreGoal(ctx: Ctx, seat: Seat, how: 'shot' | 'wonderGoal' | 'penalty'): void {
  const s = ctx.s;
  team(ctx, seat).score += 1;
  ctx.events?.push({ type: 'goal', seat, score: { home: s.teams.home.score, away: s.teams.away.score }, how });
  if (s.marker !== s.data.track.start) {
    ctx.events?.push({ type: 'markerMoved', from: s.marker, to: s.data.track.start, reason: 'goal' });
    s.marker = s.data.track.start;
  }
}
