import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every workspace. The API suite runs on PGlite, and a second time on the
 * PostgreSQL server when TEST_DATABASE_URL is set (each test file on a fresh database).
 *
 * Each project sets `maxWorkers: '100%'` (they must agree, and a project does not inherit it from
 * here): vitest's default leaves one CPU to its main process, one worker on a two-core machine,
 * and that process is idle once the API projects' workers have their modules (decision 297).
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
    projects: projects.filter((project) => existsSync(new URL(project, import.meta.url))),
  },
});
