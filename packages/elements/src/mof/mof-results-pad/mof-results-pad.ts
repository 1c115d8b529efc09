import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { FIXTURES, fixtures, type MofState, type MofView, type ResultRow } from '@pitchside/engine/mof';
import {
  attempt,
  jsonConverter,
  ok,
  parsedJson,
  problem,
  type InvalidJson,
  type Result,
} from '../../shared/problem.js';
import { pageInputs } from '../on-demand-engine.js';
import type { TableResult } from '../mof-league-table/mof-league-table.js';
import { MofElement } from '../mof-element.js';
import { mofMatchContext, type MofGameContext } from '../context.js';
import { consumeContext } from '../../shared/context.js';
import { LEAGUE_MATCHDAYS } from '../calendar.js';
import { resultsPadStyles } from './mof-results-pad.styles.js';

interface PadLine {
  home: string;
  away: string;
  score: [number, number] | null;
  live: boolean;
}

/** The time of a matchday on the pad. */
type Timing = 'played' | 'current' | 'upcoming';

/**
 * The results pad of a Masters of Football championship: one block per matchday with its
 * pairings (home team first) and their scores, the matchday being played shown live and the
 * matchdays still to come with their pairings from the calendar. A championship of 5–8 persons
 * lists both groups' matches and the two legs of the final (once the finalists are known).
 *
 * Give it a championship `state`, or place it inside `<mof-championship>` — or write it in a page:
 * the four teams of the pad (`teams`, A to D) and the results played (`results`); each result goes
 * to the matchday whose pairing it is in the championship calendar, and the other pairings are
 * shown still to play.
 *
 * ```html
 * <mof-results-pad teams='["Hanoi","Saigon","Hue","Danang"]'
 *   results='[{"home":"Hue","away":"Hanoi","score":[2,1]},{"home":"Danang","away":"Saigon","score":[0,0]}]'></mof-results-pad>
 * ```
 *
 * @summary The results pad: each matchday's pairings and scores.
 *
 * @csspart base - The wrapper.
 * @csspart matchday - One matchday's block (`matchday-current` while it is played,
 *   `matchday-upcoming` before).
 * @csspart result - One pairing (its `data-home` and `data-away` are the team names).
 * @csspart score - A pairing's score, or "to play".
 * @csspart problem - The message shown instead of the pad when an attribute is unusable.
 */
export class MofResultsPad extends MofElement {
  static override styles = resultsPadStyles;

  /** A championship state or view from the engine. */
  @property({ attribute: false }) state?: MofState | MofView;

  /** The pad's four teams as JSON, A to D (`["Hanoi", "Saigon", "Hue", "Danang"]`), with `results`. */
  @property({ converter: jsonConverter }) teams?: string[] | InvalidJson;

  /** Results played as JSON, teams by name: `[{"home": "Hue", "away": "Hanoi", "score": [2, 1]}]`. */
  @property({ converter: jsonConverter }) results?: TableResult[] | InvalidJson;

  /** The pad written in the page (`teams`, `results`), read; null when not given. */
  private written: Result<{ results: ResultRow[]; names: string[] } | null> = ok(null);

  /** Teams and results written as JSON need their reader, downloaded the first time. */
  protected override loading(): Promise<void> | null {
    return this.teams === undefined && this.results === undefined ? null : pageInputs.wait();
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.written = this.readWritten();
  }

  private readWritten(): Result<{ results: ResultRow[]; names: string[] } | null> {
    if (this.teams === undefined && this.results === undefined) return ok(null);
    const inputs = pageInputs.read(this.teams === undefined ? 'results' : 'teams');
    if (!inputs.ok) return inputs;
    const teams = readWith('teams', () => inputs.value.readPadTeams(parsedJson(this.teams)));
    if (!teams.ok) return teams;
    return readWith('results', () =>
      inputs.value.readPad(this.results === undefined ? [] : parsedJson(this.results), teams.value),
    );
  }

