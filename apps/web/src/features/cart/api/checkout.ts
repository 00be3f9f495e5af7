import { CheckoutResultSchema, type CheckoutInput, type CheckoutResult } from '@partline/shared';
import { idempotentPost, type IdempotentInput } from '@/lib/idempotency-key';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { CART_QUERY_KEY } from './get-cart';

/** The key of every order list (the orders feature's `ORDERS_QUERY_KEY`). */
const ORDERS_KEY = ['orders'] as const;

/**
 * `POST /checkout` (decision 126) with an `Idempotency-Key`: the same key again answers the
 * order it placed, so a retried or double-clicked checkout places one order.
 * @throws ApiError — 409 a line cannot be served (named), the cart is empty or no address.
 */
export function checkout(attempt: IdempotentInput<CheckoutInput>): Promise<CheckoutResult> {
  return idempotentPost('/checkout', CheckoutResultSchema, attempt);
}

/** Places the cart's order; afterwards the cart and the order lists are read again. */
export function useCheckout() {
  return useInvalidatingMutation(checkout, [CART_QUERY_KEY, ORDERS_KEY]);
}
