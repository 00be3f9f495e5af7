import type { Order, PlaceOrderInput } from '../orders/order.schema.js';

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

/**
 * The last fields of an order a client placed for themselves and pays by card: no purchase order
 * number, no note, no company and so no approval (decisions 132, 140). Spread after `lines`, where
 * the API answers them.
 */
export const OWN_CARD_ORDER = {
  poNumber: null,
  note: null,
  companyId: null,
  approvedAt: null,
  declinedAt: null,
  approvalComment: null,
  paymentMethod: 'card',
} as const satisfies Partial<Order>;
