import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';
import { synergyCardStyles } from '../synergy-card.js';

export const synergyBoardStyles = [
  baseStyles,
  synergyCardStyles,
  css`
    :host {
      display: block;
    }
    .base {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0.5em 0.75em;
      padding: 0.6em;
      border-radius: ${tokens.radius};
      background: #1f2937;
      color: #f9fafb;
    }
    .title,
    .summary {
      grid-column: 1 / -1;
      font-size: 0.85em;
    }
    .title {
      font-weight: 700;
    }
    .side {
      display: grid;
      gap: 0.3em;
      align-content: start;
      min-width: 0;
    }
    /* show-numbers: a side's sum under its slots. */
    .sum {
      font-size: 0.85em;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      overflow-wrap: anywhere;
    }
    .side-name {
      font-size: 0.8em;
      font-weight: 600;
      color: #d1d5db;
    }
    .slots {
      display: flex;
      flex-direction: column-reverse;
      gap: 0.3em;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .slot {
      display: flex;
      align-items: center;
      gap: 0.4em;
      min-height: 3.2em;
      padding: 0.25em 0.4em;
      border-radius: 0.4em;
      border-inline-start: 0.45em solid var(--_slot);
      background: color-mix(in srgb, var(--_slot) 22%, #111827);
      font-size: 0.8em;
    }
    .slot .syn {
      --mne-synergy-card-width: 2.2em;
      font-size: 1.1em;
      flex: none;
    }
    .slot.closed {
      background: #111827;
      color: #b8c0cc;
      border-inline-start-style: dashed;
    }
    .slot.aggressive {
      --_slot: ${tokens.colorAggressive};
    }
    .slot.normal {
      --_slot: ${tokens.colorNormal};
    }
    .slot.defensive {
      --_slot: ${tokens.colorDefensive};
    }
    .slot.unavailable {
      --_slot: #6b7280;
    }
    .numbers {
      font-size: 0.85em;
      color: #e5e7eb;
    }
    .outcome {
      grid-column: 1 / -1;
      justify-self: center;
      padding: 0.15em 0.8em;
      border-radius: 999px;
      background: #374151;
      font-weight: 800;
      letter-spacing: 0.04em;
    }
    .outcome.goal,
    .outcome.wonderGoal {
      background: #15803d;
    }
    .outcome.tackle {
      background: #b45309;
    }
    @media (max-width: 360px) {
      .base {
        grid-template-columns: 1fr;
      }
    }
  `,
];
