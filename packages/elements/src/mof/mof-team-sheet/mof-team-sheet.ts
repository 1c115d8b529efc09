import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { TacticalDice, TeamSheet } from '@pitchside/engine/mof';
import { jsonConverter, ok, problem, type Result } from '../../shared/problem.js';
import { sharedMessages } from '../../shared/messages.js';
import { MofElement } from '../mof-element.js';
import { readMofScenario, readSide, scenarioLoading } from '../on-demand-engine.js';
import { teamSheetStyles } from './mof-team-sheet.styles.js';

const COLUMNS = ['att', 'def', 'tac'] as const;
type Column = (typeof COLUMNS)[number];

/** A modifier as the rulebook writes it: `+2`, `−2`, `0`. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * A Masters of Football team sheet: one team's players on the field with their attack, defence and
 * tactical values under the match tactic, the action cards' and the manager's modifiers, and the
 * three totals the rulebook adds up — attack and defence with the dice level they give (after the
 * equal-level rule), and the tactical value, with the tactical roll's dice when `roll` is given.
 * Every number comes from the engine (`teamSheet`), for a `scenario` (the engine's scenario
 * description) and a `team`:
 *
 * ```html
 * <mof-team-sheet team="home" roll="3 2"
 *   scenario='{"home":{"players":["g01","s05","b09"],"manager":"masterTactician","inEffect":["chalkboard"]},"away":{"players":["g02","s06","b10"]}}'></mof-team-sheet>
 * ```
 *
 * @summary A team's attack, defence and tactical totals and dice levels, as the engine computes them.
 *
 * @csspart base - The wrapper.
 * @csspart table - The table.
 * @csspart tactic - The caption with the match tactic.
 * @csspart player - A player's row.
 * @csspart cards - The action cards' row.
 * @csspart ability - The manager ability's row.
 * @csspart dice - The tactical roll's dice (with `roll`).
 * @csspart total - The totals' row.
 * @csspart total-attack - The attack value.
 * @csspart total-defence - The defence value.
 * @csspart total-tactical - The tactical value.
 * @csspart level - The dice levels' row.
 * @csspart level-attack - The attack die's level (its `data-level` is the level).
 * @csspart level-defence - The defence die's level.
 * @csspart problem - The message shown instead of the sheet when an attribute is unusable.
 *
 * @cssprop --mof-dice-red - The red level's colour (likewise --mof-dice-brown, -orange, -green, -blue, -purple).
 */
export class MofTeamSheet extends MofElement {
  static override styles = teamSheetStyles;

  /** The moment of the match, as the engine's scenario JSON (teams, tactic, cards in effect…). */
  @property({ converter: jsonConverter }) scenario?: unknown;

  /** Whose sheet: `home` (default) or `away`. */
  @property({ reflect: true }) team = 'home';

  /** The tactical roll's dice, tactic die then genius die (`3 2`, `4 G`): added to the tactical value. */
  @property() roll?: string;

  private sheet: Result<TeamSheet | null> = ok(null);

  protected override loading(): Promise<void> | null {
    return scenarioLoading(this.scenario);
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.sheet = this.readInputs();
  }

  private readInputs(): Result<TeamSheet | null> {
    if (this.scenario === undefined)
      return problem('scenario', 'error.invalid', { detail: 'describe the match, e.g. {"home":{"players":[…]}}' });
    const side = readSide(this.team);
    if (!side.ok) return side;
    const dice = this.readRoll();
    if (!dice.ok) return dice;
    const read = readMofScenario(this.scenario);
    if (!read.ok) return read;
    const { state, engine } = read.value;
    try {
      return ok(engine.teamSheet(state, side.value, dice.value));
    } catch (error) {
      return problem('roll', 'error.invalid', { detail: error instanceof Error ? error.message : String(error) });
    }
  }

  private readRoll(): Result<TacticalDice | undefined> {
    if (this.roll === undefined || this.roll === null) return ok(undefined);
    const [tactic, genius, extra] = this.roll.trim().split(/\s+/);
    const n = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN);
    if (extra !== undefined || Number.isNaN(n(tactic)) || (genius?.toUpperCase() !== 'G' && Number.isNaN(n(genius))))
      return problem('roll', 'error.invalid', {
        detail: `write the tactic die then the genius die, e.g. “3 2” or “4 G”, not “${this.roll}”`,
      });
    return ok({ tactic: n(tactic), genius: genius?.toUpperCase() === 'G' ? 'G' : n(genius) });
  }

  protected override render() {
    if (!this.sheet.ok) return this.renderProblem(this.sheet.problem);
    const s = this.sheet.value;
    if (!s) return nothing;
    const team = this.i18n.t(sharedMessages, this.team === 'away' ? 'team.away' : 'team.home');
    const head: Record<Column, string> = {
      att: this.t('sheet.attack'),
      def: this.t('sheet.defence'),
      tac: this.t('sheet.tactical'),
    };
    const modifiers = (part: 'cards' | 'ability') => ({
      att: signed(s.att[part]),
      def: signed(s.def[part]),
      tac: signed(s.tactical[part]),
    });
    const row = (partName: string, label: string, cells: Partial<Record<Column, string | number>>) =>
      html`<tr part=${partName}>
        <th scope="row">${label}</th>
        ${COLUMNS.map((c) => html`<td data-column=${c}>${cells[c] ?? ''}</td>`)}
      </tr>`;
    return html`<div part="base" class="base">
      <table part="table" aria-label=${this.t('sheet.label', { team })}>
        <caption part="tactic">
          ${team} · ${this.t('sheet.tactic', { tactic: this.t(`tactic.${s.tactic}`) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">${this.t('sheet.player')}</th>
            ${COLUMNS.map((c) => html`<th scope="col">${head[c]}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${s.players.map((p) => row('player', p.name, { att: p.att, def: p.def, tac: p.tac }))}
          ${row('cards', this.t('sheet.cards'), modifiers('cards'))}
          ${row('ability', this.t('sheet.ability'), modifiers('ability'))}
          ${s.tactical.dice === null ? nothing : row('dice', this.t('sheet.dice'), { tac: signed(s.tactical.dice) })}
          <tr part="total" class="total">
            <th scope="row">${this.t('sheet.total')}</th>
            <td part="total-attack" data-column="att">${s.att.total}</td>
            <td part="total-defence" data-column="def">${s.def.total}</td>
            <td part="total-tactical" data-column="tac">${s.tactical.total}</td>
          </tr>
          <tr part="level">
            <th scope="row">${this.t('sheet.level')}</th>
            ${this.renderLevel('attack', s.attLevel)} ${this.renderLevel('defence', s.defLevel)}
            <td></td>
          </tr>
        </tbody>
      </table>
    </div>`;
  }

  private renderLevel(kind: 'attack' | 'defence', level: TeamSheet['attLevel']) {
    return html`<td part="level-${kind}" data-level=${level}>
      <span class="die" data-level=${level} aria-hidden="true"></span>${this.t(`level.${level}`)}
    </td>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-team-sheet': MofTeamSheet;
  }
}
