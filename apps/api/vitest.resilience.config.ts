import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { timingTagDefinition } from './test/timing-tag.js';

/**
 * The resilience suite (`npm run test:resilience`, also a stage of `npm test`): real server
 * processes of the built API (`apps/api/dist/server.js`, or `RESILIENCE_API_ENTRY`) killed, cut
 * off from their database and run side by side. Files run one after another: each starts its own
 * processes and databases, and the machine is shared.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'resilience',
    environment: 'node',
    include: ['test/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // Only tests tagged timing-bound run again on CI (decision 088).
    retry: 0,
    tags: [timingTagDefinition],
    globalSetup: ['test/resilience/support/global-setup.ts'],
  },
});
