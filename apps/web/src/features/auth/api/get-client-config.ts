import { ClientConfigSchema, type ClientConfig } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /client-config`.
 * @throws ApiError when the call fails.
 */
export function getClientConfig({ signal }: { signal?: AbortSignal } = {}): Promise<ClientConfig> {
  return api.get('/client-config', ClientConfigSchema, { signal });
}

/** Query options of the client configuration (key `['client-config']`; it rarely changes). */
export function getClientConfigQueryOptions() {
  return queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getClientConfig({ signal }),
    staleTime: Infinity,
  });
}

/** The server's client configuration through TanStack Query. */
export function useClientConfig() {
  return useQuery(getClientConfigQueryOptions());
}
