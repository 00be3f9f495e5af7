import { OrderListSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';
import { withSearch } from '@/lib/keyset-list';
import { useApiPages } from '@/lib/use-api-pages';

/** The key of every order list; mutations of orders invalidate it. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/**
 * Query options of `GET /orders/{email}?sort=newest` (spec §7; the API's default is oldest first,
 * decision 092): the orders of `email`, newest first (key `['orders', email]`).
 * @throws ApiError when the call fails (401 signed out, 403 someone else's e-mail).
 */
export function getOrdersQueryOptions(email: string) {
  return apiQueryOptions(
    [...ORDERS_QUERY_KEY, email],
    `/orders/${encodeURIComponent(email)}?sort=newest`,
    OrderListSchema,
  );
}

/**
 * The signed-in client's orders, newest first (spec §2, My Orders). Disabled (pending) while
 * `email` is unknown.
 */
export function useOrders(email: string | undefined) {
  return useQuery({ ...getOrdersQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/**
 * The signed-in client's orders, newest first, a page at a time (My Orders; decision 210):
 * `GET /orders/{email}?sort=newest&limit=20&q=…&cursor=…`, those an order or invoice number, PO
 * number… starting with `q` finds when given (decision 300). Disabled (pending) while `email` is
 * unknown.
 */
export function useOrderPages(email: string | undefined, q = '') {
  return useApiPages(
    [...ORDERS_QUERY_KEY, email ?? '', 'pages', q],
    withSearch(`/orders/${encodeURIComponent(email ?? '')}?sort=newest`, q),
    OrderListSchema,
    { enabled: Boolean(email) },
  );
}
