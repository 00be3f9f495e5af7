import { ModifiedCountSchema } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `PUT /orders/{id}` with `{ transactionId, isPaid: true }` (spec §4, §7): the server marks the
 * order paid once the provider confirms that intent succeeded for this order and amount.
 * @throws ApiError — 402/409 when the intent has not succeeded or stock no longer covers it.
 */
export async function markOrderPaid({
  orderId,
  transactionId,
}: {
  orderId: string;
  transactionId: string;
}): Promise<number> {
  const { modifiedCount } = await api.put(
    `/orders/${encodeURIComponent(orderId)}`,
    ModifiedCountSchema,
    { transactionId, isPaid: true },
  );
  return modifiedCount;
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
