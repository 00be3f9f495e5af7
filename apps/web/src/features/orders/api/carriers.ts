import { CarrierListSchema, CarrierSchema, type CarrierInput } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Every carrier read lives under this key; a change of a carrier reads them again. */
export const CARRIERS_QUERY_KEY = ['carriers'] as const;

/**
 * `GET /carriers` (admin; decision 321): every carrier by name, or with `activeOnly` those offered
 * for new shipments (the ship dialog's choice).
 * @throws ApiError — 401 signed out, 403 not an admin.
 */
export function useCarriers({ activeOnly = false } = {}) {
  return useQuery(
    apiQueryOptions(
      [...CARRIERS_QUERY_KEY, activeOnly ? 'active' : 'all'],
      activeOnly ? '/carriers?active=true' : '/carriers',
      CarrierListSchema,
    ),
  );
}

/** `POST /carriers`. @throws ApiError — 400 per field, 409 on `name`. */
export function useAddCarrier() {
  return useInvalidatingMutation(
    (input: CarrierInput) => api.post('/carriers', CarrierSchema, input),
    [CARRIERS_QUERY_KEY],
    { after: 'success' },
  );
}

/**
 * `PUT /carriers/{id}`: the whole carrier; `active: false` retires it.
 * @throws ApiError — 400 per field, 404 unknown, 409 on `name` or on `kind` (the last own
 *   transport).
 */
export function useEditCarrier() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: CarrierInput }) =>
      api.put(`/carriers/${encodeURIComponent(id)}`, CarrierSchema, input),
    [CARRIERS_QUERY_KEY],
    { after: 'success' },
  );
}
