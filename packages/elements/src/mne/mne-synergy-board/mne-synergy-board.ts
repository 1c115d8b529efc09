import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import {
  attackCardLimit,
  controlStates,
  playerCard,
  synergyCard as synergyDef,
  type GoalCheckOutcome,
  type MneEvent,
  type MneView,
  type Seat,
  type ViewSynergy,
} from '@pitchside/engine/mne/picture-unchecked';
import {
  attempt,
  jsonConverter,
  ok,
  parsedJson,
  problem,
  type InvalidJson,
  type Result,
} from '../../shared/problem.js';
import { cardName, teamName } from '../labels.js';
import { MneElement } from '../mne-element.js';
import { queryable } from '../queryable.js';
import { goalChecks } from '../on-demand-engine.js';
import { mneMessages, type MneMessageKey } from '../messages.js';
import { synergyCard } from '../synergy-card.js';
import { synergyBoardStyles } from './mne-synergy-board.styles.js';

/** The Goal Check a board shows after a shot: the engine's `shotResolved` event, and who shot. */
export type ShotResult = Extract<MneEvent, { type: 'shotResolved' }> & { shooter?: string | null };

interface SlotDef {
  /** The slot's colour on the board: red (Aggressive), green (Normal), blue (always). */
  colour: 'aggressive' | 'normal' | 'defensive' | 'unavailable';
  label: 'board.slotDeck' | 'board.slotNormal' | 'board.slotAggressive' | 'board.slotDefence' | 'board.slotClosed';
  open: boolean;
}

/**
 * The Synergy Board of a shot. The attack side has three slots — the bottom one (blue) always
 * takes the mandatory card from the deck, the middle one (green) a card from hand when the attacker
 * is Normal or Aggressive, the top one (red) a card from hand only when Aggressive — and the slots
 * the attacker's Control State does not allow are dimmed. The defence side has two: the mandatory
 * deck card and an optional card from hand or deck. Cards lie face down until the Goal Check
 * reveals them: give the engine's `shotResolved` event as `result` to show the revealed cards,
 * the totals and the outcome.
 *
 * On its own it shows the slots for the team to play in a `scenario` or `state`; inside
 * `<mne-match>` it follows the shot in progress. A `result` naming a card the set does not have is
 * refused with a message naming it.
 *
 * A shot can also be described by its cards: `attack="4a 3a"` and `defence="3b 3c"` (Synergy Card
 * ids, or star values: `attack="5 4"` takes a card of each value from the set), with `shooter`
 * naming the shooting player's card on the attacking team's field (its Basic Attack Power and
 * Crack count; none: no Basic Attack Power). The board computes the Goal Check through the engine —
 * Basic Defence Power from the defending team's cards in `scenario`, the totals and the outcome
 * (goal, Wonder Goal, saved, Ball Out, Tackle) — and shows it as it shows a `result`:
 * `<mne-synergy-board attack="5 4 2" defence="5 4">` shows attack 11 against defence 9, a Wonder Goal.
 *
 * With `show-numbers` each side prints its sum under its slots: Basic Attack Power + the stars =
 * Total Attack Power; Basic Defence Power − Crack + the stars = Total Defence Power (the totals once
 * the Goal Check reveals them): for screenshots and print.
 *
 * @summary The attack side's 3 slots in Control State colours, the defence side's 2, face-down cards, reveal.
 *
 * @csspart base - The board.
 * @csspart side - Each side (also `side-attack` / `side-defence`).
 * @csspart slot - Each slot (also `slot-open` / `slot-closed`).
 * @csspart synergy-card - A card in a slot (face-down ones also have `synergy-card-face-down`).
 * @csspart outcome - The revealed outcome of the Goal Check.
 * @csspart sum - With `show-numbers`: a side's sum (also `sum-attack` / `sum-defence`).
 * @csspart problem - The message shown when an attribute is unusable.
 *
 * @cssprop --pitchside-color-aggressive - The top attack slot.
 * @cssprop --pitchside-color-normal - The middle attack slot.
 * @cssprop --pitchside-color-defensive - The mandatory slots.
 */
export class MneSynergyBoard extends MneElement {
  static override styles = synergyBoardStyles;

  /** The Goal Check to reveal (the engine's `shotResolved` event), as JSON or from script. */
  @property({ converter: jsonConverter }) result?: ShotResult | InvalidJson;

  /**
   * The attack's Synergy Cards (at most 3), as card ids or star values separated by spaces or
   * commas (`"4a 3a"`, `"5 4 2"`): the board computes the Goal Check itself. `result` wins over it.
   */
  @property() attack?: string;

  /** The defence's Synergy Cards (at most 2), as card ids or star values, with `attack`. */
  @property() defence?: string;

  /**
   * With `attack`: the shooter's card id, on the attacking team's field in `scenario` (its Basic
   * Attack Power and Crack count); none: the shot has no Basic Attack Power and no Crack.
   */
  @property() shooter?: string;

