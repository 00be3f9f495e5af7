import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putCounted } from '@/lib/counted-writes';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `PUT /orders/{id}` with `{ transactionId, isPaid: true }` (spec §4, §7): the server marks the
 * order paid once the provider confirms that intent succeeded for this order and amount.
 * @throws ApiError — 402/409 when the intent has not succeeded or stock no longer covers it.
 */
export function markOrderPaid({
  orderId,
  transactionId,
}: {
  orderId: string;
  transactionId: string;
}): Promise<number> {
  return putCounted(`/orders/${encodeURIComponent(orderId)}`, { transactionId, isPaid: true });
}

/** Marks an order paid and invalidates the order lists and the products (their stock holds). */
export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    // Not awaited: the caller moves on to My Orders, which shows the refetched list.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
