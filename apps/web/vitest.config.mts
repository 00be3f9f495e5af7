import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mts'],
      css: false,
      testTimeout: 20_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
