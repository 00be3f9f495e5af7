import { CartSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** The key of the cart; every cart mutation sets or invalidates it. */
export const CART_QUERY_KEY = ['cart'] as const;

/**
 * Query options of `GET /cart` (decision 125): the signed-in client's cart, every line priced now
 * at its tier.
 * @throws ApiError when the call fails (401 signed out, 403 admins).
 */
export function getCartQueryOptions() {
  return apiQueryOptions(CART_QUERY_KEY, '/cart', CartSchema);
}

/** The signed-in client's cart; disabled unless `enabled` (signed-in non-admins). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartQueryOptions(), enabled });
}
