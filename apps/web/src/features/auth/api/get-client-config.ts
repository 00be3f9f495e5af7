import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** `GET /client-config` (docs/accounts-contract.md): which providers this server has configured. */
export const ClientConfigSchema = z.object({
  socialProviders: z.object({ google: z.boolean(), facebook: z.boolean(), github: z.boolean() }),
  paymentProvider: z.string(),
});

/** The server's client configuration. */
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

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
