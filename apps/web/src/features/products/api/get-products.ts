import { ProductListSchema } from '@partline/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';
import { keysetListOptions, LIST_PAGE_SIZE, withSearch } from '@/lib/keyset-list';

/**
 * Query options of `GET /products?sort=newest&limit=n` (spec §7; the API's default is oldest
 * first, decision 092): the `limit` newest products, validated with `ProductListSchema`, served
 * from the API's catalog cache (decision 215); the key starts with `['products']`.
 * @throws ApiError when the call fails or the answer does not match the schema.
 */
export function getNewestProductsQueryOptions(limit: number) {
  return apiQueryOptions(
    ['products', 'newest', limit],
    `/products?sort=newest&limit=${limit}`,
    ProductListSchema,
  );
}

/** The `limit` newest products (the home page's showcase) through TanStack Query. */
export function useNewestProducts(limit: number) {
  return useQuery(getNewestProductsQueryOptions(limit));
}

/**
 * The catalog newest first, {@link LIST_PAGE_SIZE} products a page (`GET /products?sort=newest&
 * limit=…&q=…&cursor=…`, decisions 210, 215, 247) for Manage Product — those with every word of
 * `q` in their name, description or SKU when given; the key starts with `['products']`, so every
 * product write reads the loaded pages again.
 */
export function useProductPages(q = '') {
  return useInfiniteQuery(
    keysetListOptions(
      ['products', 'pages', q],
      withSearch(`/products?sort=newest&limit=${LIST_PAGE_SIZE}`, q),
      ProductListSchema,
    ),
  );
}
