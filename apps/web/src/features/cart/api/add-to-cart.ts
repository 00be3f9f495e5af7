import type { AddToCartInput, Cart } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_QUERY_KEY, loadCartSchema } from './get-cart';

/**
 * `POST /cart/lines`: adds pieces to the product's line. Answers the cart.
 * @throws ApiError — 404 product not sold, 409 cart full, 403 admins.
 */
export async function addToCart(input: AddToCartInput): Promise<Cart> {
  return api.post('/cart/lines', await loadCartSchema(), input);
}

/** Adds to the cart and stores the cart it answers. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
