import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const teamSheetStyles = [
  baseStyles,
  css`
    :host {
      display: block;
      max-width: 100%;
    }
    .base {
      overflow-x: auto;
    }
    table {
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
      background: ${tokens.colorSurface};
    }
    caption {
      text-align: start;
      font-weight: 700;
      padding-block-end: 0.35em;
    }
    th,
    td {
      padding: 0.25em 0.6em;
      border-block-end: 1px solid color-mix(in srgb, currentColor 18%, transparent);
    }
    th[scope='row'] {
      text-align: start;
      font-weight: 400;
    }
    td {
      text-align: end;
    }
    .total th,
    .total td {
      font-weight: 700;
      border-block-start: 2px solid currentColor;
    }
    .die {
      display: inline-block;
      width: 0.9em;
      height: 0.9em;
      border-radius: 0.2em;
      margin-inline-end: 0.3em;
      vertical-align: -0.1em;
      border: 1px solid color-mix(in srgb, currentColor 40%, transparent);
    }
    .die[data-level='red'] {
      background: var(--mof-dice-red, #d62828);
    }
    .die[data-level='brown'] {
      background: var(--mof-dice-brown, #8d5524);
    }
    .die[data-level='orange'] {
      background: var(--mof-dice-orange, #f77f00);
    }
    .die[data-level='green'] {
      background: var(--mof-dice-green, #2a9d3f);
    }
    .die[data-level='blue'] {
      background: var(--mof-dice-blue, #1d63d1);
    }
    .die[data-level='purple'] {
      background: var(--mof-dice-purple, #7b2cbf);
    }
  `,
];
