import { AdminOverviewSchema, type AdminOverview } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query key of the admin overview; mutations that change orders or stock may invalidate it. */
export const ADMIN_OVERVIEW_QUERY_KEY = ['admin', 'overview'] as const;

/**
 * `GET /admin/overview` (admin; decision 071): revenue of the last 30 shop days, orders by status,
 * top products and low stock.
 * @throws ApiError when the call fails (401 signed out, 403 not an admin).
 */
export function getAdminOverview({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AdminOverview> {
  return api.get('/admin/overview', AdminOverviewSchema, { signal });
}

/** Query options of the admin overview, always fetched fresh when the page opens. */
export function getAdminOverviewQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => getAdminOverview({ signal }),
    staleTime: 0,
  });
}

/** The admin overview for the bare `/dashboard`. */
export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