  /** Print each side's sum (Basic Power, Crack, stars, total) under its slots. */
  @property({ type: Boolean, reflect: true, attribute: 'show-numbers' }) showNumbers = false;

  /** Whether the board shows a shot described by its cards (`attack`, `defence`) rather than a `result`. */
  private describesShot(): boolean {
    return this.result === undefined && (this.attack !== undefined || this.defence !== undefined);
  }

  protected override loading(): Promise<void> | null {
    return super.loading() ?? (this.describesShot() ? goalChecks.wait() : null);
  }

  protected override render() {
    if (!this.source.ok) return this.renderProblem(this.source.problem);
    const { view } = this.source.value;
    const shot = view.shot;
    const read = this.readResult(view);
    if (!read.ok) return this.renderProblem(read.problem);
    const result = read.value;
    const attacker: Seat = result?.seat ?? shot?.attacker ?? view.active;
    const defender: Seat = attacker === 'home' ? 'away' : 'home';
    const revealed = result;
    const attackCards: (ViewSynergy | { card: string; from: 'deck' })[] = revealed
      ? revealed.attackCards.map((card) => ({ card, from: 'deck' as const }))
      : (shot?.attackCards ?? []);
    const defenceCards: (ViewSynergy | { card: string | null; from: 'deck' })[] = revealed
      ? (revealed.defenceCards ?? shot?.defenceCards.map(() => null) ?? [null]).map((card) => ({
          card,
          from: 'deck' as const,
        }))
      : (shot?.defenceCards ?? []);
    const limit = attackCardLimit(queryable(view), attacker);
    const attackSlots: SlotDef[] = [
      { colour: 'defensive', label: 'board.slotDeck', open: true },
      { colour: 'normal', label: 'board.slotNormal', open: limit >= 1 },
      { colour: 'aggressive', label: 'board.slotAggressive', open: limit >= 2 },
    ];
    const defenceSlots: SlotDef[] = [
      { colour: 'defensive', label: 'board.slotDeck', open: true },
      { colour: 'defensive', label: 'board.slotDefence', open: true },
      { colour: 'unavailable', label: 'board.slotClosed', open: false },
    ];
    const state = controlStates(queryable(view))[attacker];
    return html`<section part="base" class="base" aria-label=${this.i18n.t(mneMessages, 'board.label')}>
      <div class="title">
        ${this.i18n.t(mneMessages, 'board.label')} — ${this.i18n.t(mneMessages, `state.${state}`)}
      </div>
      ${this.renderSide('attack', attacker, attackSlots, attackCards, view, this.sum('attack', view, result))}
      ${this.renderSide('defence', defender, defenceSlots, defenceCards, view, this.sum('defence', view, result))}
      ${this.renderSummary(view, result)}
    </section>`;
  }

  /** The `result` to reveal, or why it cannot be used (not a Goal Check; a card the set does not have). */
  private readResult(view: MneView): Result<ShotResult | undefined> {
    if (this.result === undefined) {
      if (!this.describesShot()) return ok(undefined);
      const check = goalChecks.read('attack');
      if (!check.ok) return check;
      const { attack, defence, shooter } = this;
      return check.value.describedShotResult(this.i18n, view, { attack, defence, shooter });
    }
    const parsed = attempt('result', () => parsedJson(this.result));
    if (!parsed.ok) return parsed;
    const r = parsed.value;
    if (!isShotResult(r))
      return problem('result', 'error.invalid', { detail: this.i18n.t(mneMessages, 'board.badResult') });
    const unknown = [...r.attackCards, ...(r.defenceCards ?? [])].find(
      (card) => synergyDef(queryable(view), card) === undefined,
    );
    if (unknown !== undefined)
      return problem('result', 'error.invalid', {
        detail: this.i18n.t(mneMessages, 'board.unknownCard', { card: unknown }),
      });
    return ok(r);
  }

  private renderSide(
    side: 'attack' | 'defence',
    seat: Seat,
    slots: SlotDef[],
    cards: readonly { card: string | null }[],
    view: MneView,
    sum: string | null,
  ) {
    const team = teamName(this.i18n, seat);
    return html`<div part="side side-${side}" class="side">
      <span class="side-name"
        >${this.i18n.t(mneMessages, side === 'attack' ? 'board.attack' : 'board.defence', { team })}</span
      >
      <ol class="slots">
        ${slots.map((slot, i) => {
          const placed = cards[i];
          const open = slot.open || placed !== undefined; // a revealed shot may predate today's Control State
          const label = this.i18n.t(mneMessages, open ? slot.label : 'board.slotClosed');
          return html`<li
            part="slot ${open ? 'slot-open' : 'slot-closed'}"
            class="slot ${slot.colour} ${open ? 'open' : 'closed'}"
          >
            ${
              placed
                ? synergyCard(this.i18n, placed.card === null ? null : synergyDef(queryable(view), placed.card))
                : nothing
            }
            <span>${label}${placed ? nothing : html` (${this.i18n.t(mneMessages, 'board.empty')})`}</span>
          </li>`;
        })}
      </ol>
      ${sum === null ? nothing : html`<div part="sum sum-${side}" class="sum">${sum}</div>`}
    </div>`;
  }

