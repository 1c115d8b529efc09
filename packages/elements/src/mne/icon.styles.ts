import { css } from 'lit';
import { mneColours } from './theme.js';

/**
 * A Tactical Icon disc: white with the icon's colour for the ring and glyph, so it reads on any
 * card colour. Used by `<mne-player-card>` (half and complete icons) and `<mne-field>`.
 */
export const iconStyles = css`
  .icon {
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: #fff;
    color: var(--_icon-color);
    box-shadow: inset 0 0 0 max(1.5px, 0.09em) var(--_icon-color);
  }
  .icon .glyph {
    width: 68%;
    height: 68%;
  }
  .icon.attack {
    --_icon-color: ${mneColours.attack};
  }
  .icon.defence {
    --_icon-color: ${mneColours.defence};
  }
  .icon.pass {
    --_icon-color: ${mneColours.pass};
  }
  .icon.press {
    --_icon-color: ${mneColours.press};
  }
`;
