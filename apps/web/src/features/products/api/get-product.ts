import { ProductSchema, type Product } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /products/{id}` (spec §7): one product, validated with `ProductSchema`.
 * @throws ApiError — status 404 (`not_found`) when no product has that id.
 */
export function getProduct(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Product> {
  return api.get(`/products/${encodeURIComponent(id)}`, ProductSchema, { signal });
}

/** Query options of one product; its key is `['products', id]`. */
export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', id],
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

/** One product by id through TanStack Query. */
export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
