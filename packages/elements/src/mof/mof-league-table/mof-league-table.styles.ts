import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const leagueTableStyles = [
  baseStyles,
  css`
    :host {
      display: block;
      container-type: inline-size;
      --mof-table-leader: color-mix(in srgb, #facc15 22%, transparent);
    }
    .base {
      display: grid;
      gap: 1em;
    }
    .scroll {
      overflow-x: auto;
    }
    table {
      width: 100%;
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
      padding: 0.35em 0.45em;
      text-align: center;
      border-bottom: 1px solid ${tokens.colorBorder};
    }
    thead th {
      font-size: 0.8em;
      color: ${tokens.colorMuted};
      font-weight: 600;
    }
    abbr {
      text-decoration: none;
    }
    th:not(.team),
    td:not(.team) {
      width: 2.75em;
    }
    .team {
      text-align: start;
      font-weight: 600;
      min-width: 7em;
    }
    td.points {
      font-weight: 700;
    }
    tr[part~='row-leader'] {
      background: var(--mof-table-leader);
    }
    tr.highlight .team {
      color: ${tokens.colorHome};
    }
    .tiebreak {
      display: inline-block;
      margin-inline-start: 0.35em;
      padding: 0 0.45em;
      border-radius: 999px;
      font-size: 0.72em;
      font-weight: 500;
      color: ${tokens.colorMuted};
      border: 1px solid ${tokens.colorBorder};
      white-space: nowrap;
    }
    .empty {
      color: ${tokens.colorMuted};
    }
    /* Narrow screens: drop the columns a reader can work out, keep P, GD, away goals and points. */
    @container (max-width: 30rem) {
      th.won,
      td.won,
      th.drawn,
      td.drawn,
      th.lost,
      td.lost,
      th.ga,
      td.ga {
        display: none;
      }
    }
  `,
];
