import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** Tests of the repository's own scripts and test policy (`scripts/*.test.mjs`). */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs'],
    retry: 0,
  },
});
