import { putCounted } from '@/lib/counted-writes';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `PUT /orders/{id}` `{ isDelivered: true }` (spec §7, admin): releases the stock hold and lowers
 * the product's available quantity.
 * @throws ApiError — 409 'Order is not paid yet!', 404 unknown order.
 */
export function deliverOrder(orderId: string): Promise<number> {
  return putCounted(`/orders/${encodeURIComponent(orderId)}`, { isDelivered: true });
}

/** Delivers an order; invalidates the orders and the products (stock changed). */
export function useDeliverOrder() {
  return useInvalidatingMutation(deliverOrder, [ORDERS_QUERY_KEY, ['products']]);
}
