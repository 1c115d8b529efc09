// The machine's Chromium and the flags CI needs, for every tool
// that starts it: the element tests (web-test-runner.config.mjs), the render benchmark and the
// Storybook, docs and CDN checks (through `launchBrowser`, puppeteer-core).
import puppeteer from 'puppeteer-core';

/** CHROME_PATH, else Debian's Chromium. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** --no-sandbox: CI runs as root, where Chromium's sandbox cannot start. The rest keep it quiet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser({ protocolTimeout = 90_000 } = {}) {
  return puppeteer.launch({
    protocolTimeout,
    executablePath: chromiumPath,
    headless: true,
    args: ['--headless=new', ...chromiumArgs],
  });
}
