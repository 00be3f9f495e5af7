import {
  ProductSearchResultSchema,
  type ProductSearch,
  type ProductSearchResult,
} from '@partline/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogSearchParams } from '../hooks/use-catalog-search';

/**
 * `GET /products/search` (docs/catalog-contract.md): one page of the catalog for `search`,
 * validated with `ProductSearchResultSchema`. Only parameters that differ from the defaults are
 * sent.
 * @throws ApiError — 400 `validation_failed` for a parameter out of bounds.
 */
export function searchProducts(
  search: ProductSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductSearchResult> {
  const query = catalogSearchParams(search).toString();
  return api.get(`/products/search${query ? `?${query}` : ''}`, ProductSearchResultSchema, {
    signal,
  });
}

/**
 * Query options of one catalog page; its key is `['products', 'search', search]`, so whatever
 * refreshes the products (a restock, a delivery) refreshes the search too. The previous page stays
 * on screen while the next one loads (`placeholderData`), so the grid does not flash.
 */
export function searchProductsQueryOptions(search: ProductSearch) {
  return queryOptions({
    queryKey: ['products', 'search', search],
    queryFn: ({ signal }) => searchProducts(search, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One catalog page through TanStack Query; `isPlaceholderData` while the next one loads. */
export function useSearchProducts(search: ProductSearch) {
  return useQuery(searchProductsQueryOptions(search));
}
