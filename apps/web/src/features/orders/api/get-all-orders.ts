import { OrderListSchema } from '@partline/shared';
import { withSearch } from '@/lib/keyset-list';
import { useApiPages } from '@/lib/use-api-pages';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * Every client's order, newest first, a page at a time (Manage Orders, spec §2, admin; decision
 * 210): `GET /orders?sort=newest&limit=20&q=…&cursor=…` (the API's default is oldest first,
 * decision 092) — those whose number, client e-mail or PO number starts with `q` when given
 * (decision 247). Key `['orders', 'all', q]`: the order mutations invalidate it.
 * Failures are ApiErrors (401 signed out, 403 not an admin).
 */
export function useAllOrders(q = '') {
  return useApiPages(
    [...ORDERS_QUERY_KEY, 'all', q],
    withSearch('/orders?sort=newest', q),
    OrderListSchema,
  );
}
