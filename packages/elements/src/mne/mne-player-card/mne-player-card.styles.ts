import { css, unsafeCSS } from 'lit';
import { baseStyles } from '../../shared/theme.js';
import { iconStyles } from '../icon.styles.js';
import { cardFaceStyles, NARROW_CARD } from '../player-card-face.js';

export const playerCardStyles = [
  baseStyles,
  iconStyles,
  cardFaceStyles,
  css`
    :host {
      display: inline-block;
      width: var(--mne-player-card-width, 13em);
      vertical-align: top;
    }

    /* The card is the size container its printing is sized by: --_u is 1 % of its width. */
    .card {
      container-type: inline-size;
      --_u: 1cqw;
    }
    @container (max-width: ${unsafeCSS(NARROW_CARD)}px) {
      .card .role,
      .card .effect-text {
        display: none;
      }
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

    :host([dim]) .card {
      filter: grayscale(0.7) brightness(0.9);
    }
  `,
];
