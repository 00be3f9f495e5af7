import { OrderListSchema, type Order } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `GET /orders?sort=newest` (spec §7, admin; the API's default is oldest first, decision 092):
 * every client's order, newest first.
 * @throws ApiError when the call fails (401 signed out, 403 not an admin).
 */
export function getAllOrders({ signal }: { signal?: AbortSignal } = {}): Promise<Order[]> {
  return api.get('/orders?sort=newest', OrderListSchema, { signal });
}

/** Query options of every order (key `['orders', 'all']`). */
export function getAllOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'all'],
    queryFn: ({ signal }) => getAllOrders({ signal }),
  });
}

/** Every order, for Manage Orders (spec §2). */
export function useAllOrders() {
  return useQuery(getAllOrdersQueryOptions());
}
