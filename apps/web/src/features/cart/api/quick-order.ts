import { CartRowsResultSchema, type CartRowsResult } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

/**
 * `POST /cart/quick-order` (decision 128): CSV rows of `SKU, quantity`; each row's result and
 * the cart.
 */
export function quickOrder(csv: string): Promise<CartRowsResult> {
  return api.post('/cart/quick-order', CartRowsResultSchema, { csv });
}

/** Sends a quick order and stores the cart it answers. */
export function useQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickOrder,
    onSuccess: (result) => queryClient.setQueryData(CART_QUERY_KEY, result.cart),
  });
}
