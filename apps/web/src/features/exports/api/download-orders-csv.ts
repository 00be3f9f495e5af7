import { ordersExportFileName, type OrdersExportQuery } from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/** Said when the export fails without a message from the API. */
export const EXPORT_FAILED = 'We could not export the orders. Please try again.';

/**
 * `GET /admin/orders/export.csv` (admin; docs/decisions/070-streamed-orders-csv.md): fetches the
 * CSV with the bearer token, telling `onProgress` the bytes received as it streams in, and saves it as
 * `orders-<from>-<to>.csv`. Resolves with the file name.
 * @throws ApiError — 400 with per-field `details` for a bad range, 401/403, status 0 when the
 *   server cannot be reached.
 */
export function downloadOrdersCsv(
  query: OrdersExportQuery,
  onProgress?: (receivedBytes: number) => void,
): Promise<string> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.status) params.set('status', query.status);
  return api.download(`/admin/orders/export.csv?${params}`, {
    accept: 'text/csv',
    fileName: ordersExportFileName(query),
    unreachableMessage: EXPORT_FAILED,
    ...(onProgress ? { onProgress } : {}),
  });
}

/**
 * Downloads the orders CSV; failures are the caller's to show. `receivedBytes` counts what has
 * arrived of the download in flight (`null` when none is).
 */
export function useDownloadOrdersCsv() {
  const [receivedBytes, setReceivedBytes] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (query: OrdersExportQuery) => {
      setReceivedBytes(0);
      return downloadOrdersCsv(query, setReceivedBytes);
    },
    onSettled: () => setReceivedBytes(null),
  });
  return { ...mutation, receivedBytes };
}
