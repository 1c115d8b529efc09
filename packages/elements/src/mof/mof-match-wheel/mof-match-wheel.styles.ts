import { css, unsafeCSS } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';
import { at, RADIUS, round, SPACES } from './wheel-geometry.js';

/**
 * The marker over each space (`data-space`), in % of the wheel. Rules rather than a `style`
 * attribute: a page's Content-Security-Policy without `'unsafe-inline'` blocks style attributes.
 */
const markerSpots = unsafeCSS(
  Array.from({ length: SPACES }, (_, i) => {
    const [x, y] = at(i + 1, RADIUS).map((n) => round((n / 320) * 100));
    return `.marker[data-space="${i + 1}"]{left:${x}%;top:${y}%}`;
  }).join(''),
);

export const matchWheelStyles = [
  baseStyles,
  css`
    :host {
      display: block;
      --mof-wheel-size: 26rem;
      --mof-wheel-pitch: #2f8f46;
      --_home: ${tokens.colorHome};
      --_away: ${tokens.colorAway};
    }

    .base {
      margin: 0;
      max-width: var(--mof-wheel-size);
      margin-inline: auto;
    }

    .header {
      display: grid;
      grid-template-columns: 1fr auto 1fr;
      align-items: baseline;
      gap: 0.75em;
      margin-block-end: 0.5em;
      font-weight: 600;
    }
    .team {
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .team.home {
      color: var(--_home);
      text-align: end;
    }
    .team.away {
      color: var(--_away);
    }
    .score {
      font-size: 1.4em;
      font-variant-numeric: tabular-nums;
      padding: 0.05em 0.5em;
      border-radius: ${tokens.radius};
      background: ${tokens.colorText};
      color: ${tokens.colorSurface};
    }
    .vs {
      color: ${tokens.colorMuted};
    }

    .wheel {
      display: block;
      width: 100%;
      height: auto;
      font-family: inherit;
      color: ${tokens.colorText};
    }
    .pitch {
      fill: var(--mof-wheel-pitch);
    }
    .pitch-line {
      fill: none;
      stroke: rgb(255 255 255 / 0.45);
      stroke-width: 2;
    }

    .arrows .arrow {
      fill: none;
      stroke: rgb(255 255 255 / 0.35);
      stroke-width: 3;
      stroke-linecap: round;
    }
    .arrows .arrowhead {
      fill: rgb(255 255 255 / 0.35);
    }
    .arrows.active .arrow {
      stroke: #fff;
      stroke-width: 4;
    }
    .arrows.active .arrowhead {
      fill: #fff;
    }

    .space .disc {
      fill: ${tokens.colorSurface};
      stroke: rgb(0 0 0 / 0.25);
      stroke-width: 1.5;
    }
    .space.current .disc {
      fill: #fff7d6;
    }
    .minute {
      fill: #fff;
      font-size: 13px;
      font-weight: 700;
      text-anchor: middle;
      paint-order: stroke;
      stroke: rgb(0 0 0 / 0.35);
      stroke-width: 2px;
    }
    .minute.inner {
      font-size: 11px;
    }

    .half-time circle {
      fill: rgb(255 255 255 / 0.9);
      stroke: rgb(0 0 0 / 0.2);
    }
    .half-time text {
      font-size: 14px;
      font-weight: 700;
      text-anchor: middle;
      fill: ${tokens.colorMuted};
    }
    .half-time.current text {
      fill: ${tokens.colorText};
    }

    .goal circle {
      stroke: #fff;
      stroke-width: 1.5;
    }
    .goal.home circle {
      fill: var(--_home);
    }
    .goal.away circle {
      fill: var(--_away);
    }
    .goal.disallowed {
      opacity: 0.45;
    }

    .stage {
      position: relative;
    }
    /* An HTML disc over the SVG, positioned in % of the wheel, so it slides between spaces; in the
       middle (the half-time space) when it has no data-space. */
    .marker {
      position: absolute;
      left: 50%;
      top: 50%;
      width: calc(100% * 62 / 320);
      aspect-ratio: 1;
      translate: -50% -50%;
      border-radius: 50%;
      border: 4px solid ${tokens.colorMarker};
      box-shadow:
        0 0 0 2px #facc15,
        0 3px 8px rgb(0 0 0 / 0.45);
      transition:
        left ${tokens.motionDuration} ${tokens.motionEasing},
        top ${tokens.motionDuration} ${tokens.motionEasing};
      pointer-events: none;
    }
    ${markerSpots}

    .status {
      margin-block-start: 0.5em;
      text-align: center;
      color: ${tokens.colorMuted};
    }

    @media (prefers-reduced-motion: reduce) {
      .marker {
        transition: none;
      }
    }
  `,
];
