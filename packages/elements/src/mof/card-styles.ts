/** The frame the three MoF card elements share: a rounded card with a coloured band and symbols. */
import { css } from 'lit';
import { baseStyles, tokens } from '../shared/theme.js';

export const cardStyles = [
  baseStyles,
  css`
    :host {
      display: inline-block;
      vertical-align: top;
      width: var(--mof-card-width, 15rem);
      max-width: 100%;
    }
    .card {
      --_band: #6b7280;
      position: relative;
      display: flex;
      flex-direction: column;
      gap: 0.5em;
      padding: 0.6em 0.75em 0.75em;
      border: 1px solid ${tokens.colorBorder};
      border-top: 0.5em solid var(--_band);
      border-radius: calc(${tokens.radius} * 1.5);
      background: ${tokens.colorSurface};
      box-shadow: 0 2px 6px rgb(0 0 0 / 0.12);
      line-height: 1.3;
    }
    .title {
      display: flex;
      align-items: center;
      gap: 0.4em;
      margin: 0;
      font-size: 1.05em;
      font-weight: 700;
    }
    .title .name {
      flex: 1;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .symbol {
      width: 1.6em;
      height: 1.6em;
      flex: none;
      vertical-align: middle;
      color: ${tokens.colorText};
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.35em 0.6em;
    }
    ul.effects {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.35em;
    }
    ul.effects li {
      display: flex;
      align-items: center;
      gap: 0.5em;
      font-size: 0.85em;
      color: ${tokens.colorMuted};
    }
    .muted {
      color: ${tokens.colorMuted};
      font-size: 0.85em;
    }
  `,
];
