import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { chunkSourcesPlugin } from './build/chunk-sources.mts';
import { hoistTransitiveImportsPlugin } from './build/hoist-transitive-imports.mts';
import { inlineSourceMessagesPlugin } from './build/inline-source-messages.mts';
import { prerenderPlugin } from './build/prerender.mts';
import { routePreloadPlugin } from './build/route-preload.mts';
import { trimUnusedUtilitiesPlugin } from './build/trim-unused-utilities.mts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Lingui (decision 325): its macros compiled natively (no Babel step), each message keeping its
 * English text for {@link inlineSourceMessagesPlugin}; `.po` catalogs imported as compiled modules,
 * the build failing on a message without a Bangla translation.
 */
export const linguiPlugins = () => [
  ...lingui({
    configPath: `${root}lingui.config.ts`,
    macroTransform: { macro: { descriptorFields: 'message' } },
    failOnMissing: true,
    failOnCompileError: true,
  }),
  inlineSourceMessagesPlugin(),
];
/**
 * React Router's production build in `vite build` (decision 045): its package exports only its
 * development build, which differs by its warnings for developers (`ENABLE_DEV_WARNINGS`); the dev
 * server and the tests keep them.
 */
export const reactRouterProductionPlugin = (): Plugin => ({
  name: 'partline:react-router-production',
  config: (_config, { command }) =>
    command === 'build'
      ? {
          resolve: {
            alias: [
              {
                find: /^react-router$/,
                replacement: join(
                  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
                  'dist/production/index.mjs',
                ),
              },
            ],
          },
        }
      : undefined,
});

/**
 * The home banner's copies (`public/images/banner-<width>w.webp`, decision 048) as the `srcset` of
 * its `<source>` in hero-banner.tsx: from 768 px wide it is the LCP element of `/`.
 */
const bannerSrcset = readdirSync(`${root}public/images`)
  .map((file) => /^banner-(\d+)w\.webp$/.exec(file))
  .filter((match) => match !== null)
  .sort((a, b) => Number(a[1]) - Number(b[1]))
  .map((match) => `/images/${match[0]} ${match[1]}w`)
  .join(', ');

/** Where `npm run dev` finds the API (DESIGN.md: Vite proxies /api and /uploads to it). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [
    ...linguiPlugins(),
    reactRouterProductionPlugin(),
    react(),
    // Bootstrap's stylesheet blocks the first paint: its unused layout utilities go (decision 046).
    trimUnusedUtilitiesPlugin(readFileSync(`${root}index.html`, 'utf8')),
    // The chunks of `/` and `/all-products` download beside the entry on a first visit (decision 047).
    routePreloadPlugin({
      '/': [{ srcset: bannerSrcset, sizes: '100vw', media: '(min-width: 768px)' }],
    }),
    // `/` and `/all-products` ship with their first markup, painted before any script runs
    // (decision 073).
    prerenderPlugin(),
    // What each chunk bundles, for the web budgets in place of source maps (decision 086).
    chunkSourcesPlugin(fileURLToPath(new URL('../..', import.meta.url))),
    // A chunk names its whole static graph, so a page's chunks are fetched at once without
    // Vite's preload helper (decision 047's amendment).
    hoistTransitiveImportsPlugin(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
      // The styled Toaster injects <style> elements (goober), which a strict CSP refuses. The app
      // renders its own Toaster on the headless build, so every `toast` import must share that
      // build's store: 'react-hot-toast' *is* the headless build here (tsconfig paths agree).
      { find: /^react-hot-toast$/, replacement: 'react-hot-toast/headless' },
      // React 19 has `useSyncExternalStore`: the shim @lingui/react imports need not ship.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/i18n/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/uploads': { target: apiTarget },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Never inline assets as data: URIs — the CSP allows images from 'self' only.
    assetsInlineLimit: 0,
    // Source maps only when asked for (`SOURCEMAP=1 npm run build`): production ships none, and
    // the server never serves one (decision 086).
    sourcemap: process.env.SOURCEMAP === '1',
    // `.vite/manifest.json`: the chunk graph the web budgets read (scripts/budgets).
    manifest: true,
    // No lazy import carries the list of the chunks it needs: each chunk names its whole static
    // graph itself (hoistTransitiveImportsPlugin), so the browser fetches them one round trip
    // after the chunk without Vite's helper inserting a preload link per chunk on the main thread,
    // and the entry's route table carries no lists (decisions 045, 047). Stylesheets are still
    // preloaded, so a page never paints unstyled.
    modulePreload: {
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: every chunk names the chunks of its graph, so a
        // name is paid for in every chunk that needs it. `.vite/chunk-sources.json` says what
        // each one holds.
        chunkFileNames: 'assets/[hash].js',
      },
      treeshake: {
        // zod schema builders (`z.object(…).meta(…)`) only build values: a schema of
        // @partline/shared that no module of a chunk uses is left out of it instead of dragging
        // zod into every chunk that imports a constant from the same file (decision 045).
        manualPureFunctions: ['z'],
      },
    },
  },
});
