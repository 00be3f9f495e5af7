import { ProductSchema } from '@partline/shared';
import { useQueries } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Which of `productIds` are serial-tracked (decision 322), read with `GET /products/{id}` under the
 * products' own key (`['products', id]`, so a product already read is not asked again). An id
 * whose product is still loading or could not be read is absent: the dialog asks no serials for
 * it, and the API refuses the shipment if it needed them ('This product is serial-tracked…').
 */
export function useSerialTrackedProducts(productIds: readonly string[]) {
  return useQueries({
    queries: productIds.map((id) =>
      apiQueryOptions(['products', id], `/products/${encodeURIComponent(id)}`, ProductSchema),
    ),
    combine: (results) => ({
      tracked: new Set(
        results.flatMap((result) => (result.data?.serialTracked ? [result.data._id] : [])),
      ),
      pending: results.some((result) => result.isPending),
    }),
  });
}
