import { CancelUnshippedResultSchema, type CancelUnshippedResult } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `POST /orders/{id}/cancel-unshipped` (its buyer or a shop admin; decision 321): cancels every
 * piece of a paid order that has not shipped; refunded in part or credited (Mushak-6.7).
 * @throws ApiError — 404 not the caller's order, 409 everything shipped, 503 the provider did not
 *   refund (call again).
 */
export function cancelUnshipped(orderId: string): Promise<CancelUnshippedResult> {
  return api.post(
    `/orders/${encodeURIComponent(orderId)}/cancel-unshipped`,
    CancelUnshippedResultSchema,
  );
}

/** Cancels an order's unshipped rest and invalidates the order reads. */
export function useCancelUnshipped() {
  return useInvalidatingMutation(cancelUnshipped, [ORDERS_QUERY_KEY]);
}
