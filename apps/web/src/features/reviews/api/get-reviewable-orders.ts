import { OrderListSchema, type Order } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /orders/{email}/true?sort=newest` (spec §7; the API's default is oldest first, decision
 * 092): `email`'s delivered orders, newest first, with `isReviewed`.
 * @throws ApiError when the call fails (401 signed out, 403 someone else's e-mail).
 */
export function getDeliveredOrders(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Order[]> {
  return api.get(`/orders/${encodeURIComponent(email)}/true?sort=newest`, OrderListSchema, {
    signal,
  });
}

/** Query options of `email`'s delivered orders (key `['orders', email, 'delivered']`). */
export function getDeliveredOrdersQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['orders', email, 'delivered'],
    queryFn: ({ signal }) => getDeliveredOrders(email, { signal }),
  });
}

/** The delivered orders of `email` not reviewed yet (spec §4: each is reviewed once). */
export function useReviewableOrders(email: string | undefined) {
  return useQuery({
    ...getDeliveredOrdersQueryOptions(email ?? ''),
    enabled: Boolean(email),
    select: (orders) => orders.filter((order) => !order.isReviewed),
  });
}
