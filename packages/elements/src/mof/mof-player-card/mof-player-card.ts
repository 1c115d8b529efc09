import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { TACTICS, defaultData, type MofData, type PlayerDef, type Tactic } from '@pitchside/engine/mof';
import { attempt, jsonConverter, parsedJson, problem, type InvalidJson, type Result } from '../../shared/problem.js';
import { MofElement } from '../mof-element.js';
import { findPlayer } from '../data-lookup.js';
import { readMofScenario, scenarioLoading, validation } from '../on-demand-engine.js';
import { symbolIcon } from '../symbols.js';
import { tacticSymbol } from '../effect-symbols.js';
import { playerCardStyles } from './mof-player-card.styles.js';

/**
 * A Masters of Football player card: position, cost, the attacking (ball) and defensive (glove)
 * skill for each of the four tactics, the tactical skill (board) and the player level's colour. A
 * genius has the ball, glove or board on fire. Every symbol has an accessible name.
 *
 * Name a player of the reference data with `player="g03"`, or give a whole `definition`. With a
 * `scenario` (the engine's scenario description) the `player` is looked up in the scenario's data
 * and the column of the match tactic is marked (`tactic-current`):
 * `<mof-player-card player="g03" scenario='{"tactic":"direct",…}'>`.
 *
 * @summary A player card with its skills by tactic, cost, position and geniuses.
 *
 * @csspart card - The card.
 * @csspart title - The position, name and cost.
 * @csspart position - The position letter (D, M, F).
 * @csspart skills - The table of skills by tactic.
 * @csspart tactical - The tactical skill.
 * @csspart tactic-current - With `scenario`: the heading of the match tactic's column.
 * @csspart symbol - Each symbol.
 * @csspart problem - The message shown instead of the card when an attribute is unusable.
 *
 * @cssprop --mof-card-width - The card's width (default 15rem).
 * @cssprop --mof-card-gold - The gold players' band (likewise --mof-card-silver, --mof-card-bronze, --mof-card-wood).
 */
export class MofPlayerCard extends MofElement {
  static override styles = playerCardStyles;

  /** The id of a player in the data (e.g. `g03`). */
  @property() player?: string;

  /** A player definition (the engine's `PlayerDef`), as a property or JSON; used instead of `player`. */
  @property({ converter: jsonConverter }) definition?: PlayerDef | InvalidJson;

  /** The data set `player` is looked up in; the engine's reference data when unset. */
  @property({ attribute: false }) data?: MofData;

  /** A moment of a match as the engine's scenario JSON: `player` is read in its data, its tactic marked. */
  @property({ converter: jsonConverter }) scenario?: unknown;

  /** The match tactic of the `scenario`, marked on the card; null without one. */
  private tactic: Tactic | null = null;

  // Set by willUpdate, which Lit runs before every render.
  private view!: Result<PlayerDef | null>;

  /** A `definition` is checked by the engine's validator, downloaded the first time one is given. */
  protected override loading(): Promise<void> | null {
    return scenarioLoading(this.scenario) ?? (this.definition === undefined ? null : validation.wait());
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.tactic = null;
    if (this.scenario !== undefined && this.definition === undefined) {
      const read = readMofScenario(this.scenario);
      if (!read.ok) this.view = read;
      else {
        const { state } = read.value;
        this.tactic = state.matches[state.active]?.tactic ?? null;
        this.view = this.player
          ? findPlayer(state.data, this.player)
          : problem('player', 'error.invalid', { detail: 'name a player, e.g. player="g01"' });
      }
    } else if (this.definition !== undefined) {
      const engine = validation.read('definition');
      this.view = engine.ok
        ? attempt('definition', () => engine.value.validatePlayer(parsedJson(this.definition), 'definition'))
        : engine;
    } else if (this.player) this.view = findPlayer(this.data ?? defaultData, this.player);
    else this.view = problem('player', 'error.invalid', { detail: 'name a player, e.g. player="g01"' });
  }

  protected override render() {
    if (!this.view.ok) return this.renderProblem(this.view.problem);
    const p = this.view.value;
    if (!p) return html``;
    const level = this.t(`playerLevel.${p.level}`);
    const position = this.t(`position.${p.pos}`);
    const genius = new Set(p.genius ?? []);
    const attack = genius.has('A') ? 'genius-attack' : 'attack';
    const defence = genius.has('D') ? 'genius-defence' : 'defence';
    const tactical = genius.has('T') ? 'genius-tactical' : 'tactical';
    return html`<article
      part="card"
      class="card"
      data-level=${p.level}
      aria-label=${this.t('card.player', { name: p.name, level, position, cost: p.cost })}
    >
      <h3 part="title" class="title">
        <abbr part="position" class="position" title=${position}>${p.pos}</abbr>
        <span class="name">${p.name}</span>
        ${symbolIcon('cost', this.t('symbol.cost', { value: p.cost }), String(p.cost))}
      </h3>
      <div class="muted">${level} · ${position}</div>
      <table part="skills" class="skills">
        <caption class="visually-hidden">
          ${this.t('card.skills')}
        </caption>
        <thead>
          <tr>
            <td></td>
            ${TACTICS.map(
              (tactic) =>
                html`<th scope="col" part=${tactic === this.tactic ? 'tactic-current' : nothing} data-tactic=${tactic}>
                  ${symbolIcon(tacticSymbol(tactic), this.t(`symbol.tactic-${tactic}`))}
                </th>`,
            )}
          </tr>
        </thead>
        <tbody>
          <tr class="att">
            <th scope="row">${symbolIcon(attack, this.t(`symbol.${attack}`))}</th>
            ${p.att.map((n) => html`<td>${n}</td>`)}
          </tr>
          <tr class="def">
            <th scope="row">${symbolIcon(defence, this.t(`symbol.${defence}`))}</th>
            ${p.def.map((n) => html`<td>${n}</td>`)}
          </tr>
        </tbody>
      </table>
      <div part="tactical" class="row tactical">
        ${symbolIcon(tactical, this.t(`symbol.${tactical}`))}
        <span>${this.t('card.tac', { value: p.tac })}</span>
      </div>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-player-card': MofPlayerCard;
  }
}
