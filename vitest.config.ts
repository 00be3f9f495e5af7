import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every workspace. The API suite runs on PGlite, and a second time on the
 * PostgreSQL server when TEST_DATABASE_URL is set (each test file on a fresh database).
 */
const projects = [
  'packages/shared',
  'apps/web',
  'apps/api/vitest.pglite.config.ts',
  'scripts/vitest.config.mjs',
];
if (process.env.TEST_DATABASE_URL) projects.push('apps/api/vitest.postgres.config.ts');

export default defineConfig({
  test: {
    // vitest's default leaves one CPU to its main process (one worker on a two-core machine); with
    // the API projects' workers reused across files that process is idle after the first
    // transforms, so every CPU runs a worker (decision 297).
    maxWorkers: '100%',
    projects: projects.filter((project) => existsSync(new URL(project, import.meta.url))),
  },
});
