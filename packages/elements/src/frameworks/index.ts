/**
 * Type helpers the framework bindings share (`@pitchside/elements/react`, `/types/react`,
 * `/types/preact`, `/types/solid`, `/types/vue`, `/types/svelte`), built on the generated tag
 * table (tags.ts).
 */
import type { PitchsideTagMap } from './tags.js';

export type { PitchsideTagMap } from './tags.js';
export { TAG_EVENTS } from './tags.js';

/** A Pitchside tag name (`mne-field`, `mof-dice`, …). */
export type PitchsideTag = keyof PitchsideTagMap;

/** The element class behind `T`. */
export type ElementOf<T extends PitchsideTag> = PitchsideTagMap[T]['element'];

/** The properties a framework may set on `<T>`, all optional, with the element's own types. */
export type PropertiesOf<T extends PitchsideTag> = Partial<
  Pick<ElementOf<T>, Extract<PitchsideTagMap[T]['properties'], keyof ElementOf<T>>>
>;

/** The events `<T>` sends. */
export type EventsOf<T extends PitchsideTag> = PitchsideTagMap[T]['events'];

/** The event object of a Pitchside event (its `detail` typed). */
export type PitchsideEvent<E extends string> = E extends keyof GlobalEventHandlersEventMap
  ? GlobalEventHandlersEventMap[E]
  : CustomEvent<unknown>;

/** `mne-place` → `MnePlace`. */
export type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

/** `mne-place` → `MnePlace` at run time. */
export const pascalCase = (name: string): string => name.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase());

/** Listener props named after the event as it is (`'onmne-place'`): React 19, Preact, Svelte 5. */
export type ListenersAsIs<T extends PitchsideTag> = {
  [E in EventsOf<T> as `on${E}`]?: (event: PitchsideEvent<E>) => void;
};

/** Listener props in camel case (`onMnePlace`): Vue's `@mne-place`, the React wrappers. */
export type ListenersCamel<T extends PitchsideTag> = {
  [E in EventsOf<T> as `on${PascalCase<E>}`]?: (event: PitchsideEvent<E>) => void;
};
