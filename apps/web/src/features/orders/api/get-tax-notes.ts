import { TaxNoteListSchema, taxNoteFileName, type TaxNoteKind } from '@partline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * The credit and debit notes of an order, `GET /orders/{id}/tax-notes` (decision 310), oldest
 * first (key `['orders', id, 'tax-notes']`, so order mutations such as a cancel refresh it).
 * @throws ApiError 404 'Order not found' for an order the caller may not read.
 */
export function useOrderTaxNotes(orderId: string, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(
      [...ORDERS_QUERY_KEY, orderId, 'tax-notes'],
      `/orders/${encodeURIComponent(orderId)}/tax-notes`,
      TaxNoteListSchema,
    ),
    enabled,
  });
}

/**
 * Saves a note's PDF, `GET /credit-notes/{number}` or `/debit-notes/{number}` with
 * `Accept: application/pdf`, as `credit-note-CN-….pdf`; resolves with the file name.
 */
export function downloadTaxNote({ kind, number }: { kind: TaxNoteKind; number: string }) {
  return api.download(`/${kind}-notes/${encodeURIComponent(number)}`, {
    accept: 'application/pdf',
    fileName: taxNoteFileName(kind, number),
  });
}

/** Downloads a note's PDF; failures are the caller's to show. */
export function useDownloadTaxNote() {
  return useMutation({ mutationFn: downloadTaxNote });
}
