import { FulfilmentWatchListSchema } from '@partline/shared';
import { useApiPages } from '@/lib/use-api-pages';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * The shipping queue (admin; decision 321): `GET /admin/fulfilment?limit=20&cursor=…`, the paid
 * orders still to ship, oldest payment first, each with its delivery deadline. Key
 * `['orders', 'fulfilment']`: the order mutations (shipping, cancelling) invalidate it.
 * Failures are ApiErrors (401 signed out, 403 not an admin).
 */
export function useFulfilmentWatch() {
  return useApiPages(
    [...ORDERS_QUERY_KEY, 'fulfilment'],
    '/admin/fulfilment',
    FulfilmentWatchListSchema,
  );
}
