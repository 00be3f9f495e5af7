import { AuditLogPageSchema, type AuditAction, type AuditLogPage } from '@partline/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Which page of the audit log, of which action (all when absent). */
export interface AuditLogFilter {
  action?: AuditAction | undefined;
  page: number;
  pageSize: number;
}

/**
 * `GET /admin/audit-log` (admin; decision 068): one page of entries, newest first.
 * @throws ApiError when the call fails (400 bad filter, 401 signed out, 403 not an admin).
 */
export function getAuditLog(
  filter: AuditLogFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditLogPage> {
  const query = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  if (filter.action) query.set('action', filter.action);
  return api.get(`/admin/audit-log?${query}`, AuditLogPageSchema, { signal });
}

/** Query options of one page of the audit log (key `['admin', 'audit-log', filter]`). */
export function getAuditLogQueryOptions(filter: AuditLogFilter) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', filter],
    queryFn: ({ signal }) => getAuditLog(filter, { signal }),
    staleTime: 0,
    // The table keeps the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the audit log. */
export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(getAuditLogQueryOptions(filter));
}
