import { ClientConfigSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /client-config` (key `['client-config']`; it rarely changes).
 * @throws ApiError when the call fails.
 */
export function getClientConfigQueryOptions() {
  return {
    ...apiQueryOptions(['client-config'], '/client-config', ClientConfigSchema),
    staleTime: Infinity,
  };
}

/** The server's client configuration through TanStack Query. */
export function useClientConfig() {
  return useQuery(getClientConfigQueryOptions());
}
