import { SalesRegisterSummarySchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /admin/sales-register?month=` (shop admin; decision 308): the month's
 * totals of tax invoices, credit and debit notes, by rate and in all (Taka).
 * @throws ApiError when the call fails (400 a bad or future month, 401, 403).
 */
export function getSalesRegisterQueryOptions(month: string) {
  return apiQueryOptions(
    ['admin', 'sales-register', month] as const,
    `/admin/sales-register?${new URLSearchParams({ month, format: 'json' })}`,
    SalesRegisterSummarySchema,
  );
}

/** The totals of the sales register of `month` (`YYYY-MM`); not read while `enabled` is false. */
export function useSalesRegister(month: string, enabled = true) {
  return useQuery({ ...getSalesRegisterQueryOptions(month), enabled });
}
