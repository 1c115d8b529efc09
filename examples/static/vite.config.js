import { defineConfig } from 'vite';

// The page's script: one ES module next to the pages Eleventy wrote.
export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: '_site/assets',
    emptyOutDir: false,
    lib: { entry: 'client.js', formats: ['es'], fileName: () => 'client.js' },
  },
});
