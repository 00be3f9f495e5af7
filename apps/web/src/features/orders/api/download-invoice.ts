import { INVOICE_MESSAGES } from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError, getRequestHeaders } from '@/lib/api-client';
import { attachmentFileName, saveFile } from '@/lib/save-file';

/**
 * `GET /orders/{id}/invoice` (issue 8 §1; docs/orders-contract.md): fetches the invoice PDF with
 * the bearer token (a plain link would carry no `Authorization` header) and saves it as
 * `invoice-PL-….pdf`. Resolves with the file name.
 * @throws ApiError — 404 'Order not found', 409 when the order is not paid yet, status 0 when the
 *   server cannot be reached.
 */
export async function downloadInvoice(orderId: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/orders/${encodeURIComponent(orderId)}/invoice`, {
      headers: { Accept: 'application/pdf', ...getRequestHeaders() },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, 'service_unavailable', INVOICE_MESSAGES.downloadFailed, undefined, {
      cause: error,
    });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const { parseApiError } = await import('@/lib/parse-api-error');
    throw parseApiError(response.status, body);
  }
  const fileName =
    attachmentFileName(response.headers.get('content-disposition')) ?? `invoice-${orderId}.pdf`;
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** Downloads an order's invoice; failures are the caller's to show. */
export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