  /** The written pad: every league matchday's pairings from the calendar, with the scores given. */
  private writtenDays(names: string[], results: ResultRow[]): Map<number, PadLine[]> {
    return new Map(
      FIXTURES.map((day, i) => [
        i + 1,
        day.map(([h, a]) => {
          const r = results.find((x) => x.home === h && x.away === a);
          return { home: names[h] ?? '', away: names[a] ?? '', score: r ? [r.hg, r.ag] : null, live: false };
        }),
      ]),
    );
  }

  /** The game of an enclosing `<mof-championship>`, used when no `state` is given. */
  @property({ attribute: false })
  game?: MofGameContext;
  private readonly gameConsumer = consumeContext(this, mofMatchContext, (game) => (this.game = game));

  private matchdays(s: MofState | MofView): Map<number, PadLine[]> {
    const name = (t: number) => s.teams[t]?.name ?? '';
    const days = new Map<number, PadLine[]>();
    const add = (md: number, line: PadLine) => days.set(md, [...(days.get(md) ?? []), line]);
    for (const r of s.results) add(r.md, { home: name(r.home), away: name(r.away), score: [r.hg, r.ag], live: false });
    if (s.stage === 'matchday')
      for (const m of s.matches)
        if (m.phase !== 'over')
          add(m.md, {
            home: name(m.sides[0].team),
            away: name(m.sides[1].team),
            score: m.phase === 'prematch' ? null : m.score,
            live: m.phase !== 'prematch',
          });
    // The league matchdays not started yet: their pairings are fixed by the calendar.
    if (s.kind === 'championship' && s.stage !== 'over')
      for (let md = 1; md <= LEAGUE_MATCHDAYS; md++)
        if (!days.has(md))
          for (const f of fixtures(s as MofState, md))
            add(md, { home: name(f.home), away: name(f.away), score: null, live: false });
    return new Map([...days.entries()].sort(([a], [b]) => a - b));
  }

  private timing(s: MofState | MofView, md: number): Timing {
    if (s.stage === 'matchday' && md === s.md) return 'current';
    return s.results.some((r) => r.md === md) ? 'played' : 'upcoming';
  }

  protected override render() {
    if (!this.written.ok) return this.renderProblem(this.written.problem);
    const written = this.written.value;
    const s = this.state ?? this.game?.view;
    let days: Map<number, PadLine[]>;
    let timing: (md: number) => Timing;
    let played: number;
    if (written) {
      days = this.writtenDays(written.names, written.results);
      timing = (md) => (written.results.some((r) => r.md === md) ? 'played' : 'upcoming');
      played = written.results.length;
    } else if (s) {
      days = this.matchdays(s);
      timing = (md) => this.timing(s, md);
      played = s.results.length;
    } else return nothing;
    return html`<div part="base" class="base">
      ${played === 0 ? html`<p class="empty">${this.t('table.empty')}</p>` : nothing}
      ${[...days.entries()].map(([md, lines]) => {
        const time = timing(md);
        const title =
          md > LEAGUE_MATCHDAYS
            ? this.t('champ.finalLeg', { leg: md - LEAGUE_MATCHDAYS })
            : this.t('champ.stage.matchday', { md });
        const partName = time === 'played' ? 'matchday' : `matchday matchday-${time}`;
        return html`<section part=${partName} class="matchday ${time}" data-md=${md}>
          <h3>${title}</h3>
          <ul>
            ${lines.map(
              (l) =>
                html`<li part="result" class=${l.live ? 'live' : ''} data-home=${l.home} data-away=${l.away}>
                  <span class="home">${l.home}</span>
                  <span part="score" class="score"
                    >${l.score ? `${l.score[0]}–${l.score[1]}` : this.t('champ.notPlayed')}</span
                  >
                  <span class="away">${l.away}</span>
                </li>`,
            )}
          </ul>
        </section>`;
      })}
    </div>`;
  }
}

/** `read`'s value, or the Problem saying what is wrong with `attribute` (the reader's sentence). */
function readWith<T>(attribute: string, read: () => T): Result<T> {
  const value = attempt(attribute, read);
  if (value.ok || value.problem.key !== 'error.unexpected') return value;
  return problem(attribute, 'error.invalid', { detail: value.problem.params.detail ?? '' });
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-results-pad': MofResultsPad;
  }
}
