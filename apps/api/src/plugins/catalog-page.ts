import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  imageCandidates,
  ProductFacetsQuerySchema,
  ProductSearchQuerySchema,
  type ProductFacets,
  type ProductPage,
  type ProductSearchResult,
} from '@partline/shared';
import type { FastifyInstance } from 'fastify';
import { openCatalogCache, type StockNotice } from '../catalog-cache/index.js';
import { getCatalogFacets } from '../flows/catalog-facets.js';
import { resolveCatalogScope } from '../flows/catalog-scope.js';
import { KeptAnswers } from '../kept-answers.js';
import { searchCatalog } from '../modules/products/catalog-search.service.js';

/**
 * The web build's page renderer, `ssr/render-page.mjs` in `WEB_DIST_DIR` (apps/web
 * src/prerender/render-page.tsx, decision 073).
 */
export interface PageRendererModule {
  /**
   * `root`: the markup of `#root` for `path` rendered with `data`; `data`: the element carrying
   * that data for the browser's first render (`''` without data).
   */
  renderPage(
    path: string,
    data: {
      catalogFirstPage?: ProductSearchResult;
      productPage?: ProductPage;
      categoryPage?: CategoryPageData;
    },
  ): Promise<{ root: string; data: string }>;
}

/**
 * What a bare `/categories/{slug}` shows first: `GET /api/products/search?category={slug}` and
 * `GET /api/products/facets?category={slug}` as the API answers them (in English, to a visitor).
 */
export interface CategoryPageData {
  firstPage: ProductSearchResult;
  facets: ProductFacets;
}

/** The renderer module's path inside the web build. */
export const PAGE_RENDERER_FILE = join('ssr', 'render-page.mjs');

/**
 * The markers of a page the web build prerendered (apps/web build/prerender.mts): the preload of
 * the first product's picture, elements only a page without server data keeps, and `#root`'s
 * markup.
 */
const FIRST_PRODUCT_IMAGE = /<link ([^>]*)data-first-product-image>/;
const WITHOUT_SERVER_DATA = /<[^>]* data-without-server-data>/g;
const ROOT = /<!--root-->[\s\S]*<!--\/root--><\/div>/;

