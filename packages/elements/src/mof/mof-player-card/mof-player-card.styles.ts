import { css } from 'lit';
import { tokens } from '../../shared/theme.js';
import { cardStyles } from '../card-styles.js';

export const playerCardStyles = [
  cardStyles,
  css`
    :host {
      --mof-card-gold: #d4a017;
      --mof-card-silver: #9ca3af;
      --mof-card-bronze: #b0703c;
      --mof-card-wood: #8b6b4a;
    }
    .card[data-level='gold'] {
      --_band: var(--mof-card-gold);
    }
    .card[data-level='silver'] {
      --_band: var(--mof-card-silver);
    }
    .card[data-level='bronze'] {
      --_band: var(--mof-card-bronze);
    }
    .card[data-level='wood'] {
      --_band: var(--mof-card-wood);
    }
    .position {
      display: inline-grid;
      place-items: center;
      width: 1.7em;
      height: 1.7em;
      border-radius: 50%;
      background: var(--_band);
      color: #fff;
      text-decoration: none;
      font-size: 0.9em;
    }
    .skills {
      width: 100%;
      border-collapse: collapse;
      text-align: center;
      font-variant-numeric: tabular-nums;
    }
    .skills th,
    .skills td {
      padding: 0.15em;
    }
    .skills tbody td {
      font-weight: 700;
      font-size: 1.1em;
    }
    .skills tbody tr.att {
      background: color-mix(in srgb, ${tokens.colorAway} 8%, transparent);
    }
    .skills tbody tr.def {
      background: color-mix(in srgb, ${tokens.colorHome} 8%, transparent);
    }
    th[part~='tactic-current'] {
      outline: 2px solid currentColor;
      outline-offset: -2px;
      border-radius: 0.25em;
    }
  `,
];
