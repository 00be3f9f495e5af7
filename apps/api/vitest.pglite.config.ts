import { configDefaults, defineProject } from 'vitest/config';
import { timingTagDefinition } from './test/timing-tag.js';

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
    // Only tests tagged timing-bound run again on CI, and `npm test` lists them as flaky
    // (decision 088); every other test counts on its first run.
    retry: 0,
    tags: [timingTagDefinition],
    env: { TEST_DB: 'pglite' },
    globalSetup: ['test/helpers/pglite-global-setup.ts'],
  },
});
