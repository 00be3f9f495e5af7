import { ordersExportFileName, type OrdersExportQuery } from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError, getRequestHeaders } from '@/lib/api-client';
import { parseApiError } from '@/lib/parse-api-error';
import { attachmentFileName, saveFile } from '@/lib/save-file';

/** Said when the export fails without a message from the API. */
export const EXPORT_FAILED = 'We could not export the orders. Please try again.';

/**
 * `GET /admin/orders/export.csv` (admin; issue 8 §5): fetches the CSV with the bearer token (a
 * plain link would carry no `Authorization` header) and saves it as `orders-<from>-<to>.csv`.
 * Resolves with the file name.
 * @throws ApiError — 400 with per-field `details` for a bad range, 401/403, status 0 when the
 *   server cannot be reached.
 */
export async function downloadOrdersCsv(query: OrdersExportQuery): Promise<string> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.status) params.set('status', query.status);
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/admin/orders/export.csv?${params}`, {
      headers: { Accept: 'text/csv', ...getRequestHeaders() },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, 'service_unavailable', EXPORT_FAILED, undefined, { cause: error });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw parseApiError(response.status, body);
  }
  const fileName =
    attachmentFileName(response.headers.get('content-disposition')) ?? ordersExportFileName(query);
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** Downloads the orders CSV; failures are the caller's to show. */
export function useDownloadOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
