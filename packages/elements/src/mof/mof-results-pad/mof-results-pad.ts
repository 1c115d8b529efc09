import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { fixtures, type MofState, type MofView } from '@pitchside/engine/mof';
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
 * Give it a championship `state`, or place it inside `<mof-championship>`.
 *
 * @summary The results pad: each matchday's pairings and scores.
 *
 * @csspart base - The wrapper.
 * @csspart matchday - One matchday's block (`matchday-current` while it is played,
 *   `matchday-upcoming` before).
 * @csspart result - One pairing.
 */
export class MofResultsPad extends MofElement {
  static override styles = resultsPadStyles;

  /** A championship state or view from the engine. */
  @property({ attribute: false }) state?: MofState | MofView;

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
    const s = this.state ?? this.game?.view;
    if (!s) return nothing;
    const days = this.matchdays(s);
    return html`<div part="base" class="base">
      ${s.results.length === 0 ? html`<p class="empty">${this.t('table.empty')}</p>` : nothing}
      ${[...days.entries()].map(([md, lines]) => {
        const timing = this.timing(s, md);
        const title =
          md > LEAGUE_MATCHDAYS
            ? this.t('champ.finalLeg', { leg: md - LEAGUE_MATCHDAYS })
            : this.t('champ.stage.matchday', { md });
        const partName = timing === 'played' ? 'matchday' : `matchday matchday-${timing}`;
        return html`<section part=${partName} class="matchday ${timing}" data-md=${md}>
          <h3>${title}</h3>
          <ul>
            ${lines.map(
              (l) =>
                html`<li part="result" class=${l.live ? 'live' : ''}>
                  <span class="home">${l.home}</span>
                  <span class="score">${l.score ? `${l.score[0]}–${l.score[1]}` : this.t('champ.notPlayed')}</span>
                  <span class="away">${l.away}</span>
                </li>`,
            )}
          </ul>
        </section>`;
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-results-pad': MofResultsPad;
  }
}
