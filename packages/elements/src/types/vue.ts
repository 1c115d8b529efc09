/**
 * Types for Pitchside's tags in Vue templates (vue-tsc, Volar): `<mne-field :team="…"
 * @mne-place="…">` is checked against the element's properties and the event's `detail`. Load
 * once, e.g. `import type {} from '@pitchside/elements/types/vue';` in a `.d.ts` of the app, and
 * tell Vue's compiler the tags are custom elements (`isCustomElement: (tag) => /^(mne|mof)-/.test(tag)`).
 */
import type { DefineComponent } from 'vue';
import type { ListenersCamel, PitchsideTag, PropertiesOf } from '../frameworks/index.js';

/** Every Pitchside tag as Vue sees it in a template. */
export type PitchsideVueComponents = { [T in PitchsideTag]: DefineComponent<PropertiesOf<T> & ListenersCamel<T>> };

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalComponents extends PitchsideVueComponents {}
}
