import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { DEFAULT_CARDS, type PlayerCardDef } from '@pitchside/engine/mne';
import { PitchsideElement } from '../../shared/pitchside-element.js';
import { ok, problem, type Result } from '../../shared/problem.js';
import { mneMessages } from '../messages.js';
import { playerCardFace, type CardFaceParts } from '../player-card-face.js';
import { playerCardStyles } from './mne-player-card.styles.js';

/**
 * A Magic Number Eleven player card as the rulebook draws it: the position colour (Forward red,
 * Midfielder green, Defender blue), the name and detailed role, the skill — Crack and the
 * Immediate Effect with its lightning mark — the complete icons printed on it, and the six
 * half-icons on its edges that meet the halves of neighbouring cards on the field.
 *
 * Give it a card id of the reference set (`card="h-st"`) or, from script, any card definition
 * (`definition`). It is an image with an accessible name that lists everything printed on it.
 *
 * @summary One player card: position colour, name and role, skill, and its Tactical Icons.
 *
 * @csspart base - The card.
 * @csspart position - The position badge (FW, MF, DF).
 * @csspart name - The player's name.
 * @csspart role - The detailed role.
 * @csspart skill - The skill row (Crack, Immediate Effect).
 * @csspart crack - The Crack badge.
 * @csspart effect - The Immediate Effect badge with its lightning mark.
 * @csspart icon - Every icon (also `half-icon` or `full-icon`, and `icon-attack` / `icon-defence` / `icon-pass` / `icon-press`).
 * @csspart half-icon - A half-icon on an edge.
 * @csspart full-icon - A complete icon printed on the card.
 * @csspart problem - The message shown instead of the card when `card` is unknown.
 *
 * @cssprop --mne-player-card-width - The card's width (its height follows: two field spaces).
 * @cssprop --mne-player-card-radius - The card's corner radius.
 * @cssprop --mne-color-forward - Forwards' colour.
 * @cssprop --mne-color-midfielder - Midfielders' colour.
 * @cssprop --mne-color-defender - Defenders' colour.
 * @cssprop --mne-color-attack - Attack icons.
 * @cssprop --mne-color-defence - Defence icons.
 * @cssprop --mne-color-pass - Pass icons.
 * @cssprop --mne-color-press - Press icons.
 */
export class MnePlayerCard extends PitchsideElement {
  static override styles = playerCardStyles;

  /** The id of a reference card (e.g. `h-st`, the Home Striker; `s-wk`, the Star Wonderkid). */
  @property({ reflect: true }) card?: string;

  /** A card definition given from script (a publisher's own card); wins over `card`. */
  @property({ attribute: false }) definition?: PlayerCardDef;

  /** Shows the card's back (a substituted player lies face down in the Sub Space). */
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;

  /** Greys the card out (e.g. a card in front that cannot be placed now). */
  @property({ type: Boolean, reflect: true }) dim = false;

  private def: Result<PlayerCardDef | null> = ok(null);

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('card') || changed.has('definition') || !this.hasUpdated) this.def = this.readCard();
  }

  private readCard(): Result<PlayerCardDef | null> {
    if (this.definition) return ok(this.definition);
    if (this.card === undefined || this.card === '')
      return this.faceDown ? ok(null) : problem('card', 'error.invalid', { detail: '' });
    const found = DEFAULT_CARDS.find((c) => c.id === this.card);
    return found ? ok(found) : problem('card', 'error.invalid', { detail: '' });
  }

  protected override render() {
    if (this.faceDown) {
      return html`<div part="base" class="card back" role="img" aria-label=${this.i18n.t(mneMessages, 'card.faceDown')}>
        <span class="back-mark" aria-hidden="true">MNE</span>
      </div>`;
    }
    if (!this.def.ok) {
      // The detail names the card in the page's language.
      const detail = this.card
        ? this.i18n.t(mneMessages, 'card.unknown', { card: this.card })
        : this.i18n.t(mneMessages, 'card.missing');
      return this.renderProblem({ ...this.def.problem, params: { ...this.def.problem.params, detail } });
    }
    const def = this.def.value;
    return def ? playerCardFace(this.i18n, def, OWN_PARTS) : nothing;
  }
}

/** The face's pieces under the card's own `part` names (see the class's `@csspart`s). */
const OWN_PARTS: CardFaceParts = {
  base: 'base',
  position: 'position',
  name: 'name',
  role: 'role',
  skill: 'skill',
  crack: 'crack',
  effect: 'effect',
  icon: (kind, type) => `icon ${kind}-icon icon-${type}`,
};

declare global {
  interface HTMLElementTagNameMap {
    'mne-player-card': MnePlayerCard;
  }
}
