import { css, unsafeCSS } from 'lit';
import { baseStyles, tokens } from '../../shared/theme.js';
import { ICON_SIZE, SPACE_ASPECT } from '../geometry.js';
import { iconStyles } from '../icon.styles.js';
import { cardFaceStyles, NARROW_CARD } from '../player-card-face.js';
import { mneColours } from '../theme.js';

export const fieldStyles = [
  baseStyles,
  iconStyles,
  cardFaceStyles,
  css`
    :host {
      display: block;
      max-width: var(--mne-field-max-width, 40em);
      --_pitch: var(--mne-field-color, ${mneColours.pitch});
      --_highlight: var(--mne-field-highlight, #ffe066);
    }

    .base {
      display: grid;
      gap: 0.5em;
    }
    .frame {
      /* Room around the spaces for the half-icons printed on the board's border. */
      padding: calc(100% * ${unsafeCSS(ICON_SIZE / 2)} / (var(--_cols) + ${unsafeCSS(ICON_SIZE)}));
      border-radius: ${tokens.radius};
      background:
        repeating-linear-gradient(90deg, rgb(255 255 255 / 0.05) 0 calc(100% / 6), transparent 0 calc(100% / 3)),
        var(--_pitch);
      box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.35);
    }
    .spaces {
      position: relative;
      aspect-ratio: calc(var(--_cols)) / calc(var(--_rows) * ${unsafeCSS(SPACE_ASPECT)});
      /* The one size container of the field: a card is two spaces wide, 2 / cols of it. */
      container-type: inline-size;
    }
    .at {
      position: absolute;
      left: calc(var(--_x) * 100% / var(--_cols));
      top: calc(var(--_y) * 100% / var(--_rows));
    }
    /* The spaces: the cells of a grid over the whole field, in order, row by row. */
    .grid {
      position: absolute;
      inset: 0;
      display: grid;
      grid-template-columns: repeat(var(--_cols), 1fr);
      grid-template-rows: repeat(var(--_rows), 1fr);
    }
    .space {
      padding: 0;
      border: 1px dashed rgb(255 255 255 / 0.45);
      border-radius: 4px;
      background: transparent;
      font: inherit;
      color: inherit;
    }
    .space.legal {
      border: 2px solid var(--_highlight);
      background: color-mix(in srgb, var(--_highlight) 28%, transparent);
      cursor: pointer;
      z-index: 3;
    }
    .space.legal:hover,
    .space.legal:focus-visible {
      background: color-mix(in srgb, var(--_highlight) 50%, transparent);
      outline: 3px solid #fff;
      outline-offset: -5px;
    }
    .ghost {
      width: calc(200% / var(--_cols));
      height: calc(100% / var(--_rows));
      border: 3px solid #fff;
      border-radius: 7% / 12%;
      background: rgb(255 255 255 / 0.25);
      pointer-events: none;
      z-index: 4;
    }

    .line {
      left: 0;
      right: 0;
      height: 0;
      border-top: 3px solid var(--_line);
      transform: translateY(-1.5px);
      pointer-events: none;
    }
    .line span {
      position: absolute;
      left: 0;
      top: 0;
      transform: translate(-2px, -50%);
      padding: 0 0.35em;
      border-radius: 3px;
      background: var(--_line);
      color: #fff;
      font-size: 0.6em;
      font-weight: 700;
      line-height: 1.5;
    }
    .line.FW {
      --_line: ${mneColours.FW};
    }
    .line.MF {
      --_line: ${mneColours.MF};
    }
    .line.DF {
      --_line: ${mneColours.DF};
    }

    .placed {
      width: calc(200% / var(--_cols));
      height: calc(100% / var(--_rows));
      z-index: 1;
      border-radius: 7% / 12%;
    }
    .placed .card {
      --_u: calc(2cqw / var(--_cols));
    }
    /* A card narrower than NARROW_CARD (the field is three cards wide with the standard 6 columns). */
    @container (max-width: ${unsafeCSS(NARROW_CARD * 3)}px) {
      .card .role,
      .card .effect-text {
        display: none;
      }
    }
    .placed:focus-visible {
      outline: 3px solid ${tokens.colorText};
      outline-offset: 2px;
      z-index: 2;
    }
    .power {
      position: absolute;
      right: -0.4em;
      top: -0.55em;
      display: inline-flex;
      align-items: center;
      gap: 0.15em;
      padding: 0.05em 0.4em;
      border-radius: 999px;
      background: ${tokens.colorText};
      color: #fff;
      font-size: 0.75em;
      font-weight: 700;
      box-shadow: 0 1px 3px rgb(0 0 0 / 0.4);
      z-index: 6;
    }
    .power .glyph {
      width: 1em;
      height: 1em;
    }
    /* show-numbers: the card's numbers in the middle of its lower half, between the edge icons. */
    .numbers {
      position: absolute;
      left: 50%;
      top: 62%;
      transform: translate(-50%, -50%);
      display: inline-flex;
      gap: 0.2em;
      z-index: 6;
      pointer-events: none;
      /* Sized with the card (7.5 % of its width): readable on a phone's small cards too. */
      font-size: clamp(7px, calc(15cqi / var(--_cols)), 0.7em);
      font-weight: 700;
      white-space: nowrap;
    }
    .number {
      display: inline-flex;
      align-items: center;
      gap: 0.1em;
      padding: 0 0.35em;
      border-radius: 999px;
      background: ${tokens.colorText};
      color: #fff;
      box-shadow: 0 0 0 1px #fff;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    .number.crack {
      background: #fff;
      color: ${tokens.colorText};
      box-shadow: 0 0 0 1px ${tokens.colorText};
    }
    .number .glyph {
      width: 1em;
      height: 1em;
    }

    /* Icons drawn on the field: the board's printed halves (outer half only) and completed icons. */
    .icon.on-field {
      width: calc(100% * ${unsafeCSS(ICON_SIZE)} / var(--_cols));
      aspect-ratio: 1;
      transform: translate(-50%, -50%);
      pointer-events: none;
    }
    .border-half.top {
      clip-path: inset(0 0 50% 0);
    }
    .border-half.bottom {
      clip-path: inset(50% 0 0 0);
    }
    .border-half.left {
      clip-path: inset(0 50% 0 0);
    }
    .border-half.right {
      clip-path: inset(0 0 0 50%);
    }
    .border-half {
      opacity: 0.9;
    }
    .completed {
      z-index: 5;
      box-shadow:
        inset 0 0 0 max(1.5px, 0.09em) var(--_icon-color),
        0 0 0 2px #fff,
        0 0 0 4px var(--_icon-color);
    }
    .completed.shared {
      /* A shared icon wears a second, dashed ring: it counts for both cards. */
      outline: 2px dashed #fff;
      outline-offset: 5px;
    }
    .completed.making {
      animation: pulse 1.2s ease-in-out infinite alternate;
      box-shadow:
        inset 0 0 0 max(1.5px, 0.09em) var(--_icon-color),
        0 0 0 2px #fff,
        0 0 0 5px var(--_highlight);
    }
    .completed.flipped {
      background: repeating-linear-gradient(45deg, #4a4f57 0 3px, #6b7280 3px 6px);
      color: #d1d5db;
    }
    .completed.flipped .glyph {
      opacity: 0.35;
    }
    .completed.token-up {
      background: ${mneColours.token};
      color: #3b2a00;
    }
    @keyframes pulse {
      to {
        transform: translate(-50%, -50%) scale(1.12);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .completed.making {
        animation: none;
      }
    }

    .info {
      min-height: 1.4em;
      font-size: 0.9em;
      color: ${tokens.colorMuted};
    }
    .info strong {
      color: ${tokens.colorText};
    }
  `,
];
