import type { ProductFacets, ProductPage, ProductSearchResult } from '@partline/shared';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { catalogFacetsQueryOptions } from '@/features/products/api/get-catalog-facets';
import { productPageQueryKey } from '@/features/products/api/get-product-page';
import { searchProductsQueryOptions } from '@/features/products/api/search-products';
import { DEFAULT_CATALOG_SEARCH } from '@/features/products/hooks/use-catalog-search';
import { createQueryClient } from '@/lib/query-client';
import { HandoverDone } from './handover-done';
import { SERVER_DATA_ELEMENT_ID } from './server-data';

/** Server data a page is rendered with; without it, the page shows its skeletons. */
export interface PageData {
  /**
   * `GET /api/products/search` with no parameters as the API answers it: the catalog's first page
   * that a bare `/all-products` shows.
   */
  catalogFirstPage?: ProductSearchResult;
  /**
   * `GET /api/product-pages/{slug}` as the API answers it, for `/products/{slug}` (decision 318):
   * kept under the slug of the path, as the page reads it.
   */
  productPage?: ProductPage;
  /**
   * For a bare `/categories/{slug}` (decision 317): `GET /api/products/search?category={slug}` and
   * `GET /api/products/facets?category={slug}` as the API answers them, kept under the keys the
   * category page reads them by.
   */
  categoryPage?: { firstPage: ProductSearchResult; facets: ProductFacets };
}

/** A rendered page: what goes inside `#root`, and the data the browser starts from. */
export interface RenderedPage {
  /** The markup of `#root`. */
  root: string;
  /**
   * A `<script type="application/json">` element holding the query cache the markup was rendered
   * from (TanStack Query's dehydrated state, escaped for HTML); `''` without {@link PageData}. The
   * browser reads it before its first render (`main.tsx`), so that render shows the same content.
   */
  data: string;
}

/** JSON that cannot end its `<script>` element or start a comment inside it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The first markup of `path` for a signed-out visitor (decision 073): layout, navbar, the page's
 * static content and, with `data`, the server data it shows — otherwise its skeletons. Run at build
 * time by `build/prerender.mts` (without data), and by the API for `/all-products` with the
 * catalog's first page, once per catalog change, for `/products/{slug}` with the product's page
 * and for a bare `/categories/{slug}` with its first page and counts, kept until the catalog
 * changes (apps/api plugins/static.ts). The browser's first
 * render after the page's chunk has loaded is the same.
 *
 * @param path a path of the route table without a query string, e.g. `/` or `/all-products`.
 * @throws when the path redirects or its route fails to load.
 */
export async function renderPage(path: string, data: PageData = {}): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  if (data.catalogFirstPage) {
    // The shape of the catalog's infinite query (decision 216): one page read, from no cursor.
    queryClient.setQueryData(searchProductsQueryOptions(DEFAULT_CATALOG_SEARCH).queryKey, {
      pages: [data.catalogFirstPage],
      pageParams: [null],
    });
  }
  if (data.categoryPage) {
    const category = decodeURIComponent(path.split('/')[2] ?? '');
    const search = { ...DEFAULT_CATALOG_SEARCH, category };
    queryClient.setQueryData(searchProductsQueryOptions(search).queryKey, {
      pages: [data.categoryPage.firstPage],
      pageParams: [null],
    });
    queryClient.setQueryData(catalogFacetsQueryOptions(search).queryKey, data.categoryPage.facets);
  }
  if (data.productPage) {
    const slug = decodeURIComponent(path.split('/')[2] ?? data.productPage.product.slug);
    queryClient.setQueryData(productPageQueryKey(slug), data.productPage);
  }
  const root = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
      {/* Nothing on the server, but the browser's tree has it (boot.tsx): the same shape gives
          every `useId` the same value in both, which hydration needs (decision 348). */}
      <HandoverDone />
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  // Its queries' garbage-collection timers would keep Node busy for minutes (the build would not
  // exit); nothing reads this cache again.
  queryClient.clear();
  return {
    root,
    data:
      state.queries.length > 0
        ? `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptSafeJson(state)}</script>`
        : '',
  };
}
