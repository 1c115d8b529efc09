// Launches the machine's Chromium through puppeteer-core with the flags CI needs
// (see shared/design/toolchain.md): CHROME_PATH or /usr/bin/chromium.
import puppeteer from 'puppeteer-core';

export function launchBrowser({ protocolTimeout = 90_000 } = {}) {
  return puppeteer.launch({
    protocolTimeout,
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
