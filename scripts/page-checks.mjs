// What the browser checks (check-cdn, check-cdn-cross-origin, check-storybook) share: a list of named checks that
// ends with the "N passed, N failed" line CI sums, and the problems a page shows while it runs.

/** Named checks: `check(title, fn)` runs `fn` (it returns the problems found, none = pass). */
export function checkList() {
  let passed = 0;
  let failed = 0;
  return {
    async check(title, fn) {
      try {
        const problems = await fn();
        if (problems.length) throw new Error(problems.join('\n    '));
        passed++;
        console.log(`✓ ${title}`);
      } catch (e) {
        failed++;
        console.log(`✗ ${title}\n    ${e.message}`);
      }
    },
    /** Prints the closing "N passed, N failed" line; returns the failures. */
    summary() {
      console.log(`${passed} passed, ${failed} failed`);
      return failed;
    },
  };
}

/**
 * Collects what went wrong in a puppeteer `tab` from now on: console errors (but a missing
 * favicon, and messages matching one of `ignore`), uncaught exceptions, failed requests and HTTP
 * errors. Returns the live list (empty it with `problems.length = 0`).
 * `expected`: the URLs a test makes fail on purpose; their failed request and the console's
 * report of it are not problems. `failedRequests: false` for a page that cancels requests itself
 * (Storybook, when it moves between stories).
 */
export function watchProblems(tab, { expected = null, ignore = [], failedRequests = true } = {}) {
  const problems = [];
  const meant = (url) => Boolean(expected?.test(url ?? ''));
  tab.on('console', (m) => {
    const url = m.location()?.url ?? '';
    if (m.type() !== 'error' || /favicon/.test(url) || meant(url) || ignore.some((re) => re.test(m.text()))) return;
    problems.push(`console: ${m.text()}`);
  });
  tab.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  if (failedRequests) tab.on('requestfailed', (r) => meant(r.url()) || problems.push(`request failed: ${r.url()}`));
  tab.on(
    'response',
    (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && problems.push(`HTTP ${r.status()}: ${r.url()}`),
  );
  return problems;
}
