import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRODUCT_CARD_IMAGE_SIZES } from '../src/features/products/image-sizes.ts';

/** What a prerendered page preloads besides its scripts. */
interface PrerenderedPage {
  /**
   * API reads the page's first render starts, preloaded from the HTML so they run while the
   * scripts download (the exact URLs the page requests, or the browser fetches twice).
   */
  fetches: readonly string[];
  /**
   * The `sizes` of the first catalog card's picture when the page shows the catalog's first
   * page: the server completes the preload of that picture (its largest) for each request.
   */
  firstProductImageSizes?: string;
}

/**
 * The pages whose first markup is written at build time (decision 073): the two a visitor lands
 * on, whose first paint would otherwise wait for the entry script, React and the router to run.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, PrerenderedPage>> = {
  '/': { fetches: [] },
  // features/products/api/search-products.ts: the default search sends no parameters.
  '/all-products': {
    fetches: ['/api/products/search'],
    firstProductImageSizes: PRODUCT_CARD_IMAGE_SIZES,
  },
};

/**
 * The element the server turns into the preload of the first product's picture (apps/api
 * plugins/static.ts adds `href` and `imagesrcset`, or drops it when the catalog is empty).
 */
export const FIRST_PRODUCT_IMAGE_MARKER = 'data-first-product-image';

/** Where the prerendered pages go inside the web build, and the file of one path. */
export const PRERENDERED_DIR = 'prerendered';
export const prerenderedFile = (path: string): string =>
  `${PRERENDERED_DIR}/${path === '/' ? 'index' : path.replace(/^\//, '')}.html`;

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page already shows its content, so its scripts are fetched at low priority: the stylesheet
 * and the pictures on screen go first, and the first paint does not wait for the code that only
 * makes the page interactive (decision 073).
 */
function contentFirst(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * After the client build: builds `src/prerender/render-page.tsx` for Node
 * (`vite.prerender.config.mts`), renders each of {@link PRERENDERED_PAGES} with it and writes
 * the built `index.html` with that markup inside `#root`, its scripts at low priority and its
 * API reads preloaded to `dist/prerendered/<page>.html`. The
 * server sends those for exactly these paths (apps/api plugins/static.ts); every other path gets
 * the empty `index.html` as before.
 *
 * @throws (fails the build) when a page cannot be rendered or `index.html` has no empty `#root`.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'partline:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const serverDir = join(config.root, 'dist-prerender');
      await build({
        configFile: join(config.root, 'vite.prerender.config.mts'),
        build: { outDir: serverDir },
      });
      const { renderPage } = (await import(
        pathToFileURL(join(serverDir, 'render-page.mjs')).href
      )) as { renderPage: (path: string) => Promise<string> };
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      rmSync(join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
      mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
      for (const [path, { fetches, firstProductImageSizes }] of Object.entries(PRERENDERED_PAGES)) {
        const markup = await renderPage(path);
        const preloads = [
          ...(firstProductImageSizes
            ? [
                `<link rel="preload" as="image" fetchpriority="high" imagesizes="${firstProductImageSizes}" ${FIRST_PRODUCT_IMAGE_MARKER}>`,
              ]
            : []),
          ...fetches.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin>`),
        ].join('');
        writeFileSync(
          join(outDir, prerenderedFile(path)),
          contentFirst(shell)
            .replace('</head>', `${preloads}</head>`)
            .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`),
        );
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
