import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * Tests of the repository's own scripts and test policy (`scripts/*.test.mjs`), and of the
 * benchmark's pure parts (`bench/*.test.mjs`; the benchmark itself is `npm run bench`).
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs', '../bench/*.test.mjs'],
    retry: 0,
  },
});
