import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const scoreboardStyles = [
  baseStyles,
  css`
    :host {
      display: block;
    }
    .base {
      display: grid;
      grid-template-columns: 1fr auto 1fr;
      align-items: center;
      gap: 0.25em 0.75em;
      padding: 0.5em 0.75em;
      border-radius: ${tokens.radius};
      background: #14213d;
      color: #fff;
    }
    .team {
      font-weight: 700;
      overflow-wrap: anywhere;
    }
    .team.home {
      text-align: end;
      color: color-mix(in srgb, ${tokens.colorHome} 45%, #fff);
    }
    .team.away {
      color: color-mix(in srgb, ${tokens.colorAway} 45%, #fff);
    }
    .team.to-act::after,
    .team.home.to-act::before {
      content: '●';
      margin: 0 0.35em;
      font-size: 0.7em;
      color: #ffd43b;
    }
    .team.home.to-act::after {
      content: none;
    }
    .score {
      font-size: 1.6em;
      font-weight: 800;
      font-variant-numeric: tabular-nums;
      letter-spacing: 0.05em;
    }
    .status {
      grid-column: 1 / -1;
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.25em 0.75em;
      font-size: 0.8em;
      color: #cbd5e1;
    }
    .injury {
      color: #ffd43b;
      font-weight: 700;
    }
  `,
];
