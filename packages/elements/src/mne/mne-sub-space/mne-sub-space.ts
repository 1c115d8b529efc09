import { html } from 'lit';
import { property } from 'lit/decorators.js';
import { MAX_SUBSTITUTIONS, playerCard, type MneView } from '@pitchside/engine/mne/picture-unchecked';
import { teamName } from '../labels.js';
import { MneElement } from '../mne-element.js';
import { queryable } from '../queryable.js';
import { mneMessages } from '../messages.js';
import { readTeam } from '../team.js';
import { subSpaceStyles } from './mne-sub-space.styles.js';

/**
 * A team's Sub Space: the substitutes still available (face up) and the players subbed out, face
 * down — they can never return — with the substitutions used out of three.
 *
 * @summary A team's substitutes, subbed-out players face down, and substitutions used.
 *
 * @csspart base - The wrapper.
 * @csspart heading - The title and the substitutions used.
 * @csspart available - The list of substitutes.
 * @csspart out - The list of subbed-out players.
 * @csspart card - Each player card (its own parts are forwarded as `card-base`, `card-name`).
 * @csspart problem - The message shown when an attribute is unusable.
 *
 * @cssprop --mne-sub-space-card-width - The width of each card.
 */
export class MneSubSpace extends MneElement {
  static override styles = subSpaceStyles;

  /** Whose Sub Space: `home` (default) or `away`. */
  @property({ reflect: true }) team: string = 'home';

  protected override render() {
    if (!this.source.ok) return this.renderProblem(this.source.problem);
    const seat = readTeam(this, this.i18n);
    if (!seat.ok) return this.renderProblem(seat.problem);
    const { view } = this.source.value;
    const team = view.teams[seat.value];
    const title = this.i18n.t(mneMessages, 'subs.label', { team: teamName(this.i18n, seat.value) });
    return html`<section part="base" class="base" aria-label=${title}>
      <div part="heading" class="heading">
        <strong>${title}</strong>
        <span>${this.i18n.t(mneMessages, 'subs.used', { used: team.subsUsed, max: MAX_SUBSTITUTIONS })}</span>
      </div>
      <h3>${this.i18n.t(mneMessages, 'subs.available')}</h3>
      ${this.list(view, team.subs, false, 'available')}
      <h3>${this.i18n.t(mneMessages, 'subs.out')}</h3>
      ${this.list(view, team.out, true, 'out')}
    </section>`;
  }

  private list(view: MneView, ids: readonly string[], faceDown: boolean, part: string) {
    if (ids.length === 0) return html`<p class="none">${this.i18n.t(mneMessages, 'subs.none')}</p>`;
    return html`<ul part=${part}>
      ${ids.map(
        (id) =>
          html`<li>
            <mne-player-card
              part="card"
              exportparts="base: card-base, name: card-name"
              .definition=${playerCard(queryable(view), id)}
              ?face-down=${faceDown}
            ></mne-player-card>
          </li>`,
      )}
    </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-sub-space': MneSubSpace;
  }
}
