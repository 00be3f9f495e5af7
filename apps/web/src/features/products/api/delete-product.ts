import { DeletedCountSchema } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * `DELETE /product/{id}` (spec §7, admin): removes the product from the catalog; orders keep
 * their snapshot.
 * @throws ApiError — 404 unknown product.
 */
export async function deleteProduct(productId: string): Promise<number> {
  const { deletedCount } = await api.delete(
    `/product/${encodeURIComponent(productId)}`,
    DeletedCountSchema,
  );
  return deletedCount;
}

/** Deletes a product; invalidates the product list. */
export function useDeleteProduct() {
  return useInvalidatingMutation(deleteProduct, [['products']]);
}
