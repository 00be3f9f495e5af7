// Web budget (decision 045): the JavaScript `/` loads, read from the Vite build manifest.
//
// - Initial JavaScript: the entry chunk of index.html, the app's start module it imports once the
//   page is painted (apps/web src/boot.tsx), and their static imports, all modulepreloaded by
//   index.html: what the browser fetches before any route code runs. Budget: 120 kB gzipped (decision 045).
// - First view of `/`: that plus the chunks of the shell (root layout, session followers) and of the
//   home route with their static imports, which React Router fetches as soon as the entry runs on
//   `/`. Reported and held to its own ceiling.
//
// Chunks behind a dynamic import that `/` does not take at start (other pages, the reviews
// carousel, Stripe) count in neither. `node scripts/budgets/initial-js.mjs [distDir]` prints both
// and checks that code which must load only when used (forms, dashboard, admin pages, Stripe,
// better-auth, Swiper) is in neither.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;

/** The built web app the budgets read: `WEB_DIST_DIR`, else `apps/web/dist`. */
export const defaultDistDir = () => process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');

/**
 * Manifest key of the module the entry imports to start the app (after the first paint on
 * prerendered pages); index.html preloads it (apps/web build/route-preload.mts).
 */
export const BOOT_MODULE = 'src/boot.tsx';

/**
 * Manifest keys of the lazy modules `/` renders at start: the shell (the root route and the
 * session's followers, loaded on every page) and the home route (React Router loads them at once;
 * the route preloader of index.html fetches them beside the entry, apps/web build/route-preload.mts).
 */
export const FIRST_VIEW_ROUTES = [
  'src/app/routes/root-layout.tsx',
  'src/app/session-followers.tsx',
  'src/app/routes/home.tsx',
];

/**
 * Source paths that must never be part of the first view of `/`: they load when a visitor opens
 * the page that uses them. Matched against the source modules of each chunk (readChunkSources).
 */
export const LOAD_WHEN_USED = [
  { name: 'react-hook-form', pattern: /node_modules\/react-hook-form\// },
  { name: '@hookform/resolvers (zod resolver)', pattern: /node_modules\/@hookform\// },
  { name: 'Stripe (@stripe/*)', pattern: /node_modules\/@stripe\// },
  { name: 'better-auth client', pattern: /node_modules\/(better-auth|@better-auth)\// },
  { name: 'Swiper (reviews carousel)', pattern: /node_modules\/swiper\// },
  { name: 'recharts', pattern: /node_modules\/recharts\// },
  { name: 'dashboard pages', pattern: /apps\/web\/src\/app\/routes\/dashboard\// },
  { name: 'dashboard components', pattern: /apps\/web\/src\/features\/dashboard\// },
  { name: 'purchase and payment pages', pattern: /apps\/web\/src\/app\/routes\/purchase\// },
  { name: 'sign-in pages', pattern: /apps\/web\/src\/app\/routes\/auth\// },
  { name: 'order forms', pattern: /apps\/web\/src\/features\/orders\/components\// },
  { name: 'admin users', pattern: /apps\/web\/src\/features\/users\// },
  {
    name: 'product admin forms',
    pattern: /apps\/web\/src\/features\/products\/components\/(add-product-form|restock-modal)/,
  },
];

/** The Vite manifest of `distDir`. @throws Error when the app is not built with a manifest. */
export function readManifest(distDir = defaultDistDir()) {
  const path = join(distDir, '.vite/manifest.json');
  if (!existsSync(path)) {
    throw new Error(`No build manifest at ${path}: build the web app first (npm run build)`);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Files of `keys` and everything they import statically, each once, in visiting order. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/**
 * The initial JavaScript (files relative to `distDir`): the entry, the start module and their static
 * imports. Checked
 * against the `<script>` and `<link rel="modulepreload">` tags of the built index.html, so the
 * budget measures exactly what the page asks for.
 * @throws Error when index.html loads other scripts than the manifest says.
 */
export function initialJsFiles(distDir = defaultDistDir()) {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const files = staticClosure(manifest, [entry, BOOT_MODULE]);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  // The route preloader (apps/web/build/route-preload.mts) is not the entry: a few hundred bytes
  // that only add `<link rel="modulepreload">` for the page being opened.
  const tags = [
    ...html.matchAll(
      /<script(?![^>]*data-route-preload)[^>]*\ssrc="\/([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2]);
  const same = tags.length === files.length && tags.every((file) => files.includes(file));
  if (!same) {
    throw new Error(`index.html loads ${tags.join(', ')}; the manifest says ${files.join(', ')}`);
  }
  return files;
}

/** The first view of `/`: the initial JavaScript plus the home route's chunks. */
export function firstViewJsFiles(distDir = defaultDistDir()) {
  const manifest = readManifest(distDir);
  const initial = initialJsFiles(distDir);
  const routes = staticClosure(manifest, FIRST_VIEW_ROUTES);
  return [...initial, ...routes.filter((file) => !initial.includes(file))];
}

/**
 * Source modules bundled into each chunk, from the list the web build writes
 * (apps/web build/chunk-sources.mts): the production build has no source maps (decision 086).
 * @throws Error when the build has no such list.
 */
export function readChunkSources(distDir = defaultDistDir()) {
  const path = join(distDir, '.vite/chunk-sources.json');
  if (!existsSync(path)) {
    throw new Error(`No ${path}: rebuild the web app (npm run build)`);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Source paths of the first view of `/` that {@link LOAD_WHEN_USED} forbids. */
export function loadWhenUsedViolations(distDir = defaultDistDir()) {
  const chunkSources = readChunkSources(distDir);
  const violations = [];
  for (const file of firstViewJsFiles(distDir)) {
    const sources = chunkSources[file];
    if (!sources) throw new Error(`${file} is missing from the build's chunk-sources.json`);
    for (const rule of LOAD_WHEN_USED) {
      const source = sources.find((path) => rule.pattern.test(path));
      if (source) violations.push({ file, rule: rule.name, source });
    }
  }
  return violations;
}

/** Gzipped size (level 9, as size-limit measures) of a file, bytes. */
export const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? defaultDistDir();
  const initial = initialJsFiles(distDir);
  let total = 0;
  for (const file of firstViewJsFiles(distDir)) {
    if (file === firstViewJsFiles(distDir)[initial.length]) {
      console.log(`${(total / 1000).toFixed(2).padStart(8)} kB  initial JavaScript of /`);
    }
    const bytes = gzipBytes(join(distDir, file));
    total += bytes;
    console.log(`${(bytes / 1000).toFixed(2).padStart(8)} kB  ${file}`);
  }
  console.log(`${(total / 1000).toFixed(2).padStart(8)} kB  first view of / (gzipped)`);
  const violations = loadWhenUsedViolations(distDir);
  for (const { file, rule, source } of violations) {
    console.log(`✗ ${rule} is in ${file} (${source.replace(/^(\.\.\/)+/, '')})`);
  }
  if (violations.length === 0) {
    console.log('✓ forms, dashboard, admin pages, Stripe and the carousel load only when used');
  }
  process.exit(violations.length > 0 ? 1 : 0);
}
