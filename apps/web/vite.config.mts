import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `npm run dev` finds the API (DESIGN.md: Vite proxies /api and /uploads to it). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
      // The styled Toaster injects <style> elements (goober), which a strict CSP refuses. The app
      // renders its own Toaster on the headless build, so every `toast` import must share that
      // build's store: 'react-hot-toast' *is* the headless build here (tsconfig paths agree).
      { find: /^react-hot-toast$/, replacement: 'react-hot-toast/headless' },
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
    sourcemap: true,
  },
});
