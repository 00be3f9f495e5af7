import { configDefaults, defineProject } from 'vitest/config';

/**
 * The API suite on an in-memory PGlite database per test file, each loaded from one migrated
 * snapshot made by the global setup.
 */
export default defineProject({
  test: {
    name: 'api-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real server processes: their own project (vitest.resilience.config.ts, npm run test:resilience).
    exclude: [...configDefaults.exclude, 'test/resilience/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // On a loaded CI machine a timing-bound test may miss once: it runs again, and `npm test`
    // lists every test that needed the second run as flaky (as Playwright's retries do).
    retry: process.env.CI ? 1 : 0,
    env: { TEST_DB: 'pglite' },
    globalSetup: ['test/helpers/pglite-global-setup.ts'],
  },
});
