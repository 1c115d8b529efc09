import { css } from 'lit';
import { baseStyles } from '../../shared/theme.js';

export const diceStyles = [
  baseStyles,
  css`
    :host {
      display: inline-block;
      vertical-align: middle;
      --mof-dice-size: 3rem;
      --mof-dice-roll-duration: 700ms;
      --mof-dice-red: #d62828;
      --mof-dice-brown: #8d5524;
      --mof-dice-orange: #f77f00;
      --mof-dice-green: #2a9d3f;
      --mof-dice-blue: #1d63d1;
      --mof-dice-purple: #7b2cbf;
    }

    .die {
      --_colour: #fff;
      --_pip: #111827;
      width: var(--mof-dice-size);
      height: var(--mof-dice-size);
      border-radius: 18%;
      background: var(--_colour);
      border: 2px solid rgb(0 0 0 / 0.35);
      box-shadow:
        inset 0 -0.18em 0 rgb(0 0 0 / 0.18),
        0 0.15em 0.35em rgb(0 0 0 / 0.3);
    }
    .die[data-level='red'] {
      --_colour: var(--mof-dice-red);
    }
    .die[data-level='brown'] {
      --_colour: var(--mof-dice-brown);
    }
    .die[data-level='orange'] {
      --_colour: var(--mof-dice-orange);
    }
    .die[data-level='green'] {
      --_colour: var(--mof-dice-green);
    }
    .die[data-level='blue'] {
      --_colour: var(--mof-dice-blue);
    }
    .die[data-level='purple'] {
      --_colour: var(--mof-dice-purple);
    }
    .die.defence,
    .die.attack {
      --_pip: #fff;
    }
    /* Attack dice are translucent: a see-through body with a glassy highlight. */
    .die.attack {
      background:
        linear-gradient(135deg, rgb(255 255 255 / 0.55), rgb(255 255 255 / 0) 45%),
        color-mix(in srgb, var(--_colour) 62%, transparent);
      border-color: color-mix(in srgb, var(--_colour) 80%, black);
    }
    .die.genius {
      --_colour: #111827;
      --_pip: #fff;
    }
    .die.tactic {
      --_colour: #fdfdfb;
    }

    .face {
      display: block;
      width: 100%;
      height: 100%;
    }
    .pip {
      fill: var(--_pip);
    }
    .number {
      fill: var(--_pip);
      font-size: 56px;
      font-weight: 700;
      text-anchor: middle;
    }

    /* show-numbers: the face as a number in the die's corner, and the faces under the die. */
    .die {
      position: relative;
    }
    .value {
      position: absolute;
      right: -0.35em;
      bottom: -0.35em;
      min-width: 1.2em;
      padding: 0 0.2em;
      box-sizing: border-box;
      border-radius: 999px;
      background: #fff;
      color: #111827;
      border: 1px solid #111827;
      font:
        700 calc(var(--mof-dice-size) * 0.3) / 1.25 system-ui,
        sans-serif;
      text-align: center;
    }
    .faces {
      margin-top: 0.3em;
      font-size: 0.75em;
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }

    .die.rolling {
      animation: tumble calc(var(--mof-dice-roll-duration) / 2.5) linear infinite;
    }
    @keyframes tumble {
      0% {
        transform: translate(0, 0) rotate(0deg);
      }
      25% {
        transform: translate(-8%, -14%) rotate(90deg);
      }
      50% {
        transform: translate(6%, 0) rotate(180deg);
      }
      75% {
        transform: translate(-4%, -8%) rotate(270deg);
      }
      100% {
        transform: translate(0, 0) rotate(360deg);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .die.rolling {
        animation: none;
        opacity: 0.6;
      }
    }
  `,
];
