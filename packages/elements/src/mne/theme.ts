/**
 * MNE colours shared by several elements: the three positions (the cards' backgrounds and the
 * field's Position Lines, red / green / blue as on the board) and the four Tactical Icons. Like the
 * `--pitchside-*` tokens, each is a custom property a page may set on any ancestor; the value here
 * is only the fallback.
 */
import { unsafeCSS, type CSSResult } from 'lit';

const MNE_COLOURS = {
  forward: '#c62f3b',
  midfielder: '#1e7a41',
  defender: '#2357b5',
  attack: '#c62f3b',
  defence: '#2357b5',
  pass: '#1b7a50',
  press: '#c26a0a',
  token: '#e9b949',
  pitch: '#3f8f4f',
} as const;

function colour(name: keyof typeof MNE_COLOURS): CSSResult {
  return unsafeCSS(`var(--mne-color-${name}, ${MNE_COLOURS[name]})`);
}

export const mneColours = {
  FW: colour('forward'),
  MF: colour('midfielder'),
  DF: colour('defender'),
  attack: colour('attack'),
  defence: colour('defence'),
  pass: colour('pass'),
  press: colour('press'),
  token: colour('token'),
  pitch: colour('pitch'),
} as const;
