import { CheckoutResultSchema, type CheckoutInput, type CheckoutResult } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

/** The key of every order list (the orders feature's `ORDERS_QUERY_KEY`). */
const ORDERS_KEY = ['orders'] as const;

/**
 * `POST /checkout` (decision 126) with an `Idempotency-Key`: the same key again answers the
 * order it placed, so a retried or double-clicked checkout places one order.
 * @throws ApiError — 409 a line cannot be served (named), the cart is empty or no address.
 */
export function checkout({
  input,
  idempotencyKey,
}: {
  input: CheckoutInput;
  idempotencyKey: string;
}): Promise<CheckoutResult> {
  return api.post('/checkout', CheckoutResultSchema, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Places the cart's order; afterwards the cart and the order lists are read again. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
