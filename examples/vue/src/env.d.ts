// Pitchside's tags in templates: vue-tsc checks their props and events against the elements.
import type {} from '@pitchside/elements/types/vue';

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
