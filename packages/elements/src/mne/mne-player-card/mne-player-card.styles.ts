import { css, unsafeCSS } from 'lit';
import { baseStyles } from '../../shared/theme.js';
import { FULL_ICON_Y, ICON_SIZE, SPACE_ASPECT } from '../geometry.js';
import { iconStyles } from '../icon.styles.js';
import { mneColours } from '../theme.js';

const aspect = unsafeCSS(`2 / ${SPACE_ASPECT}`);
/** An icon's diameter in card-width units (a card is two spaces wide). */
const iconSize = unsafeCSS(`${(ICON_SIZE / 2) * 100}cqw`);
const fullY = unsafeCSS(`${FULL_ICON_Y * 100}%`);

export const playerCardStyles = [
  baseStyles,
  iconStyles,
  css`
    :host {
      display: inline-block;
      width: var(--mne-player-card-width, 13em);
      vertical-align: top;
    }

    .card {
      --_icon: ${iconSize};
      position: relative;
      container-type: inline-size;
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
      border-radius: 6cqw;
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
    .card.back {
      background: repeating-linear-gradient(135deg, #2b3440 0 6cqw, #36414f 6cqw 12cqw);
    }
    .card.back .back-mark {
      position: absolute;
      inset: 0;
      display: grid;
      place-items: center;
      font-size: 9cqw;
      font-weight: 800;
      letter-spacing: 0.05em;
      color: rgb(255 255 255 / 0.7);
    }

    .text {
      position: absolute;
      inset: 19% 13% 42%;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: flex-start;
      text-align: center;
      min-width: 0;
    }
    .position {
      position: absolute;
      top: 2.5cqw;
      left: 50%;
      transform: translateX(-50%);
      padding: 0 2cqw;
      border-radius: 3cqw;
      background: rgb(0 0 0 / 0.28);
      font-size: 5.5cqw;
      font-weight: 700;
      letter-spacing: 0.06em;
    }
    .name {
      max-width: 100%;
      font-size: 7.4cqw;
      font-weight: 700;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .role {
      max-width: 100%;
      font-size: 5.4cqw;
      opacity: 0.9;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .skill {
      position: absolute;
      top: 41%;
      left: 50%;
      transform: translateX(-50%);
      display: flex;
      gap: 2cqw;
      align-items: center;
      white-space: nowrap;
      font-size: 5.4cqw;
      font-weight: 600;
    }
    .crack,
    .effect {
      display: inline-flex;
      align-items: center;
      gap: 0.8cqw;
      padding: 0.4cqw 1.6cqw 0.4cqw 0.8cqw;
      border-radius: 3cqw;
      background: rgb(0 0 0 / 0.3);
    }
    .effect .glyph {
      color: #ffd43b;
    }
    .crack .glyph {
      color: #ffe3e3;
    }
    .skill .glyph {
      width: 1.3em;
      height: 1.3em;
    }

    /* Icons: half-icons centred on an edge (the card clips them to a half disc). */
    .icon {
      position: absolute;
      width: var(--_icon);
      height: var(--_icon);
      transform: translate(-50%, -50%);
    }
    .topLeft {
      left: 25%;
      top: 0;
    }
    .topRight {
      left: 75%;
      top: 0;
    }
    .left {
      left: 0;
      top: 50%;
    }
    .right {
      left: 100%;
      top: 50%;
    }
    .bottomLeft {
      left: 25%;
      top: 100%;
    }
    .bottomRight {
      left: 75%;
      top: 100%;
    }
    .full {
      top: ${fullY};
      left: calc(50% + var(--_offset) * 50%);
    }
    :host([dim]) .card {
      filter: grayscale(0.7) brightness(0.9);
    }
    @container (max-width: 140px) {
      .role {
        display: none;
      }
      .effect-text {
        display: none;
      }
    }
  `,
];
