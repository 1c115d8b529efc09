import type { StorybookConfig } from '@storybook/web-components-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Read @pitchside/engine and @pitchside/elements from their sources (the `source` export
  // condition), so stories need no package build and reload on every source edit.
  viteFinal: (vite) =>
    mergeConfig(vite, {
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Storybook's renderer imports `lit/directive-helpers.js`; pre-bundle it with the rest of lit,
      // or the dev server serves lit-html twice ("Multiple versions of Lit loaded").
      optimizeDeps: { include: ['lit/directive-helpers.js'] },
      // Storybook's own manager and docs chunks are large by design; ours are small.
      build: { chunkSizeWarningLimit: 2000 },
    }),
};

export default config;
