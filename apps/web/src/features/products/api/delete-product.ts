import { deleteCounted } from '@/lib/counted-writes';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * `DELETE /product/{id}` (spec §7, admin): removes the product from the catalog; orders keep
 * their snapshot.
 * @throws ApiError — 404 unknown product.
 */
export function deleteProduct(productId: string): Promise<number> {
  return deleteCounted(`/product/${encodeURIComponent(productId)}`);
}

/** Deletes a product; invalidates the product list. */
export function useDeleteProduct() {
  return useInvalidatingMutation(deleteProduct, [['products']]);
}
