import { configDefaults, defineProject } from 'vitest/config';

/**
 * The same API suite on the PostgreSQL server of TEST_DATABASE_URL: a migrated template database
 * is made once (globalSetup) and each test file gets its own copy, dropped afterwards.
 */
export default defineProject({
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real server processes: their own project (vitest.resilience.config.ts, npm run test:resilience).
    exclude: [...configDefaults.exclude, 'test/resilience/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // On a loaded CI machine a timing-bound test may miss once: it runs again, and `npm test`
    // lists every test that needed the second run as flaky (as Playwright's retries do).
    retry: process.env.CI ? 1 : 0,
    env: { TEST_DB: 'postgres' },
    globalSetup: ['test/helpers/postgres-global-setup.ts'],
  },
});
