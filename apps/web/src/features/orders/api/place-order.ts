import { InsertedIdSchema, type PlaceOrderInput } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `POST /orders` (spec §7; DESIGN.md, open payloads): `{ productId, quantity, address,
 * phoneNumber }`; the server takes the price and computes the total. Answers the new order's id.
 * @throws ApiError — 400 `validation_failed` with `details` per field ('Minimum order is N'),
 *   409 'Not Enough', 403 for admins.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<string> {
  const { insertedId } = await api.post('/orders', InsertedIdSchema, input);
  return insertedId;
}

/** Places an order and invalidates the order lists. */
export function usePlaceOrder() {
  return useInvalidatingMutation(placeOrder, [ORDERS_QUERY_KEY], { after: 'success' });
}
