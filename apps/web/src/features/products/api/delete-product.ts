import { DeletedCountSchema } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
