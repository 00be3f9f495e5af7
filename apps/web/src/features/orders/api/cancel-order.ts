import { DeletedCountSchema } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `DELETE /orders/{id}` (spec §7): cancels the caller's undelivered order. An unpaid order is
 * deleted; a paid one is refunded and kept as `cancelled` (DESIGN.md, Payments).
 * @throws ApiError — 404 not the caller's order, 409 already delivered.
 */
export async function cancelOrder(orderId: string): Promise<number> {
  const { deletedCount } = await api.delete(
    `/orders/${encodeURIComponent(orderId)}`,
    DeletedCountSchema,
  );
  return deletedCount;
}

/** Cancels an order and invalidates the order lists. */
export function useCancelOrder() {
  return useInvalidatingMutation(cancelOrder, [ORDERS_QUERY_KEY]);
}
