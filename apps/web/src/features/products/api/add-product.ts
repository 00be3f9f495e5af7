import { ProductCreatedSchema, type AddProductInput } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

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
  return useInvalidatingMutation(addProduct, [['products']]);
}
