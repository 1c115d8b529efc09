/**
 * The pictures of Magic Number Eleven, drawn as inline SVG so they scale with the text and take
 * their colour from CSS (`currentColor`): the four Tactical Icons, the lightning mark of an
 * Immediate Effect, the Crack mark and the Synergy star. Every glyph is decorative
 * (`aria-hidden`); the element that shows it gives the accessible name.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { IconType } from '@pitchside/engine/mne';

/*
 * Each glyph is one whole, static template, its <svg> written out in each: Lit clones it with no
 * part to fill in. (A shared <svg> with the shape as a child part made two template instances, two
 * attribute parts and a child part per glyph; a post's field and Synergy Board draw ≈ 50.)
 */
const glyphs: Record<IconType | 'lightning' | 'crack' | 'star', SVGTemplateResult> = {
  // A football: the ball's outline, its centre panel and the seams.
  attack: svg`<svg part="glyph" class="glyph glyph-attack" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="2" />
    <path d="M12 8.2l3.6 2.6-1.4 4.2H9.8l-1.4-4.2z" fill="currentColor" />
    <path d="M12 3.5v4.7M15.6 10.8l4.4-1.6M14.2 15l2.7 3.7M9.8 15l-2.7 3.7M8.4 10.8L4 9.2" stroke="currentColor" stroke-width="1.6" /></svg>`,
  // A shield.
  defence: svg`<svg part="glyph" class="glyph glyph-defence" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 3l7.5 3v5.5c0 4.6-3.2 8-7.5 9.5-4.3-1.5-7.5-4.9-7.5-9.5V6z" fill="currentColor" /></svg>`,
  // A curved pass with its arrow head.
  pass: svg`<svg part="glyph" class="glyph glyph-pass" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 16c3-7 9-9 14-6" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />
    <path d="M14.5 6.5l5.5 2.8-3.2 5.2z" fill="currentColor" /></svg>`,
  // Two chevrons pushing forward.
  press: svg`<svg part="glyph" class="glyph glyph-press" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 5.5l6.5 6.5L5 18.5M12.5 5.5l6.5 6.5-6.5 6.5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" /></svg>`,
  lightning: svg`<svg part="glyph" class="glyph glyph-lightning" viewBox="0 0 24 24" aria-hidden="true"><path d="M13.5 2L4.5 13.5h6.5L9.5 22l10-12.5H13z" fill="currentColor" /></svg>`,
  crack: svg`<svg part="glyph" class="glyph glyph-crack" viewBox="0 0 24 24" aria-hidden="true"><path d="M13 2l-3.5 6 4.5 3-5.5 5.5 2.5 5.5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round" /></svg>`,
  star: svg`<svg part="glyph" class="glyph glyph-star" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z" fill="currentColor" /></svg>`,
};

export type GlyphName = keyof typeof glyphs;

/** An inline, decorative SVG glyph (`part="glyph"`), sized by the surrounding font (1em) unless CSS says otherwise. */
export function glyph(name: GlyphName): SVGTemplateResult {
  return glyphs[name];
}
