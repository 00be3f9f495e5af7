import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import baseConfig, { linguiPlugins, reactRouterProductionPlugin } from './vite.config.mts';

/**
 * The server-side build of `src/prerender/render-page.tsx` that `build/prerender.mts` runs after
 * `vite build` to write the first markup of `/` and `/all-products` (decision 073). Same aliases
 * as the app; one ES module with its dependencies in `dist/ssr/`, which the API also loads
 * to render `/all-products` with the catalog's first page.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [...linguiPlugins(), reactRouterProductionPlugin(), react()],
  resolve: baseConfig.resolve,
  logLevel: 'warn',
  // Bundled: several packages (react-bootstrap's deep imports) are not loadable by Node's ES module
  // resolution as the app imports them.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        format: 'es',
        entryFileNames: '[name].mjs',
        chunkFileNames: '[name]-[hash].mjs',
        // The API keeps this code's text in memory from the first rendered page on: minified, and
        // in ASCII so that V8 holds it at one byte a character (`…`, `·`, `—` and Bangla are
        // escaped in the strings); names kept for the stack of a failed render (decision 344).
        minify: { compress: true, mangle: { keepNames: true }, codegen: { asciiOnly: true } },
      },
    },
  },
});
