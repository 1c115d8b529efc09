import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { DEFAULT_CARDS, EDGE_SLOTS, type EdgeSlot, type PlayerCardDef } from '@pitchside/engine/mne';
import { cssProperties } from '../../shared/css-properties.js';
import { PitchsideElement } from '../../shared/pitchside-element.js';
import { ok, problem, type Result } from '../../shared/problem.js';
import { fullIconOffset } from '../geometry.js';
import { glyph } from '../glyphs.js';
import { cardLabel, cardName, cardRole } from '../labels.js';
import { mneMessages } from '../messages.js';
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
    if (!def) return nothing;
    const role = cardRole(this.i18n, def);
    return html`<div part="base" class="card ${def.position}" role="group" aria-label=${cardLabel(this.i18n, def)}>
      <span part="position" class="position" aria-hidden="true">${def.position}</span>
      <div class="text">
        <span part="name" class="name">${cardName(this.i18n, def)}</span>
        ${role ? html`<span part="role" class="role">${role}</span>` : nothing}
      </div>
      ${this.renderSkill(def)} ${EDGE_SLOTS.map((slot) => this.renderHalf(def, slot))}
      ${def.fullIcons.map(
        (type, index) =>
          html`<span
            part="icon full-icon icon-${type}"
            class="icon full ${type}"
            role="img"
            aria-label=${this.i18n.t(mneMessages, 'card.fullIcon', { icon: this.i18n.t(mneMessages, `icon.${type}`) })}
            style=${cssProperties({ '--_offset': fullIconOffset(index, def.fullIcons.length) })}
            >${glyph(type)}</span
          >`,
      )}
    </div>`;
  }

  private renderSkill(def: PlayerCardDef) {
    if (def.crack === 0 && def.effect === null) return nothing;
    return html`<div part="skill" class="skill">
      ${
        def.crack > 0
          ? html`<span
              part="crack"
              class="crack"
              role="img"
              title=${this.i18n.t(mneMessages, 'card.crackLong', { crack: def.crack })}
              aria-label=${this.i18n.t(mneMessages, 'card.crackLong', { crack: def.crack })}
              >${glyph('crack')}<span aria-hidden="true">${def.crack}</span></span
            >`
          : nothing
      }
      ${
        def.effect
          ? html`<span
              part="effect"
              class="effect"
              role="img"
              title=${this.i18n.t(mneMessages, `effect.${def.effect}`)}
              aria-label=${`${this.i18n.t(mneMessages, 'card.effect')}: ${this.i18n.t(mneMessages, `effect.${def.effect}`)}`}
              >${glyph('lightning')}<span class="effect-text" aria-hidden="true"
                >${this.i18n.t(mneMessages, `effectShort.${def.effect}`)}</span
              ></span
            >`
          : nothing
      }
    </div>`;
  }

  private renderHalf(def: PlayerCardDef, slot: EdgeSlot) {
    const type = def.edges[slot];
    if (!type) return nothing;
    const label = this.i18n.t(mneMessages, 'card.halfIcon', {
      icon: this.i18n.t(mneMessages, `icon.${type}`),
      edge: this.i18n.t(mneMessages, `edge.${slot}`),
    });
    return html`<span
      part="icon half-icon icon-${type}"
      class="icon half ${slot} ${type}"
      role="img"
      aria-label=${label}
      >${glyph(type)}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-player-card': MnePlayerCard;
  }
}
