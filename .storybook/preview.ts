import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import { html } from 'lit';
import '@pitchside/elements';

// The manifest (attributes, parts, CSS properties, events) feeds the controls and docs pages.
// `npm run storybook` generates it first; without it the stories still render.
const manifests = import.meta.glob<{ default: object }>('../packages/elements/custom-elements.json', { eager: true });
const manifest = Object.values(manifests)[0];
if (manifest) setCustomElementsManifest(manifest.default);

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  globalTypes: {
    locale: {
      description: 'Language of the elements',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'vi', title: 'Tiếng Việt' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  // Elements follow the nearest `lang` attribute: the toolbar's language is set on a wrapper.
  decorators: [(story, context) => html`<div lang=${String(context.globals.locale ?? 'en')}>${story()}</div>`],
};

export default preview;
