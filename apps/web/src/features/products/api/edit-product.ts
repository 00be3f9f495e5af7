import { ProductSchema, type EditProductInput, type Product } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductCatalogWrite } from '../product-catalog';

/**
 * `PATCH /products/{id}` (admin; decision 121): changes the fields sent and resolves to the
 * product as the catalog now shows it.
 * @throws ApiError — 409 'Product already exist' or 'SKU already in use', 400 with per-field
 *   `details` (tiers as `priceTiers.1.unitPrice`), 404 for a deleted product.
 */
export function editProduct(
  id: string,
  input: EditProductInput & ProductCatalogWrite,
): Promise<Product> {
  return api.patch(`/products/${encodeURIComponent(id)}`, ProductSchema, input);
}

/** Edits a product; the catalog (lists, this product, category counts) is read again afterwards. */
export function useEditProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditProductInput & ProductCatalogWrite) => editProduct(id, input),
    onSuccess: (product) => queryClient.setQueryData(['products', id], product),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
