import { CartSchema, type Cart } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

/** A change of one line: a new quantity, or `null` to remove it. */
export interface CartLineChange {
  productId: string;
  quantity: number | null;
}

/**
 * `PUT /cart/lines/{productId}` (new quantity) or `DELETE /cart/lines/{productId}` (remove).
 * Answers the cart.
 * @throws ApiError — 404 'Not in your cart', 400 a bad quantity.
 */
export function updateCartLine({ productId, quantity }: CartLineChange): Promise<Cart> {
  const path = `/cart/lines/${encodeURIComponent(productId)}`;
  return quantity === null ? api.delete(path, CartSchema) : api.put(path, CartSchema, { quantity });
}

/** Changes or removes a line and stores the cart it answers. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
