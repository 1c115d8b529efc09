import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const matchStyles = [
  baseStyles,
  css`
    :host {
      display: block;
      container-type: inline-size;
      --_home: ${tokens.colorHome};
      --_away: ${tokens.colorAway};
    }
    .base {
      display: grid;
      gap: 1em;
    }
    .muted {
      color: ${tokens.colorMuted};
      margin: 0;
    }
    .symbol {
      width: 1.2em;
      height: 1.2em;
      vertical-align: -0.25em;
    }

    .scoreboard {
      display: grid;
      grid-template-columns: 1fr auto 1fr;
      align-items: center;
      gap: 0.75em;
      padding: 0.75em 1em;
      border-radius: calc(${tokens.radius} * 2);
      background: linear-gradient(90deg, var(--_home), #14213d 35%, #14213d 65%, var(--_away));
      color: #fff;
    }
    .team {
      display: grid;
      gap: 0.15em;
      min-width: 0;
    }
    .team.away {
      text-align: end;
    }
    .team .name {
      font-weight: 700;
      font-size: 1.15em;
      overflow-wrap: anywhere;
    }
    .team .meta {
      font-size: 0.75em;
      opacity: 0.85;
    }
    .ha {
      color: #fde68a;
    }
    .middle {
      display: grid;
      justify-items: center;
      gap: 0.15em;
      text-align: center;
    }
    .score {
      font-size: 2.2em;
      font-weight: 800;
      font-variant-numeric: tabular-nums;
      line-height: 1;
      padding: 0.1em 0.4em;
      border-radius: ${tokens.radius};
      background: rgb(0 0 0 / 0.35);
    }
    .phase,
    .tactic {
      font-size: 0.8em;
      opacity: 0.9;
    }
    .tactic .symbol {
      color: #fff;
      margin-inline-end: 0.25em;
    }

    .board {
      display: grid;
      grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
      gap: 1em;
      align-items: start;
    }
    mof-match-wheel::part(header) {
      display: none;
    }
    .side {
      display: grid;
      gap: 0.75em;
    }

    .dice {
      display: grid;
      gap: 0.6em;
      padding: 0.75em;
      border-radius: calc(${tokens.radius} * 1.5);
      background: #0f3d24;
      color: #fff;
    }
    .dice .muted {
      color: rgb(255 255 255 / 0.75);
    }
    .levels {
      display: grid;
      gap: 0.3em;
    }
    .level-row {
      display: flex;
      align-items: center;
      gap: 0.4em;
      font-size: 0.85em;
    }
    .level-row mof-dice {
      --mof-dice-size: 1.6rem;
    }
    .level-row .who {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .level-row.home .who {
      border-inline-start: 4px solid var(--_home);
      padding-inline-start: 0.4em;
    }
    .level-row.away .who {
      border-inline-start: 4px solid var(--_away);
      padding-inline-start: 0.4em;
    }
    .roll {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0.5em;
      padding-block-start: 0.5em;
      border-top: 1px solid rgb(255 255 255 / 0.2);
    }
    .roll-side {
      display: grid;
      justify-items: center;
      gap: 0.35em;
      text-align: center;
      font-size: 0.85em;
    }
    .roll-side .pair {
      display: flex;
      gap: 0.4em;
    }
    .roll-side .total {
      font-size: 1.2em;
    }

    .lineups {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 1em;
    }
    .lineup h3 {
      margin: 0 0 0.35em;
      font-size: 0.95em;
    }
    .lineup.home h3 {
      color: var(--_home);
    }
    .lineup.away h3 {
      color: var(--_away);
    }
    .lineup ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.3em;
    }
    .player {
      display: flex;
      align-items: center;
      gap: 0.45em;
      padding: 0.3em 0.5em;
      border-radius: ${tokens.radius};
      border: 1px solid ${tokens.colorBorder};
      background: ${tokens.colorSurface};
      font-size: 0.9em;
    }
    .player .pos {
      display: inline-grid;
      place-items: center;
      width: 1.6em;
      height: 1.6em;
      border-radius: 50%;
      color: #fff;
      font-size: 0.8em;
      font-weight: 700;
      text-decoration: none;
      background: #8b6b4a;
    }
    .player[data-level='gold'] .pos {
      background: #b8860b;
    }
    .player[data-level='silver'] .pos {
      background: #6b7280;
    }
    .player[data-level='bronze'] .pos {
      background: #a0522d;
    }
    .player .pname {
      flex: 1;
      min-width: 0;
    }
    .player .vals {
      white-space: nowrap;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }

    .hand summary {
      cursor: pointer;
      font-weight: 600;
    }
    .hand .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5em;
      margin-block-start: 0.5em;
      --mof-card-width: 12rem;
    }

    .log ol {
      list-style: none;
      margin: 0;
      padding: 0.5em 0.75em;
      display: grid;
      gap: 0.2em;
      border-inline-start: 3px solid ${tokens.colorBorder};
      font-size: 0.9em;
      color: ${tokens.colorMuted};
    }
    .log li.goal {
      color: ${tokens.colorText};
      font-weight: 700;
    }
    .again {
      justify-self: start;
      padding: 0.5em 1em;
      border-radius: ${tokens.radius};
      border: 0;
      background: ${tokens.colorHome};
      color: #fff;
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    .refused {
      margin: 0;
      color: ${tokens.colorError};
    }

    @container (max-width: 40rem) {
      .board,
      .lineups {
        grid-template-columns: 1fr;
      }
      .scoreboard {
        padding: 0.6em;
        gap: 0.4em;
      }
      .team .name {
        font-size: 0.95em;
      }
      .score {
        font-size: 1.6em;
      }
    }
  `,
];
