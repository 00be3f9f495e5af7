import { OrderDetailSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * One order by its number, `GET /orders/number/{number}` (decision 300): its lines, invoice and
 * quote (key `['orders', 'number', number]`, so order mutations refresh it too).
 * @throws ApiError 404 'Order not found' for a number the caller may not read.
 */
export function useOrderByNumber(number: string) {
  return useQuery(
    apiQueryOptions(
      [...ORDERS_QUERY_KEY, 'number', number],
      `/orders/number/${encodeURIComponent(number)}`,
      OrderDetailSchema,
    ),
  );
}
