import { OrderDetailSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQueryOptions } from '@/lib/api-query';
import { ORDERS_QUERY_KEY } from './get-orders';

/** How often an order waiting for its provider's confirmation is read again, ms. */
export const PAYMENT_POLL_EVERY_MS = 3000;
/** How long it is read again before the page stops asking, ms. */
export const PAYMENT_POLL_FOR_MS = 60_000;

/**
 * One order by its number, `GET /orders/number/{number}` (decision 300): its lines, invoice and
 * quote (key `['orders', 'number', number]`, so order mutations refresh it too). With
 * `pollUntilPaid` (the buyer is back from a provider's page and the payment is not confirmed yet,
 * decision 311) it is read again every {@link PAYMENT_POLL_EVERY_MS} until it is paid, for at most
 * {@link PAYMENT_POLL_FOR_MS}.
 * @throws ApiError 404 'Order not found' for a number the caller may not read.
 */
export function useOrderByNumber(number: string, { pollUntilPaid = false } = {}) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...apiQueryOptions(
      [...ORDERS_QUERY_KEY, 'number', number],
      `/orders/number/${encodeURIComponent(number)}`,
      OrderDetailSchema,
    ),
    refetchInterval: (query) =>
      pollUntilPaid && query.state.data?.isPaid !== true && Date.now() - since < PAYMENT_POLL_FOR_MS
        ? PAYMENT_POLL_EVERY_MS
        : false,
  });
}
