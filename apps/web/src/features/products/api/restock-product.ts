import { UpdateProductResultSchema, type UpdateProductResult } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

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
  return useInvalidatingMutation(restockProduct, [['products']]);
}
