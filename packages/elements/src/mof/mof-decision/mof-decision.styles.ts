import { css } from 'lit';
import { handoffStyles } from '../../shared/handoff.js';
import { baseStyles, tokens } from '../../shared/theme.js';

export const decisionStyles = [
  baseStyles,
  handoffStyles,
  css`
    :host {
      display: block;
      container-type: inline-size;
    }
    .base {
      display: grid;
      gap: 0.6em;
      padding: 0.75em 1em;
      border-radius: calc(${tokens.radius} * 1.5);
      background: color-mix(in srgb, ${tokens.colorHome} 6%, ${tokens.colorSurface});
      border: 1px solid color-mix(in srgb, ${tokens.colorHome} 30%, ${tokens.colorBorder});
    }
    .base.waiting {
      background: ${tokens.colorSurface};
      border-color: ${tokens.colorBorder};
      color: ${tokens.colorMuted};
    }
    .title {
      margin: 0;
      font-size: 1em;
      color: ${tokens.colorHome};
    }
    .prompt {
      margin: 0;
      font-weight: 600;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5em;
    }
    button {
      display: inline-flex;
      align-items: center;
      gap: 0.4em;
      min-height: 2.5em;
      padding: 0.4em 0.9em;
      border-radius: ${tokens.radius};
      border: 1px solid ${tokens.colorBorder};
      background: ${tokens.colorSurface};
      color: ${tokens.colorText};
      font: inherit;
      cursor: pointer;
    }
    button:hover:not(:disabled) {
      border-color: ${tokens.colorHome};
    }
    button:focus-visible,
    input:focus-visible,
    summary:focus-visible {
      outline: 3px solid color-mix(in srgb, ${tokens.colorHome} 60%, transparent);
      outline-offset: 2px;
    }
    button.primary {
      background: ${tokens.colorHome};
      border-color: ${tokens.colorHome};
      color: #fff;
      font-weight: 600;
    }
    .hint {
      font-size: 0.8em;
      opacity: 0.75;
      margin-inline-start: 0.25em;
    }
    button.quiet {
      color: ${tokens.colorMuted};
    }
    button:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    .symbol {
      width: 1.4em;
      height: 1.4em;
    }
    .pick {
      border: 0;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(13.5rem, 1fr));
      gap: 0.5em;
    }
    /* The checkbox sits in its own column beside the card, so it never covers the cost coin. */
    .choice {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      align-items: start;
      gap: 0.35em;
      cursor: pointer;
      --mof-card-width: 100%;
    }
    .choice input {
      margin: 0.9em 0 0;
      width: 1.3em;
      height: 1.3em;
    }
    .choice:has(input:checked) mof-player-card {
      outline: 3px solid ${tokens.colorHome};
      border-radius: calc(${tokens.radius} * 1.5);
    }
    .choice:has(input:disabled) {
      opacity: 0.6;
    }
    .swap summary {
      cursor: pointer;
      color: ${tokens.colorMuted};
      font-size: 0.9em;
    }
    .swap .actions {
      margin-block-start: 0.5em;
    }
  `,
];
