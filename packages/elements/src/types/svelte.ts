/**
 * Types for Pitchside's tags in Svelte 5 (svelte-check): properties with the element's own types
 * (Svelte sets them as properties) and `onmne-place={…}` listeners with the event's `detail`. Load
 * once, e.g. `import type {} from '@pitchside/elements/types/svelte';` in the app's `.d.ts`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { ElementOf, ListenersAsIs, PitchsideTag, PropertiesOf } from '../frameworks/index.js';

/** Every Pitchside tag in Svelte's markup. */
export type PitchsideSvelteElements = {
  [T in PitchsideTag]: Omit<HTMLAttributes<ElementOf<T>>, keyof PropertiesOf<T>> & PropertiesOf<T> & ListenersAsIs<T>;
};

declare module 'svelte/elements' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SvelteHTMLElements extends PitchsideSvelteElements {}
}
