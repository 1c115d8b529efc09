import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import {
  standings,
  standingsFromResults,
  type MofState,
  type MofView,
  type StandingWithReason,
} from '@pitchside/engine/mof';
import {
  attempt,
  jsonConverter,
  ok,
  parsedJson,
  problem,
  type InvalidJson,
  type Result,
} from '../../shared/problem.js';
import { MofElement } from '../mof-element.js';
import { mofMatchContext, type MofGameContext } from '../context.js';
import { consumeContext } from '../../shared/context.js';
import type { MofMessageKey } from '../messages.js';
import { pageInputs } from '../on-demand-engine.js';
import { leagueTableStyles } from './mof-league-table.styles.js';

/** A result as the `results` attribute writes it: teams by name (or index into `teams`) and the score. */
export interface TableResult {
  home: string | number;
  away: string | number;
  /** Goals: `[home, away]`. */
  score: [number, number];
  md?: number;
}

type Reason = StandingWithReason['aboveNextBy'] | 'championship';

interface Table {
  /** 'group' tables are numbered from 1; the final has none. */
  kind: 'league' | 'group' | 'final';
  group: number;
  rows: (Omit<StandingWithReason, 'aboveNextBy'> & { aboveNextBy: Reason })[];
}

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'gf', 'ga', 'gd', 'away', 'points'] as const;

/**
 * The final's two legs may leave the finalists level on every tie-breaker; the rulebook then
 * compares their championships. The engine's standings already put the champion first (and the
 * rows keep that order when level): say that the championship record put it there.
 */
function finalOrder(rows: StandingWithReason[], kind: Table['kind'], champion: number | null): Table['rows'] {
  const [first] = rows;
  if (kind !== 'final' || !first || first.aboveNextBy !== 'order' || first.team !== champion) return rows;
  return [{ ...first, aboveNextBy: 'championship' }, ...rows.slice(1)];
}

/** One table per championship group (and the final's), with the tie-breaker deciding each place. */
function tablesOfState(s: MofState | MofView): Table[] {
  const tables = standings(s as MofState);
  const names = s.teams.map((t) => t.name);
  const groupCount = new Set(s.teams.map((t) => t.group)).size;
  return tables.map((rows, i) => {
    const teams = rows.map((r) => r.team);
    const between = s.results.filter((r) => teams.includes(r.home) && teams.includes(r.away));
    const kind = i >= groupCount ? 'final' : groupCount > 1 ? 'group' : 'league';
    return { kind, group: i + 1, rows: finalOrder(standingsFromResults(between, teams, names), kind, s.champion) };
  });
}

/**
 * The Masters of Football league table: played, won, drawn, lost, goals for and against, goal
 * difference, goals scored as the visitor and points, ordered by the rulebook's tie-breakers
 * (points, goal difference, goals scored, away goals). When two teams are level on points the row
 * says which tie-breaker put the higher one ahead. The order comes from the engine.
 *
 * Give it `results` (and optionally `teams`) as JSON, a championship `state`, or place it inside
 * `<mof-championship>`. A championship of 5–8 persons shows one table per group and the final's.
 *
 * @summary The standings with points and the rulebook's tie-breakers.
 *
 * @csspart base - The wrapper of the tables.
 * @csspart table - One table.
 * @csspart caption - A table's caption (group or final).
 * @csspart row - A team's row (`row-leader` for the first).
 * @csspart tiebreak - The note saying which tie-breaker ranked a team above the next.
 * @csspart problem - The message shown instead of the table when an attribute is unusable.
 *
 * @cssprop --mof-table-leader - The leader row's highlight colour.
 */
export class MofLeagueTable extends MofElement {
  static override styles = leagueTableStyles;

  /** Results as JSON: `[{"home": "Hanoi", "away": "Saigon", "score": [2, 1]}]`. */
  @property({ converter: jsonConverter }) results?: TableResult[] | InvalidJson;

  /** Team names as JSON (`["Hanoi", "Saigon", …]`): their order breaks ties the rules leave, and teams without results still get a row. */
  @property({ converter: jsonConverter }) teams?: string[] | InvalidJson;

