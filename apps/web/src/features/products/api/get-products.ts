import { ProductListSchema, type Product } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /products?sort=newest` (spec §7; the API's default is oldest first, decision 092): the
 * catalog, newest first, validated with `ProductListSchema`.
 * @throws ApiError when the call fails or the answer does not match the schema.
 */
export function getProducts({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> {
  return api.get('/products?sort=newest', ProductListSchema, { signal });
}

/** Query options of the product list; its key is `['products']`. */
export function getProductsQueryOptions() {
  return queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts({ signal }),
  });
}

/** The product list, newest first, through TanStack Query. */
export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
