import {
  AddressListSchema,
  AddressSchema,
  DeletedCountSchema,
  type Address,
  type AddressInput,
} from '@partline/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key of the address book. */
export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

/** `GET /addresses` (decision 127): the caller's address book, the default first. */
export function getAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<Address[]> {
  return api.get('/addresses', AddressListSchema, { signal });
}

/** Query options of the address book. */
export function getAddressesQueryOptions() {
  return queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => getAddresses({ signal }),
  });
}

/** The signed-in user's address book. */
export function useAddresses() {
  return useQuery(getAddressesQueryOptions());
}

/** `POST /addresses` (new) or `PUT /addresses/{id}` (change). */
export function saveAddress({ id, input }: { id?: string; input: AddressInput }): Promise<Address> {
  return id
    ? api.put(`/addresses/${encodeURIComponent(id)}`, AddressSchema, input)
    : api.post('/addresses', AddressSchema, input);
}

/** `DELETE /addresses/{id}`. */
export async function removeAddress(id: string): Promise<void> {
  await api.delete(`/addresses/${encodeURIComponent(id)}`, DeletedCountSchema);
}

/** Saves an address; the book is read again. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}

/** Removes an address; the book is read again. */
export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
