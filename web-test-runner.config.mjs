// Element tests: @web/test-runner + @open-wc/testing in Debian's headless Chromium.
// TypeScript is compiled on the fly by esbuild, and `@pitchside/engine` is read from its sources
// (the `source` export condition), so no build is needed before `npm test`. esbuild gets the
// base tsconfig itself: it does not follow `extends`, and decorators need its options.
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromiumArgs, chromiumPath as executablePath } from './scripts/browser.mjs';

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
        args: chromiumArgs,
      },
    }),
  ],
  concurrency: 2,
  // In CI, print plain lines instead of redrawing a progress bar.
  staticLogging: Boolean(process.env.CI),
  // Lit's development build (the `development` condition) warns about real mistakes; its one
  // notice that it is the development build would only repeat in every file's logs.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // Generous limits: on a busy 2-core CI machine an axe audit alone can take seconds. They only
  // bound how long a hung test takes to fail.
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 300000,
  // A terminal gets every test's name; a CI log gets failures and the totals, without the
  // summary reporter's cursor-control codes.
  reporters: process.stdout.isTTY ? [defaultReporter(), summaryReporter({ flatten: false })] : [defaultReporter()],
};
