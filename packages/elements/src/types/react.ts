/**
 * JSX types for Pitchside's tags in React 19: `<mne-field team="away" onmne-place={…} />` is
 * type-checked (properties with the element's own types, `onmne-place` with the event's `detail`).
 * React 19 sets a prop as a property when the element has one, and listens to `on` + the event's
 * name as written. Load once, e.g. `import type {} from '@pitchside/elements/types/react';`.
 * For components with `onMnePlace` props, use `@pitchside/elements/react` instead.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ElementOf, ListenersAsIs, PitchsideTag, PropertiesOf } from '../frameworks/index.js';

/** The props of `<T>` in React's JSX. */
export type ReactIntrinsicProps<T extends PitchsideTag> = Omit<
  DetailedHTMLProps<HTMLAttributes<ElementOf<T>>, ElementOf<T>>,
  keyof PropertiesOf<T>
> &
  PropertiesOf<T> &
  ListenersAsIs<T>;

/** Every Pitchside tag in React's JSX. */
export type PitchsideReactElements = { [T in PitchsideTag]: ReactIntrinsicProps<T> };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends PitchsideReactElements {}
  }
}
