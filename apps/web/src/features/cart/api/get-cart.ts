import { CartSchema, type Cart } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key of the cart; every cart mutation sets or invalidates it. */
export const CART_QUERY_KEY = ['cart'] as const;

/**
 * `GET /cart` (decision 125): the signed-in client's cart, every line priced now at its tier.
 * @throws ApiError when the call fails (401 signed out, 403 admins).
 */
export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return api.get('/cart', CartSchema, { signal });
}

/** Query options of the cart. */
export function getCartQueryOptions() {
  return queryOptions({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => getCart({ signal }) });
}

/** The signed-in client's cart; disabled unless `enabled` (signed-in non-admins). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartQueryOptions(), enabled });
}
