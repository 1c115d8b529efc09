import { html, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { defaultData, type ManagerDef, type MofData } from '@pitchside/engine/mof';
import { jsonConverter, problem, type Result } from '../../shared/problem.js';
import { MofElement } from '../mof-element.js';
import { findManager } from '../data-lookup.js';
import { readMofScenario, readSide, scenarioLoading } from '../on-demand-engine.js';
import { effectList } from '../effect-list.js';
import { symbolIcon } from '../symbols.js';
import { managerCardStyles } from './mof-manager-card.styles.js';

/**
 * A Masters of Football manager card: the budget for the initial squad (money bag with contract),
 * the cost limit for academy players (money bag with ball and contract) and the special abilities,
 * each drawn with its Game Symbol and named for screen readers.
 *
 * With a `scenario` (the engine's scenario description) and a `team`, it shows that team's manager
 * in the described match: `<mof-manager-card team="home" scenario='…'>`.
 *
 * @summary A manager card: budget, academy limit and special abilities.
 *
 * @csspart card - The card.
 * @csspart title - The manager's name.
 * @csspart budget - The budget and academy limit.
 * @csspart effects - The list of abilities.
 * @csspart effect - One ability.
 * @csspart symbol - Each symbol.
 * @csspart problem - The message shown instead of the card when an attribute is unusable.
 *
 * @cssprop --mof-card-width - The card's width (default 15rem).
 * @cssprop --mof-card-manager - The card's band colour.
 */
export class MofManagerCard extends MofElement {
  static override styles = managerCardStyles;

  /** The id of a manager in the data (e.g. `godfather`). */
  @property() manager?: string;

  /** The data set `manager` is looked up in; the engine's reference data when unset. */
  @property({ attribute: false }) data?: MofData;

  /** A moment of a match as the engine's scenario JSON: the card shows `team`'s manager in it. */
  @property({ converter: jsonConverter }) scenario?: unknown;

  /** With `scenario`: whose manager, `home` (default) or `away`. */
  @property({ reflect: true }) team = 'home';

  protected override loading(): Promise<void> | null {
    return scenarioLoading(this.scenario);
  }

  // Set by willUpdate, which Lit runs before every render.
  private view!: Result<ManagerDef>;

  protected override willUpdate(_changed: PropertyValues<this>): void {
    if (this.scenario !== undefined) {
      this.view = this.readScenario();
      return;
    }
    this.view = this.manager
      ? findManager(this.data ?? defaultData, this.manager)
      : problem('manager', 'error.invalid', { detail: 'name a manager, e.g. manager="godfather"' });
  }

  private readScenario(): Result<ManagerDef> {
    const side = readSide(this.team);
    if (!side.ok) return side;
    const read = readMofScenario(this.scenario);
    if (!read.ok) return read;
    const { state } = read.value;
    const team = state.teams[state.matches[state.active]?.sides[side.value].team ?? side.value];
    if (!team?.manager)
      return problem('scenario', 'error.invalid', { detail: `the ${this.team} team has no manager in this scenario` });
    return findManager(state.data, team.manager, 'scenario');
  }

  protected override render() {
    if (!this.view.ok) return this.renderProblem(this.view.problem);
    const m = this.view.value;
    const t = this.t.bind(this);
    return html`<article part="card" class="card" aria-label=${t('card.manager', { name: m.name })}>
      <h3 part="title" class="title"><span class="name">${m.name}</span></h3>
      <div part="budget" class="row budget">
        <span class="row">
          ${symbolIcon('budget', t('symbol.budget', { value: m.budget }))}<b aria-hidden="true">${m.budget}M</b>
        </span>
        <span class="row">
          ${symbolIcon('academy-limit', t('symbol.academy-limit', { value: m.academy }))}<b aria-hidden="true"
            >${m.academy}M</b
          >
        </span>
      </div>
      <div class="muted">${t('card.abilities')}</div>
      ${m.abilities.length ? effectList(m.abilities, t) : html`<p class="muted">${t('card.noAbilities')}</p>`}
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-manager-card': MofManagerCard;
  }
}
