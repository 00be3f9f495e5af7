import {
  ProductSearchResultSchema,
  type ProductSearch,
  type ProductSearchResult,
} from '@partline/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/keyset-list';
import { catalogSearchParams } from '../hooks/use-catalog-search';

/**
 * `GET /products/search` (docs/catalog-contract.md): one page of the catalog for `search` — its
 * `page`, or the page after `cursor` (a keyset page, decision 216) — validated with
 * `ProductSearchResultSchema`. Only parameters that differ from the defaults are sent.
 * @throws ApiError — 400 `validation_failed` for a parameter out of bounds.
 */
export function searchProducts(
  search: ProductSearch,
  cursor: string | null = null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductSearchResult> {
  const params = catalogSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get(`/products/search${query ? `?${query}` : ''}`, ProductSearchResultSchema, {
    signal,
  });
}

/**
 * Query options of a catalog search read page after page: the first from the search's `page`, each
 * next one from the previous answer's `nextCursor` (decision 216). The key is
 * `['products', 'search', search]`, so whatever refreshes the products (a restock, a delivery)
 * refreshes the search too. The previous search stays on screen while the next one loads
 * (`placeholderData`), so the grid does not flash.
 */
export function searchProductsQueryOptions(search: ProductSearch) {
  return cursorPagesOptions(['products', 'search', search], (cursor, options) =>
    searchProducts(search, cursor, options),
  );
}

/** The catalog pages loaded so far through TanStack Query, and the next one on demand. */
export function useSearchProducts(search: ProductSearch) {
  return useInfiniteQuery(searchProductsQueryOptions(search));
}
