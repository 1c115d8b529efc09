/**
 * JSX types for Pitchside's tags in Preact: properties with the element's own types (Preact sets
 * a prop as a property when the element has one) and `onmne-place={…}` listeners with the event's
 * `detail`. Load once, e.g. `import type {} from '@pitchside/elements/types/preact';`.
 */
import type { JSX } from 'preact';
import type { ElementOf, ListenersAsIs, PitchsideTag, PropertiesOf } from '../frameworks/index.js';

/** The props of `<T>` in Preact's JSX. */
export type PreactIntrinsicProps<T extends PitchsideTag> = Omit<
  JSX.HTMLAttributes<ElementOf<T>>,
  keyof PropertiesOf<T>
> &
  PropertiesOf<T> &
  ListenersAsIs<T>;

/** Every Pitchside tag in Preact's JSX. */
export type PitchsidePreactElements = { [T in PitchsideTag]: PreactIntrinsicProps<T> };

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends PitchsidePreactElements {}
  }
}
