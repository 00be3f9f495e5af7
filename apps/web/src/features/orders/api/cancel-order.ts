import { deleteCounted } from '@/lib/counted-writes';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `DELETE /orders/{id}` (spec §7): cancels the caller's undelivered order. An unpaid order is
 * deleted; a paid one is refunded and kept as `cancelled` (DESIGN.md, Payments).
 * @throws ApiError — 404 not the caller's order, 409 already delivered.
 */
export function cancelOrder(orderId: string): Promise<number> {
  return deleteCounted(`/orders/${encodeURIComponent(orderId)}`);
}

/** Cancels an order and invalidates the order lists. */
export function useCancelOrder() {
  return useInvalidatingMutation(cancelOrder, [ORDERS_QUERY_KEY]);
}