  /**
   * `show-numbers`: a side's sum as far as it is known. Attack: Basic Attack Power, + stars = total
   * once revealed. Defence: the Crack before the reveal; Basic Defence Power − Crack + stars = total after.
   */
  private sum(side: 'attack' | 'defence', view: MneView, r: ShotResult | undefined): string | null {
    if (!this.showNumbers) return null;
    const t = (key: MneMessageKey, values: Record<string, number>) => this.i18n.t(mneMessages, key, values);
    const shot = view.shot;
    if (side === 'attack') {
      const basic = r?.basicAttack ?? shot?.basicAttack;
      if (basic === undefined) return null;
      const line = t('board.basicAttack', { attack: basic });
      return r
        ? `${line} + ${t('board.stars', { stars: r.attackStars })} = ${t('board.total', { total: r.totalAttack })}`
        : line;
    }
    const crack = r?.crack ?? shot?.crack ?? 0;
    if (!r) return shot && crack > 0 ? t('board.crack', { crack }) : null;
    if (r.totalDefence === null || r.defenceStars === null) return null;
    const crackPart = r.crack > 0 ? ` − ${t('card.crack', { crack: r.crack })}` : '';
    return `${t('board.basicDefence', { defence: r.basicDefence })}${crackPart} + ${t('board.stars', { stars: r.defenceStars })} = ${t('board.total', { total: r.totalDefence })}`;
  }

  private renderSummary(view: MneView, r: ShotResult | undefined) {
    const shot = view.shot;
    if (!shot && !r) return html`<div class="summary">${this.i18n.t(mneMessages, 'board.idle')}</div>`;
    const seat = r?.seat ?? shot!.attacker;
    const shooterId = shot ? shot.shooter : (r?.shooter ?? null);
    const shooter = shooterId ? playerCard(queryable(view), shooterId) : undefined;
    const kind = shot?.kind ?? r?.kind;
    const who = shooter
      ? this.i18n.t(mneMessages, 'board.shooter', {
          team: teamName(this.i18n, seat),
          card: cardName(this.i18n, shooter),
        })
      : kind === 'unorganised'
        ? this.i18n.t(mneMessages, 'board.unorganised', { team: teamName(this.i18n, seat) })
        : '';
    const basic = r?.basicAttack ?? shot?.basicAttack ?? 0;
    const crack = r?.crack ?? shot?.crack ?? 0;
    // Only what is known, separated by " · " (no shooter named: the line starts with the numbers).
    const facts = [
      who,
      this.i18n.t(mneMessages, 'board.basicAttack', { attack: basic }),
      crack > 0 ? this.i18n.t(mneMessages, 'board.crack', { crack }) : '',
      shot?.ignoreDefence ? this.i18n.t(mneMessages, 'board.ignoreDefence') : '',
      r ? this.i18n.t(mneMessages, 'board.basicDefence', { defence: r.basicDefence }) : '',
    ].filter(Boolean);
    return html`<div class="summary numbers">${facts.join(' · ')}</div>
      ${
        r
          ? html`<div part="outcome" class="outcome ${r.outcome}" role="status">
              ${r.totalAttack}${r.totalDefence === null ? '' : ` – ${r.totalDefence}`}:
              ${this.i18n.t(mneMessages, `outcome.${r.outcome}`)}
            </div>`
          : nothing
      }`;
  }
}

// The Goal Check's outcomes, each with its message: a Record, so a new `GoalCheckOutcome` must be added.
const OUTCOMES: Record<GoalCheckOutcome, true> = {
  goal: true,
  wonderGoal: true,
  saved: true,
  ballOut: true,
  tackle: true,
};

/** True when `value` looks like the engine's `shotResolved` event. */
function isShotResult(value: unknown): value is ShotResult {
  const r = value as Partial<ShotResult> | null;
  const numbers = ['basicAttack', 'attackStars', 'totalAttack', 'basicDefence', 'crack'] as const;
  return (
    typeof r === 'object' &&
    r !== null &&
    r.type === 'shotResolved' &&
    (r.seat === 'home' || r.seat === 'away') &&
    numbers.every((k) => typeof r[k] === 'number') &&
    (r.totalDefence === null || typeof r.totalDefence === 'number') &&
    Object.hasOwn(OUTCOMES, r.outcome as string) &&
    Array.isArray(r.attackCards) &&
    (r.defenceCards === null || Array.isArray(r.defenceCards))
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-synergy-board': MneSynergyBoard;
  }
}
