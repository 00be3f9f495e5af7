import { AuditLogPageSchema, type AuditAction, type AuditLogPage } from '@partline/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/keyset-list';

/** Which entries of the audit log (all actions when `action` is absent), how many a page. */
export interface AuditLogFilter {
  action?: AuditAction | undefined;
  pageSize: number;
}

/**
 * `GET /admin/audit-log` (admin; decisions 068, 217): one page of entries, newest first, the first
 * or the one after `cursor`.
 * @throws ApiError when the call fails (400 bad filter, 401 signed out, 403 not an admin).
 */
export function getAuditLog(
  filter: AuditLogFilter,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditLogPage> {
  const query = new URLSearchParams({ pageSize: String(filter.pageSize) });
  if (filter.action) query.set('action', filter.action);
  if (cursor) query.set('cursor', cursor);
  return api.get(`/admin/audit-log?${query}`, AuditLogPageSchema, { signal });
}

/**
 * Query options of the audit log read a page at a time by cursor (key
 * `['admin', 'audit-log', filter]`): each page after the previous one's `nextCursor`; the table
 * keeps the previous action's entries while the next ones load.
 */
export function getAuditLogQueryOptions(filter: AuditLogFilter) {
  return {
    ...cursorPagesOptions(['admin', 'audit-log', filter], (cursor, options) =>
      getAuditLog(filter, cursor, options),
    ),
    staleTime: 0,
  };
}

/** The audit log's pages loaded so far, and the next one on demand. */
export function useAuditLog(filter: AuditLogFilter) {
  return useInfiniteQuery(getAuditLogQueryOptions(filter));
}
