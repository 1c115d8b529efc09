import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { defaultData, type ActionCardDef, type MofData } from '@pitchside/engine/mof';
import { problem, type Result } from '../../shared/problem.js';
import { MofElement } from '../mof-element.js';
import { findCard } from '../data-lookup.js';
import { effectList } from '../effect-list.js';
import { tacticSymbol } from '../effect-symbols.js';
import { symbolIcon } from '../symbols.js';
import { actionCardStyles } from './mof-action-card.styles.js';

/**
 * A Masters of Football action card: its type (the colour of the timing band: Strategy blue,
 * Evolution green, Anti-Football yellow, Corruption red), when it may be played (stopwatch), its
 * cost (a coin, or the "PTS" coin of a variable cost), the tactics it is effective with, whether it
 * requires home advantage, its effects and the team it affects. Every symbol has an accessible name.
 *
 * @summary An action card: timing, cost, tactical constraints, effects and target.
 *
 * @csspart card - The card.
 * @csspart title - The cost and name.
 * @csspart timing - The timing band.
 * @csspart tactics - The tactical constraints.
 * @csspart effects - The list of effects.
 * @csspart effect - One effect.
 * @csspart target - The manager indicator (own team or opponent).
 * @csspart symbol - Each symbol.
 * @csspart problem - The message shown instead of the card when an attribute is unusable.
 *
 * @cssprop --mof-card-width - The card's width (default 15rem).
 * @cssprop --mof-card-strategy - Strategy cards' band (likewise --mof-card-evolution, --mof-card-anti-football, --mof-card-corruption).
 */
export class MofActionCard extends MofElement {
  static override styles = actionCardStyles;

  /** The id of an action card in the data (e.g. `winBonus`). */
  @property() card?: string;

  /** The data set `card` is looked up in; the engine's reference data when unset. */
  @property({ attribute: false }) data?: MofData;

  // Set by willUpdate, which Lit runs before every render.
  private view!: Result<ActionCardDef>;

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.view = this.card
      ? findCard(this.data ?? defaultData, this.card)
      : problem('card', 'error.invalid', { detail: 'name an action card, e.g. card="winBonus"' });
  }

  protected override render() {
    if (!this.view.ok) return this.renderProblem(this.view.problem);
    const c = this.view.value;
    const t = this.t.bind(this);
    const type = t(`cardType.${c.type}`);
    const timing = `timing-${c.timing}` as const;
    return html`<article
      part="card"
      class="card"
      data-type=${c.type}
      aria-label=${t('card.action', { name: c.name, type })}
    >
      <div part="timing" class="row timing">
        ${symbolIcon(timing, t(`symbol.${timing}`))}
        <span>${type}</span>
        ${c.home ? symbolIcon('home-required', t('symbol.home-required')) : nothing}
      </div>
      <h3 part="title" class="title">
        ${
          c.variable
            ? symbolIcon('cost-variable', t('symbol.cost-variable', { value: c.cost }))
            : c.cost > 0
              ? symbolIcon('cost', t('symbol.cost', { value: c.cost }), String(c.cost))
              : html`<span class="free">${t('card.free')}</span>`
        }
        <span class="name">${c.name}</span>
      </h3>
      <div part="tactics" class="row tactics">
        ${
          c.tactics?.length
            ? html`<span class="muted">${t('card.effective')}</span>
                ${c.tactics.map((tactic) => symbolIcon(tacticSymbol(tactic), t(`symbol.tactic-${tactic}`)))}`
            : html`<span class="muted">${t('card.allTactics')}</span>`
        }
      </div>
      ${effectList(c.effects, t)}
      <div part="target" class="target ${c.target}">${t(c.target === 'own' ? 'target.own' : 'target.opp')}</div>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-action-card': MofActionCard;
  }
}
