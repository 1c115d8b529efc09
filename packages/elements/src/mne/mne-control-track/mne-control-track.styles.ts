import { css } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';

export const controlTrackStyles = [
  baseStyles,
  css`
    :host {
      display: block;
      --_home-color: ${tokens.colorHome};
      --_away-color: ${tokens.colorAway};
    }

    .base {
      display: grid;
      grid-template-columns: 1fr 1fr;
      grid-template-areas:
        'home away'
        'track track';
      gap: 0.5em 1em;
    }

    .team {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25em 0.5em;
      min-width: 0;
    }
    .team.home {
      grid-area: home;
    }
    .team.away {
      grid-area: away;
      justify-content: flex-end;
      text-align: end;
    }
    .team-name {
      font-weight: 600;
    }
    .home .team-name {
      color: var(--_home-color);
    }
    .away .team-name {
      color: var(--_away-color);
    }

    .state {
      padding: 0.05em 0.5em;
      border-radius: 999px;
      color: #fff;
      font-size: 0.85em;
      font-weight: 600;
    }
    .state.aggressive {
      background: ${tokens.colorAggressive};
    }
    .state.normal {
      /* Darkened: white text on the board's green needs more contrast (WCAG AA). */
      background: color-mix(in srgb, ${tokens.colorNormal} 72%, #000);
    }
    .state.defensive {
      background: ${tokens.colorDefensive};
    }

    .track {
      grid-area: track;
      position: relative;
      display: grid;
      grid-template-columns: repeat(var(--_spaces), minmax(0, 1fr));
      min-height: ${tokens.spaceSize};
      border: 1px solid ${tokens.colorBorder};
      border-radius: ${tokens.radius};
      background: ${tokens.colorSurface};
      overflow: hidden;
    }

    /* Each space shows the state it gives Home (top band) and Away (bottom band), as on the board. */
    .space {
      --_band: 0.35em;
      border-inline-start: 1px solid ${tokens.colorBorder};
      box-shadow:
        inset 0 var(--_band) 0 var(--_home-state),
        inset 0 calc(-1 * var(--_band)) 0 var(--_away-state);
    }
    .space:first-child {
      border-inline-start: none;
    }
    .space.start {
      background: color-mix(in srgb, ${tokens.colorMuted} 12%, transparent);
    }
    .space[data-home='aggressive'] {
      --_home-state: ${tokens.colorAggressive};
    }
    .space[data-home='normal'] {
      --_home-state: ${tokens.colorNormal};
    }
    .space[data-home='defensive'] {
      --_home-state: ${tokens.colorDefensive};
    }
    .space[data-away='aggressive'] {
      --_away-state: ${tokens.colorAggressive};
    }
    .space[data-away='normal'] {
      --_away-state: ${tokens.colorNormal};
    }
    .space[data-away='defensive'] {
      --_away-state: ${tokens.colorDefensive};
    }

    /* show-numbers: Home's cards from hand at the top, the space's number, Away's at the bottom. */
    .space-numbers {
      display: flex;
      flex-direction: column;
      justify-content: space-between;
      align-items: flex-start;
      height: 100%;
      box-sizing: border-box;
      padding: calc(var(--_band) + 0.05em) 0.25em;
      font-size: 0.7em;
      font-weight: 700;
      line-height: 1;
      font-variant-numeric: tabular-nums;
    }
    .space-numbers .index {
      color: ${tokens.colorMuted};
      font-weight: 400;
    }
    .space-numbers .away {
      align-self: flex-end;
    }
    .hand-cards {
      font-size: 0.85em;
      color: ${tokens.colorMuted};
    }

    /* One space wide; slides to its space with a transform so the move animates smoothly. */
    .marker {
      position: absolute;
      inset-block: 0;
      inset-inline-start: 0;
      width: calc(100% / var(--_spaces));
      display: grid;
      place-items: center;
      transform: translateX(calc(var(--_marker) * 100%));
      transition: transform ${tokens.motionDuration} ${tokens.motionEasing};
      pointer-events: none;
    }
    .marker::after {
      content: '';
      width: min(1.4em, 70%);
      aspect-ratio: 1;
      border-radius: 50%;
      background: ${tokens.colorMarker};
      box-shadow:
        0 0 0 2px ${tokens.colorSurface},
        0 1px 3px rgb(0 0 0 / 0.35);
    }
    :host(:dir(rtl)) .marker {
      transform: translateX(calc(var(--_marker) * -100%));
    }

    @media (prefers-reduced-motion: reduce) {
      .marker {
        transition: none;
      }
    }
  `,
];