/** `/all-products` rendered with the catalog's first page. */
export interface CatalogPage {
  /** The markup of `#root`. */
  root: string;
  /** The element with the page's data, placed after `#root`. */
  data: string;
  /** The picture of the first card, when there is a product. */
  firstImage: string | undefined;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The preload of a card's picture as the card's ResponsiveImage asks for it. */
function imagePreload(marker: RegExpExecArray, image: string): string {
  // A srcset only when there are smaller copies, as ResponsiveImage writes it.
  const candidates = imageCandidates(image);
  const srcset =
    candidates.length > 1
      ? candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')
      : '';
  return (
    `<link ${marker[1] ?? ''}href="${attribute(image)}"` +
    (srcset ? ` imagesrcset="${attribute(srcset)}">` : '>')
  );
}

/**
 * The prerendered `/all-products` (`html`, as the web build wrote it) with its server data:
 * `#root` holds the first page of products and the page's data follows it, the first card's
 * picture is preloaded, and the reads that data replaces are no longer preloaded. Without
 * `page`, the page as built (skeletons, its search preloaded) minus the picture preload.
 */
export function withCatalogPage(html: string, page: CatalogPage | undefined): string {
  const marker = FIRST_PRODUCT_IMAGE.exec(html);
  let out = marker
    ? html.replace(marker[0], page?.firstImage ? imagePreload(marker, page.firstImage) : '')
    : html;
  if (!page || !ROOT.test(out)) return out;
  out = out.replace(WITHOUT_SERVER_DATA, '');
  // A function, so that `$` in the markup is not read as a replacement pattern.
  return out.replace(ROOT, () => `<!--root-->${page.root}<!--/root--></div>${page.data}`);
}

/**
 * The loader of the web build's page renderer in `webRoot`: the module once imported, `undefined`
 * while the build has none (looked for again on the next call); a failed import is tried again.
 */
export function pageRendererOf(webRoot: string): () => Promise<PageRendererModule | undefined> {
  let renderer: Promise<PageRendererModule> | undefined;
  return async () => {
    if (!renderer) {
      const file = join(webRoot, PAGE_RENDERER_FILE);
      if (!(await stat(file).catch(() => undefined))?.isFile()) return undefined;
      renderer = import(pathToFileURL(file).href) as Promise<PageRendererModule>;
      renderer.catch(() => (renderer = undefined));
    }
    return renderer;
  };
}

/**
 * The renderer of `/all-products` with the catalog's first page (decision 073): the default
 * search (newest first, first page), rendered by the web build's renderer, kept until the
 * catalog changes (a catalog cache: invalidated by every write, on every instance). Resolves to
 * `undefined` when the web build has no renderer; rejects when the database or the render fails.
 */
export async function openCatalogPage(
  app: FastifyInstance,
  webRoot: string,
): Promise<() => Promise<CatalogPage | undefined>> {
  const loadRenderer = pageRendererOf(webRoot);
  const defaultSearch = ProductSearchQuerySchema.parse({});
  const cache = await openCatalogCache(
    app,
    async (): Promise<{ page?: CatalogPage }> => {
      const module = await loadRenderer();
      if (!module) return {};
      const firstPage = await searchCatalog(app.database.db, defaultSearch);
      const rendered = await module.renderPage('/all-products', { catalogFirstPage: firstPage });
      return { page: { ...rendered, firstImage: firstPage.items[0]?.productImage } };
    },
    {
      // Rendered again only when a product it shows was sold (decision 338).
      stock: (value, notice) => (value.page && showsAny(value.page, notice) ? undefined : value),
    },
  );
  return async () => (cache.current() ?? (await cache.get())).page;
}

/** Whether a rendered page shows (names the id of) a product of the stock notice. */
function showsAny(page: RenderedRoot, notice: StockNotice): boolean {
  for (const id of notice.ids) if (page.data.includes(id) || page.root.includes(id)) return true;
  return false;
}

/** A page rendered by the web build's renderer: the markup of `#root` and its data element. */
export interface RenderedRoot {
  root: string;
  data: string;
}

/**
 * The renderer of a bare `/categories/{slug}` with its first page of products and its counts
 * (decisions 073, 317), as `/all-products` is rendered: the page paints its cards, the first one's
 * picture included, before any script runs. Kept per category until the catalog changes (a catalog
 * cache: invalidated by every write, on every instance). Resolves to `undefined` when the web
 * build has no renderer; rejects when the database or the render fails (the caller then sends the
 * page without markup). Call it for a category that exists (the page's head says so).
 */
export async function openCategoryPages(
  app: FastifyInstance,
  webRoot: string,
): Promise<(slug: string) => Promise<RenderedRoot | undefined>> {
  const loadRenderer = pageRendererOf(webRoot);
  const cache = await openCatalogCache(app, async () => new KeptAnswers<RenderedRoot>(), {
    // A page is rendered again only when a product it shows was sold (decision 338).
    stock: (pages, notice) =>
      pages.restocked((_slug, answer) => (showsAny(answer.value, notice) ? undefined : answer)),
  });
  return async (slug) => {
    // Looked for on every call while the build has none, as for /all-products.
    const module = await loadRenderer();
    if (!module) return undefined;
    const pages = cache.current() ?? (await cache.get());
    return pages.answer(slug, async () => {
      const db = app.database.db;
      const search = ProductSearchQuerySchema.parse({ category: slug });
      const categoryPage: CategoryPageData = {
        firstPage: await searchCatalog(db, search, await resolveCatalogScope(db, search)),
        facets: await getCatalogFacets(db, ProductFacetsQuerySchema.parse({ category: slug })),
      };
      const rendered = await module.renderPage(`/categories/${encodeURIComponent(slug)}`, {
        categoryPage,
      });
      return { value: rendered, bytes: rendered.root.length + rendered.data.length };
    });
  };
}
