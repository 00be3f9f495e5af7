import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogs (decision 325): English is the source (the specification's words,
 * written in the components), Bangla is translated in `src/locales/bn/messages.po`.
 * `npm run i18n:extract -w @partline/web` adds new messages to both catalogs; the web unit test
 * `src/locales/catalogs.test.ts` fails while a message has no Bangla translation.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/testing/**'],
    },
  ],
  // Origins without line numbers: a catalog changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});
