import { css } from 'lit';
import { tokens } from '../../shared/theme.js';
import { cardStyles } from '../card-styles.js';

export const actionCardStyles = [
  cardStyles,
  css`
    :host {
      --mof-card-strategy: #1d63d1;
      --mof-card-evolution: #2a9d3f;
      --mof-card-anti-football: #e9b10a;
      --mof-card-corruption: #d62828;
    }
    .card[data-type='strategy'] {
      --_band: var(--mof-card-strategy);
    }
    .card[data-type='evolution'] {
      --_band: var(--mof-card-evolution);
    }
    .card[data-type='antiFootball'] {
      --_band: var(--mof-card-anti-football);
    }
    .card[data-type='corruption'] {
      --_band: var(--mof-card-corruption);
    }
    .timing {
      margin: -0.6em -0.75em 0;
      padding: 0.25em 0.75em;
      background: color-mix(in srgb, var(--_band) 16%, transparent);
      font-size: 0.85em;
      font-weight: 600;
    }
    .free {
      font-size: 0.75em;
      padding: 0.1em 0.4em;
      border-radius: 999px;
      background: ${tokens.colorBorder};
    }
    .target {
      font-size: 0.8em;
      padding: 0.15em 0.5em;
      border-radius: 999px;
      justify-self: start;
      align-self: flex-start;
      color: #fff;
    }
    .target.own {
      background: ${tokens.colorHome};
    }
    .target.opp {
      background: ${tokens.colorAway};
    }
  `,
];
