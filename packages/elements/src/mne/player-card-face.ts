/**
 * A Magic Number Eleven player card's face: the position colour, name and role, skill, the complete
 * icons printed on it and the half-icons on its edges. `<mne-player-card>` shows one in its shadow
 * root; `<mne-field>` draws its placed cards with it in its own, so that a field holds no element,
 * shadow root or stylesheet per card.
 */
import { css, html, nothing, unsafeCSS } from 'lit';
import { EDGE_SLOTS, type EdgeSlot, type IconType, type PlayerCardDef } from '@pitchside/engine/mne';
import { cssProperties } from '../shared/css-properties.js';
import type { I18nController } from '../shared/i18n.js';
import { FULL_ICON_Y, ICON_SIZE, SPACE_ASPECT, fullIconOffset } from './geometry.js';
import { glyph } from './glyphs.js';
import { cardLabel, cardName, cardRole } from './labels.js';
import { mneMessages } from './messages.js';
import { mneColours } from './theme.js';

/**
 * The `part` names a face's pieces wear: `<mne-player-card>`'s own (`base`, `name`, `icon`…), or the
 * names under which the element drawing it exposes them (`<mne-field>`: `card`, `card-name`,
 * `card-icon`, and no name for the other pieces).
 */
export interface CardFaceParts {
  base: string;
  position: string;
  name: string;
  role: string;
  skill: string;
  crack: string;
  effect: string;
  /** An icon's names: a half-icon on an edge or a complete icon printed on the card. */
  icon: (kind: 'half' | 'full', type: IconType) => string;
}

/** A card's face (`.card`, styled by `cardFaceStyles`). */
export function playerCardFace(i18n: I18nController, def: PlayerCardDef, parts: CardFaceParts) {
  const role = cardRole(i18n, def);
  const iconName = (type: IconType) => i18n.t(mneMessages, `icon.${type}`);
  return html`<div part=${parts.base} class="card ${def.position}" role="group" aria-label=${cardLabel(i18n, def)}>
    <span part=${parts.position} class="position" aria-hidden="true">${def.position}</span>
    <div class="text">
      <span part=${parts.name} class="name">${cardName(i18n, def)}</span>
      ${role ? html`<span part=${parts.role} class="role">${role}</span>` : nothing}
    </div>
    ${skill(i18n, def, parts)} ${EDGE_SLOTS.map((slot) => half(i18n, def, slot, parts))}
    ${def.fullIcons.map(
      (type, index) =>
        html`<span
          part=${parts.icon('full', type)}
          class="icon full ${type}"
          role="img"
          aria-label=${i18n.t(mneMessages, 'card.fullIcon', { icon: iconName(type) })}
          style=${cssProperties({ '--_offset': fullIconOffset(index, def.fullIcons.length) })}
          >${glyph(type)}</span
        >`,
    )}
  </div>`;
}

/** The skill row: Crack and the Immediate Effect with its lightning mark (nothing without either). */
function skill(i18n: I18nController, def: PlayerCardDef, parts: CardFaceParts) {
  if (def.crack === 0 && def.effect === null) return nothing;
  const crack = i18n.t(mneMessages, 'card.crackLong', { crack: def.crack });
  return html`<div part=${parts.skill} class="skill">
    ${
      def.crack > 0
        ? html`<span part=${parts.crack} class="crack" role="img" title=${crack} aria-label=${crack}
            >${glyph('crack')}<span aria-hidden="true">${def.crack}</span></span
          >`
        : nothing
    }
    ${
      def.effect
        ? html`<span
            part=${parts.effect}
            class="effect"
            role="img"
            title=${i18n.t(mneMessages, `effect.${def.effect}`)}
            aria-label=${`${i18n.t(mneMessages, 'card.effect')}: ${i18n.t(mneMessages, `effect.${def.effect}`)}`}
            >${glyph('lightning')}<span class="effect-text" aria-hidden="true"
              >${i18n.t(mneMessages, `effectShort.${def.effect}`)}</span
            ></span
          >`
        : nothing
    }
  </div>`;
}

/** The half-icon on one edge slot of the card (nothing when the slot has none). */
function half(i18n: I18nController, def: PlayerCardDef, slot: EdgeSlot, parts: CardFaceParts) {
  const type = def.edges[slot];
  if (!type) return nothing;
  const label = i18n.t(mneMessages, 'card.halfIcon', {
    icon: i18n.t(mneMessages, `icon.${type}`),
    edge: i18n.t(mneMessages, `edge.${slot}`),
  });
  return html`<span part=${parts.icon('half', type)} class="icon half ${slot} ${type}" role="img" aria-label=${label}
    >${glyph(type)}</span
  >`;
}

