import { css } from 'lit';
import { handoffStyles } from '../../shared/handoff.js';
import { baseStyles, tokens } from '../../shared/theme.js';

export const matchStyles = [
  baseStyles,
  handoffStyles,
  css`
    :host {
      display: block;
      container-type: inline-size;
      --mne-player-card-width: 9.5em;
    }
    .base {
      display: grid;
      gap: 0.75em;
      padding: 0.75em;
      border-radius: calc(${tokens.radius} * 2);
      background: var(--mne-match-background, #eef2ef);
    }
    .top {
      display: grid;
      gap: 0.5em;
    }
    .panel {
      display: grid;
      gap: 0.5em;
      padding: 0.6em 0.75em;
      border-radius: ${tokens.radius};
      background: ${tokens.colorSurface};
      box-shadow: 0 1px 2px rgb(0 0 0 / 0.12);
    }
    .prompt {
      margin: 0;
      font-weight: 700;
    }
    .hint,
    .error {
      margin: 0;
      font-size: 0.9em;
      color: ${tokens.colorMuted};
    }
    .error {
      color: ${tokens.colorError};
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4em;
    }
    button {
      font: inherit;
      font-size: 0.9em;
      padding: 0.4em 0.8em;
      border: 1px solid ${tokens.colorBorder};
      border-radius: ${tokens.radius};
      background: ${tokens.colorSurface};
      color: ${tokens.colorText};
      cursor: pointer;
    }
    button:hover:not(:disabled) {
      border-color: ${tokens.colorText};
    }
    button:focus-visible {
      outline: 3px solid ${tokens.colorHome};
      outline-offset: 1px;
    }
    button.primary {
      background: ${tokens.colorHome};
      border-color: ${tokens.colorHome};
      color: #fff;
    }
    button:disabled {
      opacity: 0.6;
      cursor: default;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5em;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .pick {
      padding: 3px;
      border: 2px solid transparent;
      border-radius: 0.6em;
      background: none;
      line-height: 0;
    }
    .pick[aria-pressed='true'] {
      border-color: ${tokens.colorHome};
      box-shadow: 0 0 0 3px color-mix(in srgb, ${tokens.colorHome} 30%, transparent);
    }
    .pick[aria-pressed='false'].bench {
      opacity: 0.55;
    }
    .board {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0.75em;
      align-items: start;
    }
    .team {
      display: grid;
      gap: 0.5em;
      min-width: 0;
    }
    .team h3 {
      margin: 0;
      font-size: 1em;
    }
    .team.home h3 {
      color: ${tokens.colorHome};
    }
    .team.away h3 {
      color: ${tokens.colorAway};
    }
    details {
      font-size: 0.9em;
    }
    summary {
      cursor: pointer;
      color: ${tokens.colorMuted};
    }
    .log {
      max-height: 14em;
      overflow: auto;
      margin: 0;
      padding: 0.25em 0.5em 0.25em 2em;
      font-size: 0.85em;
      line-height: 1.45;
    }
    .log li.goal {
      font-weight: 700;
      color: #166534;
    }
    .log li.turn {
      color: ${tokens.colorMuted};
    }
    .log-head {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 0.5em;
    }
    .log-head h3 {
      margin: 0;
      font-size: 1em;
    }
    @container (max-width: 700px) {
      .board {
        grid-template-columns: 1fr;
      }
      .base {
        /* The host is the container: the custom property is set on its content. */
        --mne-player-card-width: 7em;
      }
    }
  `,
];
