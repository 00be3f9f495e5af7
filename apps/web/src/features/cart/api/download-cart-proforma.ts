import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /cart/proforma` (decision 311): a proforma invoice of the caller's cart as it stands —
 * the lines at their tier prices, VAT and the shop's bank accounts — for a buyer whose accounts
 * department pays against one before the order is placed. Resolves with the file name.
 * @throws ApiError — 409 the cart is empty, 503 bank transfer is not enabled.
 */
export function downloadCartProforma(): Promise<string> {
  return api.download('/cart/proforma', {
    accept: 'application/pdf',
    fileName: 'proforma-cart.pdf',
    unreachableMessage: 'The proforma invoice could not be downloaded',
  });
}

/** Downloads the cart's proforma invoice; failures are the caller's to show. */
export function useDownloadCartProforma() {
  return useMutation({ mutationFn: downloadCartProforma });
}
