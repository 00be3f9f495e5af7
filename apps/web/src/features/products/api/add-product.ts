import { ProductCreatedSchema, type AddProductInput } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /product` (spec §7, admin): adds a product to the catalog and resolves to its id.
 * @throws ApiError — 409 'Product already exist', 400 with per-field `details`.
 */
export async function addProduct(input: AddProductInput): Promise<string> {
  const { _id } = await api.post('/product', ProductCreatedSchema, input);
  return _id;
}

/** Adds a product; invalidates the product list (the new one leads the home page). */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
