import { defineProject } from 'vitest/config';

export default defineProject({
  // Every project of the run has the same maxWorkers (vitest.config.ts).
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], maxWorkers: '100%' },
});
