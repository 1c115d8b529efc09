/**
 * The Goal Check of a shot that `<mne-synergy-board>` is given by its cards (`attack`, `defence`,
 * `shooter`): the cards read from ids or star values, the shooter's Basic Attack Power and Crack,
 * the totals and the outcome through the engine's rules (`goalCheckNumbers`). Loaded on demand
 * (shared/on-demand.ts, see `goalChecks` in on-demand-engine.ts), so a board showing a position's
 * shot or a given `result` never downloads it.
 */
import {
  basicAttackOf,
  goalCheckNumbers,
  playerCard,
  synergyCard as synergyDef,
  type MneView,
  type Seat,
  type ShotState,
} from '@pitchside/engine/mne/picture-unchecked';
import type { I18nController } from '../shared/i18n.js';
import { attempt, ok, problem, type Result } from '../shared/problem.js';
import { queryable } from './queryable.js';
import { mneMessages } from './messages.js';
import type { ShotResult } from './mne-synergy-board/mne-synergy-board.js';

/** A shot as a board's attributes describe it. */
export interface DescribedShot {
  /** The attack's Synergy Cards: ids or star values, separated by spaces or commas. */
  attack: string | undefined;
  /** The defence's, likewise. */
  defence: string | undefined;
  /** The shooter's card id, on the attacking team's field. */
  shooter: string | undefined;
}

/** The Goal Check of the shot `attack`, `defence` and `shooter` describe in `view`, through the engine. */
export function describedShotResult(i18n: I18nController, view: MneView, described: DescribedShot): Result<ShotResult> {
  const state = queryable(view);
  const attacker: Seat = view.shot?.attacker ?? view.active;
  const attackCards = readCards(i18n, 'attack', described.attack, 3, view);
  if (!attackCards.ok) return attackCards;
  const defenceCards = readCards(i18n, 'defence', described.defence, 2, view);
  if (!defenceCards.ok) return defenceCards;
  let basicAttack = 0;
  let crack = 0;
  if (described.shooter !== undefined) {
    const id = described.shooter.trim();
    const onField = view.teams[attacker].field.some((placed) => placed.card === id);
    if (!onField)
      return problem('shooter', 'error.invalid', {
        detail: i18n.t(mneMessages, 'board.notShooter', { card: id }),
      });
    const power = attempt('shooter', () => basicAttackOf(state, attacker, id));
    if (!power.ok) return power;
    basicAttack = power.value;
    crack = playerCard(state, id)?.crack ?? 0;
  }
  const played = (cards: string[]) => cards.map((card) => ({ card, from: 'deck' as const }));
  const shot: ShotState = {
    kind: 'direct',
    attacker,
    shooter: described.shooter?.trim() ?? null,
    icon: null,
    basicAttack,
    crack,
    ignoreDefence: false,
    attackCards: played(attackCards.value),
    defenceCards: played(defenceCards.value),
    kick: null,
  };
  const numbers = attempt('attack', () => goalCheckNumbers(state, shot));
  if (!numbers.ok) return numbers;
  const n = numbers.value;
  const ballOut = n.outcome === 'ballOut';
  return ok({
    type: 'shotResolved',
    seat: attacker,
    kind: 'direct',
    outcome: n.outcome,
    basicAttack,
    attackStars: n.attackStars,
    totalAttack: n.totalAttack,
    basicDefence: n.basicDefence,
    crack,
    defenceStars: ballOut ? null : n.defenceStars,
    totalDefence: ballOut ? null : n.totalDefence,
    attackCards: attackCards.value,
    defenceCards: ballOut ? null : defenceCards.value,
    shooter: shot.shooter,
  });
}

/** A side's cards: ids of the set's Synergy Cards, or star values (a card of that value). */
function readCards(
  i18n: I18nController,
  attribute: string,
  text: string | undefined,
  most: number,
  view: MneView,
): Result<string[]> {
  const tokens = (text ?? '').split(/[\s,]+/).filter(Boolean);
  if (tokens.length > most)
    return problem(attribute, 'error.invalid', {
      detail: i18n.t(mneMessages, 'board.tooMany', { count: most }),
    });
  const cards: string[] = [];
  for (const token of tokens) {
    if (/^\d+$/.test(token)) {
      const stars = Number(token);
      // A card of that value not already taken, a Tackle last (it changes the outcome).
      const candidates = view.data.synergy.filter((c) => c.stars === stars && !cards.includes(c.id));
      const card = candidates.find((c) => !c.tackle) ?? candidates[0];
      if (!card)
        return problem(attribute, 'error.invalid', { detail: i18n.t(mneMessages, 'board.noStars', { stars }) });
      cards.push(card.id);
    } else if (synergyDef(queryable(view), token) === undefined) {
      return problem(attribute, 'error.invalid', {
        detail: i18n.t(mneMessages, 'board.unknownCard', { card: token }),
      });
    } else cards.push(token);
  }
  return ok(cards);
}
