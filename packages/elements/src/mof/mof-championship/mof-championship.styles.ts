import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const championshipStyles = [
  baseStyles,
  css`
    :host {
      display: block;
    }
    .base {
      display: grid;
      gap: 0.75em;
    }
    .header {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.4em 1em;
    }
    .title {
      margin: 0;
      font-size: 1.25em;
    }
    .stage {
      padding: 0.1em 0.6em;
      border-radius: 999px;
      background: ${tokens.colorText};
      color: ${tokens.colorSurface};
      font-size: 0.85em;
      font-weight: 600;
    }
    .champion {
      flex-basis: 100%;
      margin: 0;
      padding: 0.6em 0.9em;
      border-radius: ${tokens.radius};
      background: linear-gradient(90deg, #fde68a, #fef3c7);
      color: #713f12;
      font-weight: 700;
      font-size: 1.1em;
    }
    .tabs {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25em;
      border-bottom: 2px solid ${tokens.colorBorder};
    }
    [role='tab'] {
      padding: 0.5em 0.9em;
      border: 0;
      border-bottom: 3px solid transparent;
      margin-bottom: -2px;
      background: none;
      color: ${tokens.colorMuted};
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      color: ${tokens.colorText};
      border-bottom-color: ${tokens.colorHome};
    }
    [role='tab']:focus-visible {
      outline: 3px solid color-mix(in srgb, ${tokens.colorHome} 60%, transparent);
      outline-offset: 2px;
    }
    .panel {
      display: grid;
      gap: 0.75em;
    }
    .offer {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5em;
      --mof-card-width: 13rem;
    }
    .teams {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.4em;
    }
    .team {
      display: grid;
      gap: 0.1em;
      padding: 0.5em 0.75em;
      border: 1px solid ${tokens.colorBorder};
      border-radius: ${tokens.radius};
      background: ${tokens.colorSurface};
    }
    .muted {
      color: ${tokens.colorMuted};
      font-size: 0.85em;
    }
    .log {
      list-style: none;
      margin: 0;
      padding: 0.4em 0.75em;
      border-inline-start: 3px solid ${tokens.colorBorder};
      color: ${tokens.colorMuted};
      font-size: 0.9em;
    }
  `,
];
