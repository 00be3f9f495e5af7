import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every workspace. The API suite runs on PGlite, and a second time on the
 * PostgreSQL server when TEST_DATABASE_URL is set (each test file on a fresh database).
 *
 * The API projects set `maxWorkers: '100%'` (a project does not inherit it from here): vitest's
 * default leaves one CPU to its main process, one worker on a two-core machine, and that process
 * is idle once the API projects' workers have their modules (decision 297). The web project's
 * redirect tests miss their waits when two jsdom files share the two CPUs: the other projects
 * keep the default.
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
