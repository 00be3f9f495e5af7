import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** Tests of the repository's own scripts and test policy (`scripts/*.test.mjs`). */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'scripts',
    // Every project of the run has the same maxWorkers (vitest.config.ts).
    maxWorkers: '100%',
    environment: 'node',
    include: ['*.test.mjs'],
    retry: 0,
  },
});
