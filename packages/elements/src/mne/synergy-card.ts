/**
 * A Synergy Card, face up (its stars, and TACKLE) or face down: drawn by `<mne-hand>` and
 * `<mne-synergy-board>`.
 */
import { css, html, nothing } from 'lit';
import type { SynergyCardDef } from '@pitchside/engine/mne';
import type { I18nController } from '../shared/i18n.js';
import { glyph } from './glyphs.js';
import { synergyLabel } from './labels.js';
import { mneMessages } from './messages.js';

/** A face-up card when `def` is given, else a face-down one. */
export function synergyCard(i18n: I18nController, def: SynergyCardDef | null | undefined, part = 'synergy-card') {
  if (!def) {
    return html`<span
      part="${part} ${part}-face-down"
      class="syn back"
      role="img"
      aria-label=${i18n.t(mneMessages, 'synergy.faceDown')}
    ></span>`;
  }
  return html`<span
    part=${part}
    class="syn ${def.tackle ? 'tackle' : ''}"
    role="img"
    aria-label=${synergyLabel(i18n, def)}
  >
    <span class="syn-value" aria-hidden="true">${def.stars}</span>
    <span class="syn-stars" aria-hidden="true">${Array.from({ length: def.stars }, () => glyph('star'))}</span>
    ${def.tackle ? html`<span class="syn-tackle" aria-hidden="true">${i18n.t(mneMessages, 'synergy.tackleMark')}</span>` : nothing}
  </span>`;
}

export const synergyCardStyles = css`
  .syn {
    position: relative;
    display: inline-grid;
    grid-template-rows: 1fr auto auto;
    place-items: center;
    width: var(--mne-synergy-card-width, 3.2em);
    aspect-ratio: 5 / 7;
    padding: 0.2em;
    border-radius: 0.35em;
    background: linear-gradient(160deg, #fff8e1, #ffe8a3);
    color: #5c3d00;
    box-shadow:
      inset 0 0 0 2px #d4a017,
      0 1px 2px rgb(0 0 0 / 0.25);
    font-weight: 800;
  }
  .syn-value {
    font-size: 1.3em;
    line-height: 1;
  }
  .syn-stars {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    max-width: 100%;
    color: #d48806;
  }
  .syn-stars .glyph {
    width: 0.75em;
    height: 0.75em;
  }
  .syn-tackle {
    font-size: 0.5em;
    letter-spacing: 0.04em;
    padding: 0 0.3em;
    border-radius: 0.3em;
    background: #b42318;
    color: #fff;
  }
  .syn.tackle {
    box-shadow:
      inset 0 0 0 2px #b42318,
      0 1px 2px rgb(0 0 0 / 0.25);
  }
  .syn.back {
    background: repeating-linear-gradient(45deg, #6d4c00 0 5px, #8a6100 5px 10px);
    box-shadow:
      inset 0 0 0 2px #d4a017,
      0 1px 2px rgb(0 0 0 / 0.25);
  }
`;
