/**
 * Step 2. Apply Immediate Effect (rulebook: "Step 2", "Clarifications" — Tempo Control; decisions:
 * docs/rules/mne.md#immediate-effects). The placed card's lightning effect applies once, right after placement,
 * only if the player wants and only if it can do something:
 * control +1/+2, draw 1, Tempo Control (draw 2 keep 1; nothing with 5 in hand), discard a random
 * card from the opponent's hand, and the free shot that ignores all Basic Defence Power.
 */
import { RuleError } from '../../core/errors.js';
import { cardInfo } from '../data/index.js';
import { atOpponentEnd, pushMarker } from '../track.js';
import type { ApplyEffectAction, ImmediateEffect, KeepAction, MneState } from '../types.js';
import { appended, without } from '../../core/lists.js';
import { other, rng, team, teamOf, type Ctx } from './context.js';
import { startShot } from './shot.js';
import { discard, drawable, drawToHand, HAND_LIMIT, takeFromDeck } from './synergy-deck.js';
import { basicAttackPower, fieldCardInfo, isLiveAttackIconOf } from './tactical-icons.js';
import { endTurn } from './turn.js';

/** True when `effect` of the card just placed would do something now. */
export function effectApplicable(s: MneState, effect: ImmediateEffect, card: string): boolean {
  const t = teamOf(s, s.active);
  switch (effect) {
    case 'control1':
    case 'control2':
      return !atOpponentEnd(s.data.track, s.marker, s.active);
    case 'draw1':
    case 'tempoControl':
      return t.hand.length < HAND_LIMIT && drawable(s) > 0;
    case 'discardOpponent':
      return teamOf(s, other(s.active)).hand.length > 0;
    case 'freeShot':
      return basicAttackPower(s.data, t, card) > 0;
  }
}

/** After placement: offer the placed card's effect (if it has one), or go straight to the shot choice. */
export function afterPlacement(ctx: Ctx, effect: ImmediateEffect | null): void {
  const s = ctx.s;
  const card = s.placed as string;
  if (effect) {
    if (effectApplicable(s, effect, card)) {
      s.step = 'effect';
      return;
    }
    ctx.events?.push({ type: 'effectSkipped', seat: s.active, card, effect, reason: 'noEffect' });
  }
  offerShot(ctx);
}

/** Step 3 entry after Build Up: a shot is offered when the placed card has a live attack icon. */
export function offerShot(ctx: Ctx): void {
  const s = ctx.s;
  if (s.placed && basicAttackPower(s.data, teamOf(s, s.active), s.placed) > 0) s.step = 'shoot';
  else endTurn(ctx);
}

export function applyEffect(ctx: Ctx, a: ApplyEffectAction): void {
  const s = ctx.s;
  const seat = s.active;
  const card = s.placed as string;
  const effect = fieldCardInfo(s.data, teamOf(s, seat).field, card).effect as ImmediateEffect;
  if (effect === 'freeShot') {
    if (a.icon === undefined || !isLiveAttackIconOf(s.data, teamOf(s, seat), card, a.icon)) {
      throw new RuleError('ILLEGAL_ACTION', `The free shot needs the Shoot Token on a live attack icon of ${card}.`);
    }
  } else if (a.icon !== undefined) {
    throw new RuleError('MALFORMED_ACTION', 'applyEffect takes an icon only for the free shot effect.', 'icon');
  }
  ctx.events?.push({ type: 'effectApplied', seat, card, effect });
  switch (effect) {
    case 'control1':
    case 'control2': {
      const from = s.marker;
      s.marker = pushMarker(s.data.track, from, seat, effect === 'control1' ? 1 : 2);
      ctx.events?.push({ type: 'markerMoved', from, to: s.marker, reason: 'effect' });
      break;
    }
    case 'draw1':
      drawToHand(ctx, seat, 1);
      break;
    case 'tempoControl': {
      const drawn: string[] = [];
      for (let i = 0; i < 2; i++) {
        const c = takeFromDeck(ctx);
        if (c !== null) drawn.push(c);
      }
      ctx.events?.push({ type: 'cardsDrawn', seat, cards: drawn, count: drawn.length });
      if (drawn.length === 2) {
        s.tempo = drawn;
        s.step = 'tempo';
        return;
      }
      keepCard(ctx, drawn[0] ?? null, null);
      break;
    }
    case 'discardOpponent': {
      const victim = team(ctx, other(seat));
      const lost = victim.hand[rng(ctx).int(victim.hand.length)] as string;
      victim.hand = without(victim.hand, lost);
      discard(ctx, [lost]);
      ctx.events?.push({ type: 'handCardDiscarded', seat: other(seat), card: lost });
      break;
    }
    case 'freeShot':
      startShot(ctx, 'freeShot', card, a.icon as string);
      return;
  }
  offerShot(ctx);
}

export function skipEffect(ctx: Ctx): void {
  const s = ctx.s;
  const card = s.placed as string;
  ctx.events?.push({
    type: 'effectSkipped',
    seat: s.active,
    card,
    effect: cardInfo(s.data, card).effect as ImmediateEffect,
    reason: 'declined',
  });
  offerShot(ctx);
}

export function applyKeep(ctx: Ctx, a: KeepAction): void {
  const s = ctx.s;
  if (!s.tempo.includes(a.card)) throw new RuleError('ILLEGAL_ACTION', `${a.card} is not one of the two drawn cards.`);
  keepCard(ctx, a.card, s.tempo.find((c) => c !== a.card) ?? null);
  s.tempo = [];
  offerShot(ctx);
}

function keepCard(ctx: Ctx, kept: string | null, dropped: string | null): void {
  const seat = ctx.s.active;
  if (kept !== null) {
    const t = team(ctx, seat);
    t.hand = appended(t.hand, kept);
  }
  if (dropped !== null) discard(ctx, [dropped]);
  ctx.events?.push({ type: 'tempoKept', seat, kept, discarded: dropped });
}
