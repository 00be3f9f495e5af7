import { SALES_REGISTER_MESSAGES, salesRegisterFileName } from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What to download: the month (`YYYY-MM`) and the file's format. */
export interface SalesRegisterDownload {
  month: string;
  format: 'csv' | 'pdf';
}

/**
 * `GET /admin/sales-register?format=csv|pdf` (shop admin; decision 308): fetches the month's
 * register with the bearer token and saves it as `sales-register-<month>.<csv|pdf>`, written to
 * disk as it arrives where the browser offers a save picker. Resolves with the file name.
 * @throws ApiError (400 a bad month, 401/403, status 0 unreachable); `DOMException` `AbortError`
 *   when the user cancels the save picker.
 */
export function downloadSalesRegister({ month, format }: SalesRegisterDownload): Promise<string> {
  return api.download(`/admin/sales-register?${new URLSearchParams({ month, format })}`, {
    accept: format === 'csv' ? 'text/csv' : 'application/pdf',
    fileName: salesRegisterFileName(month, format),
    unreachableMessage: SALES_REGISTER_MESSAGES.downloadFailed,
    streamToDisk: true,
  });
}

/** Downloads a register file; failures are the caller's to show. */
export function useDownloadSalesRegister() {
  return useMutation({ mutationFn: downloadSalesRegister });
}
