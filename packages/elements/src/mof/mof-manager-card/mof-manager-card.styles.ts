import { css } from 'lit';
import { cardStyles } from '../card-styles.js';

export const managerCardStyles = [
  cardStyles,
  css`
    :host {
      --mof-card-manager: #111827;
    }
    .card {
      --_band: var(--mof-card-manager);
    }
    .budget b {
      font-size: 1.1em;
    }
  `,
];
