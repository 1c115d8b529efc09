import { html } from 'lit';
import { property } from 'lit/decorators.js';
import {
  HAND_LIMIT,
  synergyCard as synergyDef,
  type Seat,
  type ViewerSeat,
} from '@pitchside/engine/mne/picture-unchecked';
import { teamName } from '../labels.js';
import { MneElement } from '../mne-element.js';
import { queryable } from '../queryable.js';
import { mneMessages } from '../messages.js';
import { synergyCard } from '../synergy-card.js';
import { handStyles } from './mne-hand.styles.js';
import { readTeam } from '../team.js';

/**
 * A team's hand of Synergy Cards (at most 5): face up for the team that owns them, face down for
 * anyone else. Inside `<mne-match>` it shows what the viewing seat may see; on its own it shows the
 * `team`'s hand from a `scenario` or `state` face up, as the team sees it.
 *
 * @summary A team's Synergy Cards in hand: stars and TACKLE, or face down for the opponent.
 *
 * @csspart base - The wrapper.
 * @csspart heading - The title and the count.
 * @csspart cards - The list of cards.
 * @csspart synergy-card - A card (face-down ones also have `synergy-card-face-down`).
 * @csspart problem - The message shown when an attribute is unusable.
 *
 * @cssprop --mne-synergy-card-width - A card's width.
 */
export class MneHand extends MneElement {
  static override styles = handStyles;

  /** Whose hand: `home` (default) or `away`. */
  @property({ reflect: true }) team: string = 'home';

  protected override viewer(): ViewerSeat {
    return this.team === 'away' ? 'away' : 'home';
  }

  protected override render() {
    if (!this.source.ok) return this.renderProblem(this.source.problem);
    const seat = readTeam(this, this.i18n);
    if (!seat.ok) return this.renderProblem(seat.problem);
    return this.renderHand(seat.value);
  }

  private renderHand(seat: Seat) {
    if (!this.source.ok) return null;
    const { view } = this.source.value;
    const team = view.teams[seat];
    const cards = team.hand ?? Array.from({ length: team.handCount }, () => null);
    const title = this.i18n.t(mneMessages, 'hand.label', { team: teamName(this.i18n, seat) });
    return html`<section part="base" class="base" aria-label=${title}>
      <div part="heading" class="heading">
        <span>${title}</span>
        <span>${this.i18n.t(mneMessages, 'hand.count', { count: team.handCount, max: HAND_LIMIT })}</span>
      </div>
      ${
        cards.length === 0
          ? html`<p class="empty">${this.i18n.t(mneMessages, 'hand.empty')}</p>`
          : html`<ul part="cards" class="cards">
              ${cards.map(
                (id) => html`<li>${synergyCard(this.i18n, id === null ? null : synergyDef(queryable(view), id))}</li>`,
              )}
            </ul>`
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-hand': MneHand;
  }
}
