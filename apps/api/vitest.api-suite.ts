import { configDefaults, defineProject } from 'vitest/config';
import { timingTagDefinition } from './test/timing-tag.js';

/** The API suite's project on one database: `pglite` or `postgres` (TEST_DATABASE_URL). */
export function apiSuiteProject(database: 'pglite' | 'postgres') {
  return defineProject({
    test: {
      name: `api-${database}`,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // Real server processes: their own project (vitest.resilience.config.ts, npm run test:resilience).
      exclude: [...configDefaults.exclude, 'test/resilience/**'],
      // A worker imports the app once and runs file after file: a fresh process and module graph
      // per file cost more than half of an API file's time. Each file still builds its own app on
      // its own database (useTestApp); what a module keeps between files is keyed by that app or
      // database (WeakMaps) or is a counter of unique names. A file that needs fresh modules
      // (vi.mock, module state read at import) does not belong in this project (decision 297;
      // scripts/api-test-isolation.test.mjs refuses one). Spies and stubbed globals are undone
      // after each test for the same reason.
      isolate: false,
      // Every CPU runs a worker (vitest.config.ts); a group of its own, after the other projects,
      // because projects run side by side only when their maxWorkers agree.
      maxWorkers: '100%',
      sequence: { groupOrder: 1 },
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // Only tests tagged timing-bound run again on CI, and `npm test` lists them as flaky
      // (decision 088); every other test counts on its first run.
      retry: 0,
      tags: [timingTagDefinition],
      env: { TEST_DB: database },
      globalSetup: [`test/helpers/${database}-global-setup.ts`],
    },
  });
}
