import { CartRowsResultSchema, type CartRowsResult } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

/**
 * `POST /orders/{id}/buy-again` (decision 128): the order's lines into the cart at today's
 * prices; each line's result and the cart.
 */
export function buyAgain(orderId: string): Promise<CartRowsResult> {
  return api.post(`/orders/${encodeURIComponent(orderId)}/buy-again`, CartRowsResultSchema);
}

/** Buys an order again and stores the cart it answers. */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyAgain,
    onSuccess: (result) => queryClient.setQueryData(CART_QUERY_KEY, result.cart),
  });
}
