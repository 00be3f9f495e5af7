import { ModifiedCountSchema } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `PUT /orders/{id}` `{ isDelivered: true }` (spec §7, admin): releases the stock hold and lowers
 * the product's available quantity.
 * @throws ApiError — 409 'Order is not paid yet!', 404 unknown order.
 */
export async function deliverOrder(orderId: string): Promise<number> {
  const { modifiedCount } = await api.put(
    `/orders/${encodeURIComponent(orderId)}`,
    ModifiedCountSchema,
    { isDelivered: true },
  );
  return modifiedCount;
}

/** Delivers an order; invalidates the orders and the products (stock changed). */
export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
