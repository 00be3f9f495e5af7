import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };

/**
 * `E2E_DATA=volume`: the volume journeys (`*.volume.spec.ts`) on PostgreSQL with the data set of
 * `npm run seed:large` at a reduced scale (serve-volume.mjs, decision 220); otherwise every other
 * journey on the demo shop.
 */
const volume = process.env.E2E_DATA === 'volume';
const port = Number(process.env.E2E_PORT ?? (volume ? 3230 : 3210));
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The second shop of the Stripe journey (serve-stripe.mjs, stripe-usd.spec.ts): cards through
 * Stripe's API, played by a stand-in at `stripeStandInURL`.
 */
export const stripeURL = `http://127.0.0.1:${port + 3}`;
export const stripeStandInURL = `http://127.0.0.1:${port + 4}`;
/** Runs on another port (a second checkout, a helper) keep their own results. */
const artifacts = port === 3210 ? './artifacts' : `./artifacts/run-${port}`;

/**
 * Journeys that run at 1280 px only (decision 342). In each, an admin does at a desk what the
 * journey is about (products, prices, documents, shipments, returns), and the buyer's part goes
 * through pages that the buyer's journeys already open on a phone: the cart, checkout and the
 * order page. Their phone runs went through the same steps with other names, and took about a
 * sixth of the journeys' time on the two-core CI machine. The back office at 390 px is
 * layout.spec.ts's and admin-overview.spec.ts's; every other journey runs at both widths.
 */
const desktopOnlyJourneys = [
  'api-keys',
  'back-office',
  'back-office-in-bangla',
  'bangla-documents',
  'content-in-bangla',
  'contract-pricing',
  'edit-product',
  'export-sales',
  'invoices',
  'order-numbers',
  'payment-on-account',
  'returns',
  'shipments',
  'tax-documents',
];
const volumeJourneys = /\.volume\.spec\.ts$/;

/**
 * Debian's Chromium: Playwright's own browser download is not available here. Its flags (no
 * sandbox, no network on its own) are the ones Lighthouse CI launches it with too
 * (lighthouserc.cjs).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
};

export default defineConfig({
  testDir: './tests',
  ...(volume ? { testMatch: volumeJourneys } : { testIgnore: volumeJourneys }),
  outputDir: `${artifacts}/test-results`,
  fullyParallel: true,
  workers: 2,
  // A journey counts on its first run; only those tagged @timing are retried (fixtures.ts,
  // decision 088).
  retries: 0,
  // A journey is many steps of a real browser on a shared two-vCPU machine: on 2026-11-27 the
  // sign-up-to-photo journey and the volume My Orders journey ran past 60 s there while every
  // step passed in its own 10 s (the steps' limit, below, is what catches a slow page).
  timeout: 120_000,
  // A step's limit: 20 s since 2026-11-30, when a signed-in page's first view (the session, the
  // buyer's registration, the access token, the admin check, then the page's reads, one after
  // another) took 14 s with two journeys and their browsers on the two cores.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${artifacts}/reports/playwright.json`,
      },
    ],
    ['html', { outputFolder: `${artifacts}/html`, open: 'never' }],
  ],
  use: {
    baseURL,
    // A failed journey keeps its trace: actions, network, console and a DOM snapshot around each
    // action, without the screencast, which cost a fifth of the journeys' time (decision 347).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The shop's CSS drops its transitions under reduced motion. Toasts never fade either way
    // (decision 116); toasts.spec.ts checks them with motion.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'phone',
      // The volume journeys page through the same lists as at 1280 px: at 1280 px only too.
      testIgnore: volume
        ? volumeJourneys
        : [volumeJourneys, new RegExp(`/(${desktopOnlyJourneys.join('|')})\\.spec\\.ts$`)],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: volume ? 'node serve-volume.mjs' : 'node serve.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // The volume server seeds its database first when it is not seeded yet.
      timeout: volume ? 600_000 : 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    ...(volume
      ? []
      : [
          {
            command: 'node serve-stripe.mjs',
            url: `${stripeURL}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            env: { E2E_PORT: String(port) },
          },
        ]),
  ],
});
