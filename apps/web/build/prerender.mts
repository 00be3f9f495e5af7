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
   * page: the API renders such a page again with that page's products (decision 073), preloads
   * that picture instead of the reads above, which the page then no longer makes.
   */
  firstProductImageSizes?: string;
  /**
   * The page's whole first view is in its HTML (with the API's server data): its code loads only
   * once it is painted (see {@link contentFirst}). Pages that still fetch data for their first view
   * load their code at once, beside the HTML.
   */
  codeAfterFirstPaint?: boolean;
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
    codeAfterFirstPaint: true,
  },
};

/**
 * The contract with the API's page renderer (apps/api plugins/static.ts), which turns a page
 * written here into one with server data:
 * - the element with this attribute stands for the preload of the first product's picture (the
 *   API adds `href` and `imagesrcset`, or drops it);
 * - elements with {@link WITHOUT_SERVER_DATA} are dropped from a page that carries its data;
 * - the markup of `#root` lies between {@link ROOT_START} and {@link ROOT_END};
 * - the module `ssr/render-page.mjs` of the build renders a page (`src/prerender/render-page.tsx`);
 * - a page the API renders with its data goes into `ssr/content-first.html` instead of
 *   `index.html`, at its empty `#root` ({@link CONTENT_FIRST_SHELL}).
 */
export const FIRST_PRODUCT_IMAGE_MARKER = 'data-first-product-image';
export const WITHOUT_SERVER_DATA = 'data-without-server-data';
export const ROOT_START = '<!--root-->';
export const ROOT_END = '<!--/root-->';
export const SSR_DIR = 'ssr';
/**
 * `index.html` as the API sends it around a page it renders with its data (a product page, a bare
 * category page; apps/api plugins/static.ts): {@link contentFirst} with its code after the first
 * paint, `#root` empty but marked. Inside {@link SSR_DIR}, which the server never serves.
 */
export const CONTENT_FIRST_SHELL = `${SSR_DIR}/content-first.html`;

/** Where the prerendered pages go inside the web build, and the file of one path. */
export const PRERENDERED_DIR = 'prerendered';
export const prerenderedFile = (path: string): string =>
  `${PRERENDERED_DIR}/${path === '/' ? 'index' : path.replace(/^\//, '')}.html`;

const ROOT_ELEMENT = '<div id="root"></div>';

/** The attribute of `#root` that makes `src/main.tsx` start the app only after the first paint. */
export const CODE_AFTER_PAINT_ATTRIBUTE = 'data-code-after-paint';

/**
 * The page already shows its content, so its scripts are fetched at low priority: the stylesheet
 * and the pictures on screen go first (decision 073). With `codeAfterFirstPaint`, the app's code
 * waits for the first paint altogether: the entry (a few kB, `src/main.tsx`) still loads with the
 * page, but the app's chunks are no longer preloaded from the HTML — neither the start module's
 * (`<link rel="modulepreload">`) nor the page's route (the route-preload script) — so on a slow
 * phone the stylesheet and the pictures have the bandwidth to themselves; once the page is
 * painted the entry imports the app, whose chunks then download in parallel.
 */
function contentFirst(html: string, codeAfterFirstPaint: boolean): string {
  const lowPriority = html.replace(
    /<script type="module" /g,
    '<script type="module" fetchpriority="low" ',
  );
  if (!codeAfterFirstPaint) {
    return lowPriority.replace(
      /<link rel="modulepreload" /g,
      '<link rel="modulepreload" fetchpriority="low" ',
    );
  }
  return lowPriority
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<script async data-route-preload[^>]*><\/script>/, '');
}

/**
 * After the client build: builds `src/prerender/render-page.tsx` for Node
 * (`vite.prerender.config.mts`, into `dist/ssr/`, kept for the API), renders each of
 * {@link PRERENDERED_PAGES} with it and writes the built `index.html` with that markup inside
 * `#root`, its scripts at low priority and its API reads preloaded to
 * `dist/prerendered/<page>.html`. The server sends those for exactly these paths (apps/api
 * plugins/static.ts); every other path gets the empty `index.html` as before, but for the pages
 * the API renders with their data, which get {@link CONTENT_FIRST_SHELL}.
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
      const serverDir = join(outDir, SSR_DIR);
      await build({
        configFile: join(config.root, 'vite.prerender.config.mts'),
        build: { outDir: serverDir },
      });
      const { renderPage } = (await import(
        pathToFileURL(join(serverDir, 'render-page.mjs')).href
      )) as { renderPage: (path: string) => Promise<{ root: string }> };
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      rmSync(join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
      mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
      writeFileSync(
        join(outDir, CONTENT_FIRST_SHELL),
        contentFirst(shell, true).replace(
          ROOT_ELEMENT,
          `<div id="root" ${CODE_AFTER_PAINT_ATTRIBUTE}></div>`,
        ),
      );
      for (const [path, page] of Object.entries(PRERENDERED_PAGES)) {
        const { fetches, firstProductImageSizes, codeAfterFirstPaint = false } = page;
        const { root } = await renderPage(path);
        const preloads = [
          ...(firstProductImageSizes
            ? [
                `<link rel="preload" as="image" fetchpriority="high" imagesizes="${firstProductImageSizes}" ${FIRST_PRODUCT_IMAGE_MARKER}>`,
              ]
            : []),
          ...fetches.map(
            (url) =>
              `<link rel="preload" as="fetch" href="${url}" crossorigin${firstProductImageSizes ? ` ${WITHOUT_SERVER_DATA}` : ''}>`,
          ),
        ].join('');
        const attributes = codeAfterFirstPaint ? ` ${CODE_AFTER_PAINT_ATTRIBUTE}` : '';
        writeFileSync(
          join(outDir, prerenderedFile(path)),
          contentFirst(shell, codeAfterFirstPaint)
            .replace('</head>', `${preloads}</head>`)
            .replace(
              ROOT_ELEMENT,
              `<div id="root"${attributes}>${ROOT_START}${root}${ROOT_END}</div>`,
            ),
        );
      }
    },
  };
}
