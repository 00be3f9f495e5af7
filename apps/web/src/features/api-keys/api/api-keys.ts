import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreatedApiKeySchema,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@partline/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key of the API key list. */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** `GET /api-keys` (decision 190): the caller's or their company's keys, newest first. */
export function getApiKeys({ signal }: { signal?: AbortSignal } = {}): Promise<ApiKey[]> {
  return api.get('/api-keys', ApiKeyListSchema, { signal });
}

/** The caller's API keys. */
export function useApiKeys() {
  return useQuery(queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: getApiKeys }));
}

/** `POST /api-keys`: the new key and its secret, answered this once. */
export function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return api.post('/api-keys', CreatedApiKeySchema, input);
}

/** `DELETE /api-keys/{id}`: the key, revoked. */
export function revokeApiKey(id: string): Promise<ApiKey> {
  return api.delete(`/api-keys/${encodeURIComponent(id)}`, ApiKeySchema);
}

/** Creates a key; the list is read again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** Revokes a key; the list is read again. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
