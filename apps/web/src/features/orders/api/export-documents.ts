import { OrderSchema, type IncotermInput } from '@partline/shared';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `PATCH /orders/{id}/incoterm` (admin; decision 323): an export order's incoterm and named place,
 * until a piece of it ships; the orders are read again.
 * @throws ApiError — 400 per field (`incoterm`, `incotermPlace`; an order that is not an export),
 *   409 once it has shipped.
 */
export function useChangeOrderIncoterm() {
  return useInvalidatingMutation(
    ({ orderId, input }: { orderId: string; input: IncotermInput }) =>
      api.patch(`/orders/${encodeURIComponent(orderId)}/incoterm`, OrderSchema, input),
    [ORDERS_QUERY_KEY],
    { after: 'success' },
  );
}

/**
 * `GET /orders/{id}/commercial-invoice.pdf` (decision 323): an export order's commercial invoice,
 * read with the session cookie as a plain link.
 */
export function commercialInvoiceHref(orderId: string): string {
  return `${env.apiUrl}/orders/${encodeURIComponent(orderId)}/commercial-invoice.pdf`;
}
