import { INVOICE_MESSAGES } from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /orders/{id}/invoice` (docs/decisions/063-invoice-download.md; docs/orders-contract.md):
 * fetches the invoice PDF with the bearer token and saves it as `invoice-PL-….pdf`. Resolves with
 * the file name.
 * @throws ApiError — 404 'Order not found', 409 when the order is not paid yet, status 0 when the
 *   server cannot be reached.
 */
export function downloadInvoice(orderId: string): Promise<string> {
  return api.download(`/orders/${encodeURIComponent(orderId)}/invoice`, {
    accept: 'application/pdf',
    fileName: `invoice-${orderId}.pdf`,
    unreachableMessage: INVOICE_MESSAGES.downloadFailed,
  });
}

/** Downloads an order's invoice; failures are the caller's to show. */
export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
