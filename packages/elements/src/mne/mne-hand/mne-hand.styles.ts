import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';
import { synergyCardStyles } from '../synergy-card.js';

export const handStyles = [
  baseStyles,
  synergyCardStyles,
  css`
    :host {
      display: block;
    }
    .base {
      display: grid;
      gap: 0.35em;
    }
    .heading {
      display: flex;
      justify-content: space-between;
      gap: 0.5em;
      font-size: 0.85em;
      color: ${tokens.colorMuted};
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4em;
      min-height: 2em;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .empty {
      font-size: 0.85em;
      color: ${tokens.colorMuted};
      font-style: italic;
    }
  `,
];
