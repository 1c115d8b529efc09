// Element tests: @web/test-runner + @open-wc/testing in Debian's headless Chromium.
// TypeScript is compiled on the fly by esbuild, and `@pitchside/engine` is read from its sources
// (the `source` export condition), so no build is needed before `npm test`. esbuild gets the
// base tsconfig itself: it does not follow `extends`, and decorators need its options.
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(
    `No Chromium at ${executablePath}: install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu) or set CHROME_PATH to a Chrome or Chromium binary.`,
  );
  process.exit(1);
}

export default {
  files: ['packages/elements/src/**/*.test.ts'],
  nodeResolve: { exportConditions: ['source', 'browser', 'development'] },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.base.json' })],
  browsers: [
    chromeLauncher({
      // Each test file in its own browser context, i.e. its own window: tabs sharing a window
      // get no animation frames while in the background, and fixtures wait for one.
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
      launchOptions: {
        executablePath,
        headless: true,
        // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  concurrency: 2,
  // Lit's development build (the `development` condition) warns about real mistakes; its one
  // notice that it is the development build would only repeat in every file's logs.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testFramework: { config: { timeout: 5000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false })],
};
