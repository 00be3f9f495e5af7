import { OrderListSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /orders/{email}/true?sort=newest` (spec §7; the API's default is oldest
 * first, decision 092): `email`'s delivered orders, newest first, with `isReviewed` (key
 * `['orders', email, 'delivered']`).
 * @throws ApiError when the call fails (401 signed out, 403 someone else's e-mail).
 */
export function getDeliveredOrdersQueryOptions(email: string) {
  return apiQueryOptions(
    ['orders', email, 'delivered'],
    `/orders/${encodeURIComponent(email)}/true?sort=newest`,
    OrderListSchema,
  );
}

/** The delivered orders of `email` not reviewed yet (spec §4: each is reviewed once). */
export function useReviewableOrders(email: string | undefined) {
  return useQuery({
    ...getDeliveredOrdersQueryOptions(email ?? ''),
    enabled: Boolean(email),
    select: (orders) => orders.filter((order) => !order.isReviewed),
  });
}
