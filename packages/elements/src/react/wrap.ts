import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import {
  TAG_EVENTS,
  pascalCase,
  type ElementOf,
  type EventsOf,
  type PascalCase,
  type PitchsideEvent,
  type PitchsideTag,
} from '../frameworks/index.js';

/** The `onXxx` props of a tag's React component: `onMnePlace` listens to `mne-place`. */
export type ReactEvents<T extends PitchsideTag> = {
  [E in EventsOf<T> as `on${PascalCase<E>}`]: EventName<PitchsideEvent<E>>;
};

/** The props of the React component for `<T>`: its properties, `onXxx` listeners, HTML attributes. */
export type PitchsideReactProps<T extends PitchsideTag> = React.ComponentProps<
  ReactWebComponent<ElementOf<T>, ReactEvents<T>>
>;

/**
 * The React component for `tag`, through @lit/react: props the element has are set as properties
 * (objects and arrays included, not stringified), `onXxx` props listen to the events, a `ref`
 * reaches the element.
 */
export function wrap<T extends PitchsideTag>(
  tag: T,
  elementClass: new () => ElementOf<T>,
): ReactWebComponent<ElementOf<T>, ReactEvents<T>> {
  const events = Object.fromEntries(
    (TAG_EVENTS[tag] as readonly string[]).map((name) => [`on${pascalCase(name)}`, name]),
  ) as ReactEvents<T>;
  return createComponent({ react: React, tagName: tag, elementClass, events, displayName: pascalCase(tag) });
}
