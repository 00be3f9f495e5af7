import { ProductCreatedSchema, type AddProductInput } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import type { ProductCatalogWrite } from '../product-catalog';

/**
 * `POST /product` (spec §7, admin): adds a product to the catalog, with its catalog fields
 * (decision 316) when given, and resolves to its id.
 * @throws ApiError — 409 'Product already exist', 400 with per-field `details`.
 */
export async function addProduct(input: AddProductInput & ProductCatalogWrite): Promise<string> {
  const { _id } = await api.post('/product', ProductCreatedSchema, input);
  return _id;
}

/**
 * Adds a product; invalidates the product list (the new one leads the home page) and the
 * categories (their product counts).
 */
export function useAddProduct() {
  return useInvalidatingMutation(addProduct, [['products'], ['categories']]);
}
