import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Tags starting with mne- or mof- are custom elements: Vue leaves them to the browser and sets
// the bound values as properties (objects stay objects).
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => /^(mne|mof)-/.test(tag) } } })],
});
