import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const resultsPadStyles = [
  baseStyles,
  css`
    :host {
      display: block;
    }
    .base {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
      gap: 0.75em;
    }
    .matchday {
      padding: 0.6em 0.75em;
      border: 1px solid ${tokens.colorBorder};
      border-radius: ${tokens.radius};
      background: ${tokens.colorSurface};
    }
    .matchday[part~='matchday-current'] {
      border-color: ${tokens.colorHome};
      box-shadow: 0 0 0 1px ${tokens.colorHome};
    }
    h3 {
      margin: 0 0 0.4em;
      font-size: 0.9em;
      color: ${tokens.colorMuted};
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.25em;
    }
    li {
      display: grid;
      grid-template-columns: 1fr auto 1fr;
      gap: 0.5em;
      align-items: baseline;
      font-size: 0.9em;
    }
    .home {
      text-align: end;
    }
    .score {
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      min-width: 3em;
      text-align: center;
    }
    li.live .score {
      color: ${tokens.colorAway};
    }
    .empty {
      color: ${tokens.colorMuted};
    }
  `,
];
