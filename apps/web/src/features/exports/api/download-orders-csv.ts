import { ordersExportFileName, type OrdersExportQuery } from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/** Said when the export fails without a message from the API. */
export const EXPORT_FAILED = 'We could not export the orders. Please try again.';

/** What has arrived of an export in flight. */
export interface ExportProgress {
  /** Bytes of the file received. */
  receivedBytes: number;
  /** Order lines received: the CSV's records but its header. */
  rows: number;
}

const CR = 13;
const LF = 10;

/**
 * Counts the records of a CSV as its chunks arrive: each ends with CRLF (decision 070), which may
 * straddle two chunks. Returns the count so far after each chunk.
 */
function recordCounter(): (chunk: Uint8Array) => number {
  let records = 0;
  let lastByte = 0;
  return (chunk) => {
    if (chunk.length === 0) return records;
    if (lastByte === CR && chunk[0] === LF) records += 1;
    for (let at = chunk.indexOf(LF, 1); at !== -1; at = chunk.indexOf(LF, at + 1)) {
      if (chunk[at - 1] === CR) records += 1;
    }
    lastByte = chunk[chunk.length - 1]!;
    return records;
  };
}

/**
 * `GET /admin/orders/export.csv` (admin; docs/decisions/070-streamed-orders-csv.md, 240): fetches
 * the CSV with the bearer token, telling `onProgress` the bytes and order lines received as it
 * streams in, and saves it as `orders-<from>-<to>.csv` — written to disk as it arrives where the
 * browser offers a save picker, else held and then downloaded. Resolves with the file name.
 * @throws ApiError — 400 with per-field `details` for a bad range, 401/403, status 0 when the
 *   server cannot be reached; `DOMException` `AbortError` when the user cancels the save picker.
 */
export function downloadOrdersCsv(
  query: OrdersExportQuery,
  onProgress?: (progress: ExportProgress) => void,
): Promise<string> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.status) params.set('status', query.status);
  const countRecords = recordCounter();
  return api.download(`/admin/orders/export.csv?${params}`, {
    accept: 'text/csv',
    fileName: ordersExportFileName(query),
    unreachableMessage: EXPORT_FAILED,
    streamToDisk: true,
    ...(onProgress
      ? {
          onProgress: (receivedBytes: number, chunk: Uint8Array) =>
            onProgress({ receivedBytes, rows: Math.max(0, countRecords(chunk) - 1) }),
        }
      : {}),
  });
}

/**
 * Downloads the orders CSV; failures are the caller's to show. `progress` counts what has arrived
 * of the download in flight (`null` when none is).
 */
export function useDownloadOrdersCsv() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (query: OrdersExportQuery) => {
      setProgress({ receivedBytes: 0, rows: 0 });
      return downloadOrdersCsv(query, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
