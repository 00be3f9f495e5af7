import { configDefaults, defineProject } from 'vitest/config';
import { timingTagDefinition } from './test/timing-tag.js';

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
    // Only tests tagged timing-bound run again on CI, and `npm test` lists them as flaky
    // (decision 088); every other test counts on its first run.
    retry: 0,
    tags: [timingTagDefinition],
    env: { TEST_DB: 'postgres' },
    globalSetup: ['test/helpers/postgres-global-setup.ts'],
  },
});
