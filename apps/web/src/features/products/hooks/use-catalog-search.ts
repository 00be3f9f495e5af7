import {
  CATALOG_SEARCH_LIMITS,
  productSearchFields,
  formatSpecFilter,
  type CatalogSort,
  type ProductSearch,
  type SpecFilter,
} from '@partline/shared';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The search of a bare `/all-products`: everything, newest first, first page. */
export const DEFAULT_CATALOG_SEARCH: ProductSearch = {
  inStock: false,
  spec: {},
  sort: 'newest',
  page: 1,
  pageSize: CATALOG_SEARCH_LIMITS.pageSizeDefault,
};

/**
 * The search a URL's query string describes. Read field by field with the API's own schemas: a
 * parameter that does not parse (a hand-edited or outdated link) falls back to its default instead
 * of failing the page; a price range whose minimum is above its maximum is dropped.
 */
export function readCatalogSearch(params: URLSearchParams): ProductSearch {
  const read = <T>(schema: z.ZodType<T>, key: keyof ProductSearch, fallback: T): T => {
    const parsed = schema.safeParse(params.get(key) ?? undefined);
    return parsed.success ? parsed.data : fallback;
  };
  const f = productSearchFields;
  const q = read(f.q, 'q', undefined);
  let minPrice = read(f.minPrice, 'minPrice', undefined);
  let maxPrice = read(f.maxPrice, 'maxPrice', undefined);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const d = DEFAULT_CATALOG_SEARCH;
  return {
    ...(q ? { q } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    inStock: read(f.inStock, 'inStock', d.inStock),
    spec: read<SpecFilter>(f.spec, 'spec', d.spec),
    sort: read<CatalogSort>(f.sort, 'sort', d.sort),
    page: read(f.page, 'page', d.page),
    pageSize: read(f.pageSize, 'pageSize', d.pageSize),
  };
}

/**
 * The query string of a search: only what differs from {@link DEFAULT_CATALOG_SEARCH}, in a fixed
 * order, so equal searches share one URL (and one API call).
 */
export function catalogSearchParams(search: Partial<ProductSearch>): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_CATALOG_SEARCH;
  if (search.category) params.set('category', search.category);
  if (search.q?.trim()) params.set('q', search.q.trim());
  if (search.minPrice !== undefined) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  if (search.inStock) params.set('inStock', 'true');
  const spec = search.spec ? formatSpecFilter(search.spec) : '';
  if (spec) params.set('spec', spec);
  if (search.sort && search.sort !== d.sort) params.set('sort', search.sort);
  if (search.page && search.page !== d.page) params.set('page', String(search.page));
  if (search.pageSize && search.pageSize !== d.pageSize) {
    params.set('pageSize', String(search.pageSize));
  }
  return params;
}

/** Changes to a search; `undefined` removes an optional field (the search text, a price). */
export type CatalogSearchChanges = { [K in keyof ProductSearch]?: ProductSearch[K] | undefined };

/**
 * The query string of a page's URL for `search`: {@link catalogSearchParams} without the category,
 * which the path names (`/categories/{slug}`).
 */
export function catalogPageParams(search: Partial<ProductSearch>): URLSearchParams {
  const params = catalogSearchParams(search);
  params.delete('category');
  return params;
}

/**
 * The catalog search held in the URL's query string (so a search can be shared and Back/Forward
 * walk through searches), in `category` (a slug, from the page's path) when given. `update`
 * applies changes and goes back to page 1 unless a page is given; `hrefOf(page)` is the link to
 * another page of the same search; `hrefWith(changes)` the link to the search changed (page 1);
 * `clear` drops every filter.
 */
export function useCatalogSearch(category?: string) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = useMemo(
    () => ({ ...readCatalogSearch(params), ...(category ? { category } : {}) }),
    [params, category],
  );

  // The params of a change not shown yet: the router shows each change in a transition, so a
  // second change made while the first is still loading (a price, then the sort) builds on the
  // first, not on the search this render shows (which would drop it).
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (changes: CatalogSearchChanges) => {
      const base = pending.current?.from === params ? pending.current.next : params;
      const current = { ...readCatalogSearch(base), ...(category ? { category } : {}) };
      const next = catalogPageParams({ ...current, page: 1, ...changes } as Partial<ProductSearch>);
      pending.current = { from: params, next };
      setParams(next, { preventScrollReset: true });
    },
    [params, category, setParams],
  );

  const hrefWith = useCallback(
    (changes: CatalogSearchChanges) => {
      const query = catalogPageParams({
        ...search,
        page: 1,
        ...changes,
      } as Partial<ProductSearch>).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, search],
  );

  const clear = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );

  const hrefOf = useCallback(
    (page: number) => {
      const query = catalogPageParams({ ...search, page }).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, search],
  );

  return { search, update, clear, hrefOf, hrefWith };
}
