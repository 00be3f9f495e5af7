import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The message of a proforma download that cannot reach the server. */
export const PROFORMA_DOWNLOAD_FAILED = 'The proforma invoice could not be downloaded';

/**
 * `GET /orders/{id}/proforma` (decision 311): the proforma invoice of an unpaid order — its
 * lines, VAT, the shop's bank accounts and the order number as the transfer's reference — saved
 * as the answer names it (else `proforma-<order number>.pdf`). Resolves with the file name.
 * @throws ApiError — 404 an order the caller may not read, 409 the order is paid or cancelled.
 */
export function downloadOrderProforma(order: {
  _id: string;
  orderNumber: string;
}): Promise<string> {
  return api.download(`/orders/${encodeURIComponent(order._id)}/proforma`, {
    accept: 'application/pdf',
    fileName: `proforma-${order.orderNumber}.pdf`,
    unreachableMessage: PROFORMA_DOWNLOAD_FAILED,
  });
}

/** Downloads an order's proforma invoice; failures are the caller's to show. */
export function useDownloadOrderProforma() {
  return useMutation({ mutationFn: downloadOrderProforma });
}
