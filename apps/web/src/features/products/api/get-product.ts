import { ProductSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /products/{id}` (spec §7): one product, validated with `ProductSchema`;
 * its key is `['products', id]`.
 * @throws ApiError — status 404 (`not_found`) when no product has that id.
 */
export function getProductQueryOptions(id: string) {
  return apiQueryOptions(['products', id], `/products/${encodeURIComponent(id)}`, ProductSchema);
}

/** One product by id through TanStack Query. */
export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
