import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Seat } from '@pitchside/engine/mne';
import { teamName } from '../labels.js';
import { MneElement } from '../mne-element.js';
import { mneMessages } from '../messages.js';
import { scoreboardStyles } from './mne-scoreboard.styles.js';

/**
 * The Score Board: both teams' goals, the half (or the draft, lineup, Half Time, shootout, full
 * time), the turn, Injury Time, who plays now and how many Synergy Cards are left in the deck.
 *
 * @summary Score, half, turn, Injury Time and who is to play.
 *
 * @csspart base - The board.
 * @csspart team - A team's name (also `team-home` / `team-away`; the team to play has `to-act`).
 * @csspart score - The score.
 * @csspart status - The line with the half, the turn and the deck.
 * @csspart injury-time - The Injury Time notice.
 * @csspart problem - The message shown when an attribute is unusable.
 *
 * @cssprop --pitchside-color-home - Home's colour.
 * @cssprop --pitchside-color-away - Away's colour.
 */
export class MneScoreboard extends MneElement {
  static override styles = scoreboardStyles;

  /** Home's name; "Home" in the page's language when unset. */
  @property({ attribute: 'home-name' }) homeName?: string;
  /** Away's name; "Away" in the page's language when unset. */
  @property({ attribute: 'away-name' }) awayName?: string;

  private name(seat: Seat): string {
    return (seat === 'home' ? this.homeName : this.awayName) || teamName(this.i18n, seat);
  }

  protected override render() {
    if (!this.source.ok) return this.renderProblem(this.source.problem);
    const { view } = this.source.value;
    const t = this.i18n.t.bind(this.i18n, mneMessages);
    const phase =
      view.phase === 'play' ? t(view.half === 2 ? 'score.half.2' : 'score.half.1') : t(`phase.${view.phase}`);
    const team = (seat: Seat) =>
      html`<span
        part="team team-${seat}${view.toAct === seat ? ' to-act' : ''}"
        class="team ${seat} ${view.toAct === seat ? 'to-act' : ''}"
        >${this.name(seat)}</span
      >`;
    const label = t('score.score', {
      home: this.name('home'),
      away: this.name('away'),
      homeScore: view.teams.home.score,
      awayScore: view.teams.away.score,
    });
    return html`<section part="base" class="base" aria-label=${t('score.label')}>
      ${team('home')}
      <span part="score" class="score" role="status" aria-label=${label}
        ><span aria-hidden="true">${view.teams.home.score} – ${view.teams.away.score}</span></span
      >
      ${team('away')}
      <div part="status" class="status">
        <span>${phase}</span>
        ${view.phase === 'play' ? html`<span>${t('score.turn', { turn: view.turn })}</span>` : nothing}
        ${view.injuryTime ? html`<span part="injury-time" class="injury">${t('score.injury')}</span>` : nothing}
        ${view.toAct && view.phase !== 'over' ? html`<span>${t('score.toAct', { team: this.name(view.toAct) })}</span>` : nothing}
        ${view.phase === 'play' ? html`<span>${t('score.deck', { count: view.deckCount })}</span>` : nothing}
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-scoreboard': MneScoreboard;
  }
}