const aspect = unsafeCSS(`2 / ${SPACE_ASPECT}`);
/** An icon's diameter in card-width units (a card is two spaces wide). */
const iconSize = unsafeCSS(`calc(${(ICON_SIZE / 2) * 100} * var(--_u))`);
const fullY = unsafeCSS(`${FULL_ICON_Y * 100}%`);

/** Below this width a card leaves out its role and its Immediate Effect's words. */
export const NARROW_CARD = 140;

/**
 * A face's styles, every rule inside `.card` so that they do not reach what the drawing element
 * shows around it (the field has `.icon`s, `.left` and `.crack` of its own). With `iconStyles`.
 *
 * Everything on the card is sized in `--_u`, 1 % of the card's width, which the drawing element
 * sets: `<mne-player-card>`'s card is a size container (`1cqw`); `<mne-field>`'s cards are sized
 * from the field, its one container, so that a field with cards lays out no container per card. It
 * also hides the role and the Immediate Effect's words on a card narrower than `NARROW_CARD`.
 */
export const cardFaceStyles = css`
  .card {
    --_icon: ${iconSize};
    position: relative;
    aspect-ratio: ${aspect};
    overflow: hidden;
    border-radius: var(--mne-player-card-radius, 7%/12%);
    color: #fff;
    background: var(--_position);
    box-shadow:
      inset 0 0 0 1px rgb(255 255 255 / 0.25),
      0 1px 2px rgb(0 0 0 / 0.25);
    line-height: 1.15;
  }
  .card::before {
    /* A lighter band across the middle, like the card's printed panel. */
    content: '';
    position: absolute;
    inset: 16% 9% 16%;
    border-radius: calc(6 * var(--_u));
    background: linear-gradient(rgb(255 255 255 / 0.16), rgb(255 255 255 / 0.04));
  }
  .card.FW {
    --_position: ${mneColours.FW};
  }
  .card.MF {
    --_position: ${mneColours.MF};
  }
  .card.DF {
    --_position: ${mneColours.DF};
  }

  .card .text {
    position: absolute;
    inset: 19% 13% 42%;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: flex-start;
    text-align: center;
    min-width: 0;
  }
  .card .position {
    position: absolute;
    top: calc(2.5 * var(--_u));
    left: 50%;
    transform: translateX(-50%);
    padding: 0 calc(2 * var(--_u));
    border-radius: calc(3 * var(--_u));
    background: rgb(0 0 0 / 0.28);
    font-size: calc(5.5 * var(--_u));
    font-weight: 700;
    letter-spacing: 0.06em;
  }
  .card .name {
    max-width: 100%;
    font-size: calc(7.4 * var(--_u));
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .card .role {
    max-width: 100%;
    font-size: calc(5.4 * var(--_u));
    opacity: 0.9;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .card .skill {
    position: absolute;
    top: 41%;
    left: 50%;
    transform: translateX(-50%);
    display: flex;
    gap: calc(2 * var(--_u));
    align-items: center;
    white-space: nowrap;
    font-size: calc(5.4 * var(--_u));
    font-weight: 600;
  }
  .card .crack,
  .card .effect {
    display: inline-flex;
    align-items: center;
    gap: calc(0.8 * var(--_u));
    padding: calc(0.4 * var(--_u)) calc(1.6 * var(--_u)) calc(0.4 * var(--_u)) calc(0.8 * var(--_u));
    border-radius: calc(3 * var(--_u));
    background: rgb(0 0 0 / 0.3);
  }
  .card .effect .glyph {
    color: #ffd43b;
  }
  .card .crack .glyph {
    color: #ffe3e3;
  }
  .card .skill .glyph {
    width: 1.3em;
    height: 1.3em;
  }

  /* Icons: half-icons centred on an edge (the card clips them to a half disc). */
  .card .icon {
    position: absolute;
    width: var(--_icon);
    height: var(--_icon);
    transform: translate(-50%, -50%);
  }
  .card .topLeft {
    left: 25%;
    top: 0;
  }
  .card .topRight {
    left: 75%;
    top: 0;
  }
  .card .left {
    left: 0;
    top: 50%;
  }
  .card .right {
    left: 100%;
    top: 50%;
  }
  .card .bottomLeft {
    left: 25%;
    top: 100%;
  }
  .card .bottomRight {
    left: 75%;
    top: 100%;
  }
  .card .full {
    top: ${fullY};
    left: calc(50% + var(--_offset) * 50%);
  }
`;
