// Lighthouse CI (decision 047): `/`, `/all-products`, a category page and a product page of the built app, one run each on
// desktop and five on mobile, judged on the median (decision 342). One preset per run of lhci:
// BUDGETS_LH_PRESET=desktop (default) or mobile. scripts/budgets/run.mjs starts the server
// (BUDGETS_LH_BASE_URL) and runs both presets.
// (Not LHCI_*: lhci reads those variables as its own options.)
const preset = process.env.BUDGETS_LH_PRESET === 'mobile' ? 'mobile' : 'desktop';
const baseUrl = process.env.BUDGETS_LH_BASE_URL ?? 'http://127.0.0.1:3410';

/**
 * Debian's Chromium headless with the Playwright journeys' flags (e2e/chromium-flags.json: no
 * sandbox, no network on its own), and no extensions.
 */
const chromeFlags = [
  '--headless=new',
  // lhci loads this file with require(), so it reads the shared list the same way.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ...require('./e2e/chromium-flags.json'),
  '--disable-extensions',
].join(' ');

/** Scores are medians of the runs: one slow run on a busy machine does not decide. */
const median = { aggregationMethod: 'median' };

/** The assertions of each page: every threshold fails the run when its median misses it. */
function assertions() {
  return {
    // A speed figure, not a pass/fail test (decision 047): printed against its target on every
    // run, like `npm run bench`. On this shared 2-vCPU machine the median of five mobile runs of
    // one build of `/` ranged 89–94; a check that fails on noise would hide real failures.
    'categories:performance': ['warn', { minScore: preset === 'desktop' ? 0.95 : 0.9, ...median }],
    'categories:accessibility': ['error', { minScore: 1, ...median }],
    'categories:best-practices': ['error', { minScore: 0.95, ...median }],
    'cumulative-layout-shift': ['error', { maxNumericValue: 0.02, ...median }],
    // Part of best practices, asserted on its own: no console error in any run.
    'errors-in-console': ['error', { minScore: 1, aggregationMethod: 'pessimistic' }],
    // Every request goes to the shop itself: no fonts, analytics or scripts from elsewhere.
    'resource-summary:third-party:count': ['error', { maxNumericValue: 0, ...median }],
  };
}

module.exports = {
  ci: {
    collect: {
      url: [
        `${baseUrl}/`,
        `${baseUrl}/all-products`,
        // A category page and a product page (decisions 317, 318), as scripts/budgets/run.mjs lists them.
        `${baseUrl}/categories/ddr5-memory`,
        `${baseUrl}/products/partline-sr5-32-32-gb-ddr5-ecc-registered-server-memory`,
      ],
      // Mobile's simulated 4× slower CPU magnifies this shared 2-vCPU machine's noise: the same
      // build scored 87, 92 and 99 on `/` in three runs in a row. Five runs keep the median from
      // being decided by two slow ones. Desktop has one run (decision 342): its performance, a
      // warning, scored 99–100 on a quiet machine, and what fails the run is judged on mobile's
      // five runs of the same pages as well.
      numberOfRuns: preset === 'mobile' ? 5 : 1,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        ...(preset === 'desktop' ? { preset: 'desktop' } : {}),
        chromeFlags,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      // One entry per page (patterns that never overlap), each judged on its own medians.
      assertMatrix: [
        { matchingUrlPattern: '^https?://[^/]+/$', assertions: assertions() },
        { matchingUrlPattern: '/all-products$', assertions: assertions() },
        { matchingUrlPattern: '/categories/[a-z0-9-]+$', assertions: assertions() },
        { matchingUrlPattern: '/products/[a-z0-9-]+$', assertions: assertions() },
      ],
    },
    upload: {
      target: 'filesystem',
      outputDir: `${__dirname}/e2e/artifacts/lighthouse/${preset}/reports`,
    },
  },
};
