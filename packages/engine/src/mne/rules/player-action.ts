/**
 * 2. Player Action (rulebook: "2. Player Action", "Player Action A: Build Up", "Player Action B:
 * Direct Attack", "Clarifications"). Mandatory when possible: Build Up (place a card from the
 * front; then its effect; then an optional shot with THAT card) or Direct Attack (shoot with a card
 * on the field that has a live attack icon). Only when neither is possible: the unorganised shot.
 */
import { RuleError } from '../../core/errors.js';
import type { DirectAttackAction, MneState, PlaceAction, Placed, ShootAction } from '../types.js';
import { appended, indexIn } from '../../core/lists.js';
import { team, teamOf, type Ctx } from './context.js';
import { afterPlacement } from './immediate-effect.js';
import { frontCardInfo, frontChanged } from './front-positions.js';
import { isOpenOn, placementCount } from './placement.js';
import { placementProblem } from './placement-check.js';
import { startShot } from './shot.js';
import { countIcons, iconsAddedByPlacing, isLiveAttackIconOf, summary, type Icon } from './tactical-icons.js';
import { endTurn } from './turn.js';

function canBuildUpOrAttack(s: MneState): boolean {
  const t = teamOf(s, s.active);
  if (placementCount(s.data, t.front, t.field) > 0) return true;
  // Every live attack icon was created by a card on the field, which may shoot with it.
  return countIcons(s.data, t, 'attack') > 0;
}

export function applyPlace(ctx: Ctx, a: PlaceAction): void {
  const s = ctx.s;
  const seat = s.active;
  const cur = teamOf(s, seat);
  const at = indexIn(cur.front, a.card);
  if (at < 0) {
    throw new RuleError(
      'ILLEGAL_PLACEMENT',
      `${a.card} is not in front of the ${seat} player (placed, benched or out).`,
    );
  }
  // The card's data, kept with the front's positions (no look-up by id).
  const info = frontCardInfo(s.data, cur.front, at);
  // Usually one of the open spaces of the card's position (cached per field); else say why not.
  const base = summary(s.data, cur.field);
  if (!isOpenOn(s.data, base, info.position, a.row, a.col)) {
    const problem = placementProblem(s.data, cur.field, a.card, a.row, a.col);
    if (problem) throw new RuleError('ILLEGAL_PLACEMENT', `${a.card} at row ${a.row}, column ${a.col} ${problem}.`);
  }
  const t = team(ctx, seat);
  t.front = frontChanged(s.data, t.front, at, null, ctx.inPlace);
  const placed: Placed = { card: a.card, row: a.row, col: a.col };
  // In place the state's fields are its own (see `ownState`): the card is pushed, not copied in.
  if (ctx.inPlace) t.field.push(placed);
  else t.field = appended(t.field, placed);
  s.placed = a.card;
  ctx.events?.push({ type: 'cardPlaced', seat, card: a.card, row: a.row, col: a.col });
  const added = iconsAddedByPlacing(s.data, t.field, info, base, ctx.events !== null);
  if (ctx.events) {
    for (let i = 0; i < added.length; i++) {
      const ic = added[i] as Icon;
      const icon = {
        key: ic.key,
        type: ic.type,
        cards: ic.cards,
        source: ic.source,
        segment: ic.segment,
        flipped: false,
      };
      ctx.events.push({ type: 'iconCompleted', seat, icon });
    }
  }
  afterPlacement(ctx, info.effect);
}

/** Build Up, Step 3: shoot with the card placed this turn. */
export function applyShoot(ctx: Ctx, a: ShootAction): void {
  const s = ctx.s;
  const card = s.placed as string;
  if (!isLiveAttackIconOf(s.data, teamOf(s, s.active), card, a.icon)) {
    throw new RuleError('ILLEGAL_ACTION', `${a.icon} is not a live attack icon of ${card}, the card placed this turn.`);
  }
  startShot(ctx, 'buildUp', card, a.icon);
}

export function applyDeclineShot(ctx: Ctx): void {
  ctx.events?.push({ type: 'shotDeclined', seat: ctx.s.active });
  endTurn(ctx);
}

export function applyDirectAttack(ctx: Ctx, a: DirectAttackAction): void {
  const s = ctx.s;
  const t = teamOf(s, s.active);
  if (!t.field.some((p) => p.card === a.card)) throw new RuleError('ILLEGAL_ACTION', `${a.card} is not on the field.`);
  if (!isLiveAttackIconOf(s.data, t, a.card, a.icon)) {
    throw new RuleError('ILLEGAL_ACTION', `${a.icon} is not a live attack icon of ${a.card}.`);
  }
  startShot(ctx, 'direct', a.card, a.icon);
}

export function applyUnorganisedShot(ctx: Ctx): void {
  if (canBuildUpOrAttack(ctx.s)) {
    throw new RuleError(
      'ILLEGAL_ACTION',
      'The unorganised shot is allowed only when no card can be placed and none can shoot.',
    );
  }
  startShot(ctx, 'unorganised', null, null);
}
