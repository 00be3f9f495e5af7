// size-limit (decision 045): the JavaScript `/` loads, gzipped, from the built web app
// (`WEB_DIST_DIR`, else apps/web/dist). The file lists come from the Vite manifest, checked against
// index.html: see scripts/budgets/initial-js.mjs.
import { join, relative } from 'node:path';
import { defaultDistDir, firstViewJsFiles, initialJsFiles } from './scripts/budgets/initial-js.mjs';

const root = new URL('.', import.meta.url).pathname;
const distDir = defaultDistDir();
const paths = (files) => files.map((file) => relative(root, join(distDir, file)));

export default [
  {
    name: 'Initial JavaScript of / (entry + modulepreloads)',
    path: paths(initialJsFiles(distDir)),
    gzip: true,
    limit: '120 kB',
  },
  {
    name: 'First view of / (+ shell and home route chunks: navbar, footer, page, product cards, zod)',
    path: paths(firstViewJsFiles(distDir)),
    gzip: true,
    limit: '188.5 kB',
  },
];
