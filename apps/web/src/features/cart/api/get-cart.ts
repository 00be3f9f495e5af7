import type { Cart } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The key of the cart; every cart mutation sets or invalidates it. */
export const CART_QUERY_KEY = ['cart'] as const;

/**
 * Query options of `GET /cart` (decision 125): the signed-in client's cart, every line priced now
 * at its tier.
 * @throws ApiError when the call fails (401 signed out, 403 admins).
 */
export function getCartQueryOptions() {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => api.get('/cart', await loadCartSchema(), { signal }),
  });
}

/**
 * The cart's schema, loaded on the first read or change of the cart (decision 045): every public
 * page has a cart link and add-to-cart buttons, but a visitor who is not signed in never reads the
 * cart, and building its schema took a share of the task that evaluates a page's modules.
 */
export function loadCartSchema(): Promise<z.ZodType<Cart>> {
  return import('./cart-schema').then((module) => module.CartSchema);
}

/** The signed-in client's cart; disabled unless `enabled` (signed-in non-admins). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartQueryOptions(), enabled });
}
