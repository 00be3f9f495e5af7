import { OrderListSchema } from '@partline/shared';
import { useApiPages } from '@/lib/use-api-pages';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * Every client's order, newest first, a page at a time (Manage Orders, spec §2, admin; decision
 * 210): `GET /orders?sort=newest&limit=20&cursor=…` (the API's default is oldest first, decision
 * 092). Key `['orders', 'all']`: the order mutations invalidate it.
 * Failures are ApiErrors (401 signed out, 403 not an admin).
 */
export function useAllOrders() {
  return useApiPages([...ORDERS_QUERY_KEY, 'all'], '/orders?sort=newest', OrderListSchema);
}
