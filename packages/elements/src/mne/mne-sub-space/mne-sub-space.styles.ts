import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const subSpaceStyles = [
  baseStyles,
  css`
    :host {
      display: block;
      --mne-player-card-width: var(--mne-sub-space-card-width, 7.5em);
    }
    .base {
      display: grid;
      gap: 0.35em;
      padding: 0.5em;
      border: 1px dashed ${tokens.colorBorder};
      border-radius: ${tokens.radius};
    }
    .heading {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0.5em;
      font-size: 0.85em;
      color: ${tokens.colorMuted};
    }
    .heading strong {
      color: ${tokens.colorText};
    }
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4em;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    h3 {
      margin: 0.2em 0 0;
      font-size: 0.8em;
      font-weight: 600;
      color: ${tokens.colorMuted};
    }
    .none {
      font-size: 0.8em;
      font-style: italic;
      color: ${tokens.colorMuted};
    }
  `,
];
