/**
 * JSX types for Pitchside's tags in Solid: properties with the element's own types (Solid sets
 * props of custom elements as properties) and `on:mne-place={…}` listeners with the event's
 * `detail`. Load once, e.g. `import type {} from '@pitchside/elements/types/solid';`.
 */
import type { JSX } from 'solid-js';
import type { ElementOf, EventsOf, PitchsideEvent, PitchsideTag, PropertiesOf } from '../frameworks/index.js';

/** The props of `<T>` in Solid's JSX. */
export type SolidIntrinsicProps<T extends PitchsideTag> = Omit<
  JSX.HTMLAttributes<ElementOf<T>>,
  keyof PropertiesOf<T>
> &
  PropertiesOf<T> & { [E in EventsOf<T> as `on:${E}`]?: (event: PitchsideEvent<E>) => void };

/** Every Pitchside tag in Solid's JSX. */
export type PitchsideSolidElements = { [T in PitchsideTag]: SolidIntrinsicProps<T> };

declare module 'solid-js' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends PitchsideSolidElements {}
  }
}