  /** A championship state or view from the engine, instead of `results`. */
  @property({ attribute: false }) state?: MofState | MofView;

  /** Highlights this team's row (its name). */
  @property() highlight?: string;

  /** The game of an enclosing `<mof-championship>`, used when neither `results` nor `state` is given. */
  @property({ attribute: false })
  game?: MofGameContext;
  private readonly gameConsumer = consumeContext(this, mofMatchContext, (game) => (this.game = game));

  // Set by willUpdate, which Lit runs before every render.
  private view!: Result<Table[]>;

  /** Results written as JSON need their reader, downloaded the first time. */
  protected override loading(): Promise<void> | null {
    return this.results === undefined ? null : pageInputs.wait();
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.view = this.readInputs();
  }

  private readInputs(): Result<Table[]> {
    if (this.results !== undefined) {
      const inputs = pageInputs.read('results');
      if (!inputs.ok) return inputs;
      const teams = this.teams === undefined ? ok(undefined) : attempt('teams', () => parsedJson(this.teams));
      if (!teams.ok) return teams;
      const read = attempt('results', () => inputs.value.readResults(parsedJson(this.results), teams.value));
      if (!read.ok) return read;
      const { results, names } = read.value;
      return ok([
        {
          kind: 'league',
          group: 1,
          rows: standingsFromResults(
            results,
            names.map((_, i) => i),
            names,
          ),
        },
      ]);
    }
    const state = this.state ?? this.game?.view;
    if (state !== undefined) return attempt('state', () => tablesOfState(state));
    if (this.teams !== undefined)
      return problem('results', 'error.invalid', { detail: 'give the results to rank the teams' });
    return ok([]);
  }

  protected override render() {
    if (!this.view.ok) return this.renderProblem(this.view.problem);
    const tables = this.view.value;
    return html`<div part="base" class="base">
      ${tables.length === 0 ? html`<p class="empty">${this.t('table.empty')}</p>` : tables.map((table) => this.renderTable(table, tables.length))}
    </div>`;
  }

  private renderTable(table: Table, count: number) {
    const caption =
      table.kind === 'final'
        ? this.t('table.final')
        : table.kind === 'group' || count > 1
          ? this.t('table.group', { group: table.group })
          : this.t('table.label');
    const long = (c: (typeof COLUMNS)[number]) => this.t(`table.${c}Long` as MofMessageKey);
    return html`<div class="scroll">
      <table part="table" class="table">
        <caption part="caption">
          ${caption}
        </caption>
        <thead>
          <tr>
            <th scope="col"><abbr title=${this.t('table.pos')}>#</abbr></th>
            <th scope="col" class="team">${this.t('table.team')}</th>
            ${COLUMNS.map(
              (c) =>
                html`<th scope="col" class=${c}>
                  <abbr title=${long(c)}
                    ><span aria-hidden="true">${c === 'away' ? '✈' : this.t(`table.${c}`)}</span
                    ><span class="visually-hidden">${long(c)}</span></abbr
                  >
                </th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${table.rows.map((row, i) => {
            const tiedAbove = row.aboveNextBy && row.aboveNextBy !== 'points' ? row.aboveNextBy : null;
            return html`<tr
              part=${i === 0 ? 'row row-leader' : 'row'}
              class=${row.name === this.highlight ? 'highlight' : ''}
              data-team=${row.team}
            >
              <td class="pos">${row.position}</td>
              <th scope="row" class="team">
                ${row.name}
                ${
                  tiedAbove
                    ? html`<span part="tiebreak" class="tiebreak" data-by=${tiedAbove}
                        >${this.t(`table.tiebreak.${tiedAbove}`)}</span
                      >`
                    : nothing
                }
              </th>
              ${COLUMNS.map((c) => html`<td class=${c}>${c === 'gd' && row.gd > 0 ? `+${row.gd}` : row[c]}</td>`)}
            </tr>`;
          })}
        </tbody>
      </table>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-league-table': MofLeagueTable;
  }
}
