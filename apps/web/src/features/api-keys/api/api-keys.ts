import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreatedApiKeySchema,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** The key of the API key list. */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** `GET /api-keys` (decision 190): the caller's or their company's keys, newest first. */
export function useApiKeys() {
  return useQuery(apiQueryOptions(API_KEYS_QUERY_KEY, '/api-keys', ApiKeyListSchema));
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
  return useInvalidatingMutation(createApiKey, [API_KEYS_QUERY_KEY], { after: 'success' });
}

/** Revokes a key; the list is read again. */
export function useRevokeApiKey() {
  return useInvalidatingMutation(revokeApiKey, [API_KEYS_QUERY_KEY], { after: 'success' });
}
