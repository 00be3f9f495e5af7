import type { PlaceOrderInput } from '../orders/order.schema.js';

/** A valid `POST /orders` body for `productId`. Overrides replace fields as given. */
export function buildPlaceOrderInput(
  productId: string,
  overrides: Partial<Record<keyof PlaceOrderInput, unknown>> = {},
) {
  return {
    productId,
    quantity: 10,
    address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    phoneNumber: '+880 1711-000000',
    ...overrides,
  };
}
