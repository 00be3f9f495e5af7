import { UpdateProductResultSchema, type UpdateProductResult } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `PUT /product/{id}` `{ restock }` (admin): adds `restock` pieces to the stock atomically.
 * @throws ApiError — 400 not a positive whole number, 404 unknown product.
 */
export function restockProduct({
  productId,
  restock,
}: {
  productId: string;
  restock: number;
}): Promise<UpdateProductResult> {
  return api.put(`/product/${encodeURIComponent(productId)}`, UpdateProductResultSchema, {
    restock,
  });
}

/** Restocks a product; invalidates the product list. */
export function useRestockProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restockProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
