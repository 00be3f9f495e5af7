import { AdminOverviewSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** Query key of the admin overview; mutations that change orders or stock may invalidate it. */
export const ADMIN_OVERVIEW_QUERY_KEY = ['admin', 'overview'] as const;

/**
 * Query options of `GET /admin/overview` (admin; decision 071): revenue of the last 30 shop days,
 * orders by status, top products and low stock, always fetched fresh when the page opens.
 * @throws ApiError when the call fails (401 signed out, 403 not an admin).
 */
export function getAdminOverviewQueryOptions() {
  return {
    ...apiQueryOptions(ADMIN_OVERVIEW_QUERY_KEY, '/admin/overview', AdminOverviewSchema),
    staleTime: 0,
  };
}

/** The admin overview for the bare `/dashboard`. */
export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
