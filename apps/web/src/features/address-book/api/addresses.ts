import {
  AddressListSchema,
  AddressSchema,
  DeletedCountSchema,
  type Address,
  type AddressInput,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** The key of the address book. */
export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

/** Query options of `GET /addresses` (decision 127): the caller's address book, the default first. */
export function getAddressesQueryOptions() {
  return apiQueryOptions(ADDRESSES_QUERY_KEY, '/addresses', AddressListSchema);
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
  return useInvalidatingMutation(saveAddress, [ADDRESSES_QUERY_KEY], { after: 'success' });
}

/** Removes an address; the book is read again. */
export function useRemoveAddress() {
  return useInvalidatingMutation(removeAddress, [ADDRESSES_QUERY_KEY], { after: 'success' });
}
