import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_RAIL_MESSAGES,
  type PaymentIntentCreated,
} from '@partline/shared';
import { receivedPoishaOf } from '../modules/payments/bank-transfers.repository.js';
import type { Database } from '../db/client.js';
import { ConflictError } from '../errors.js';
import type { OrderRow } from '../modules/orders/orders.repository.js';
import { ownOrder } from '../modules/orders/orders.service.js';
import { createIntentFor } from '../modules/payments/payments.service.js';
import { findProduct } from '../modules/products/products.repository.js';
import type { CardPaymentProvider } from '../payments/payment-provider.js';
import type { RequestUser } from '../plugins/identity.js';

const M = ORDER_MESSAGES;
const P = PAYMENT_MESSAGES;

/**
 * What can be paid: the order is unpaid, its product still sold and its stock still covers it —
 * or, for a checkout order, its lines hold their stock already (decision 126).
 * @throws ConflictError 'This order is already paid' / 'This order was cancelled' / 'This product
 *   is no longer sold' / 'Not enough stock is left to cover this order'.
 */
export async function assertPayable(db: Database, order: OrderRow): Promise<void> {
  if (order.status === 'cancelled') throw new ConflictError(P.cancelled);
  if (order.status === 'awaiting_approval') throw new ConflictError(P.awaitingApproval);
  if (order.status === 'declined') throw new ConflictError(P.declined);
  if (order.status !== 'unpaid') throw new ConflictError(P.alreadyPaid);
  // Part of it already reached the shop's bank: the rest goes the same way, never twice the money.
  if (order.paymentMethod === 'bank_transfer') {
    const received = (await receivedPoishaOf(db, [order.id])).get(order.id) ?? 0;
    if (received > 0) throw new ConflictError(PAYMENT_RAIL_MESSAGES.partlyTransferred);
  }
  if (order.stockHeld) return;
  const product = order.productId ? await findProduct(db, order.productId) : undefined;
  if (!product) throw new ConflictError(P.productGone);
  if (product.availableQuantity - product.heldQuantity < order.quantity) {
    throw new ConflictError(P.stockGone, { quantity: [M.notEnough] });
  }
}

/**
 * `POST /create-payment-intent` (DESIGN.md, Payments): a payment intent for the caller's own
 * unpaid order, for the order's stored total (poisha, BDT) — a client's amount is never used.
 * @throws NotFoundError 'Order not found' (malformed, unknown or another client's order);
 *   ConflictError (errors of assertPayable); ServiceUnavailableError when the provider does not
 *   answer.
 */
export async function startPayment(
  db: Database,
  provider: CardPaymentProvider,
  caller: RequestUser,
  orderId: string,
): Promise<PaymentIntentCreated> {
  const order = await ownOrder(db, caller, orderId);
  await assertPayable(db, order);
  return createIntentFor(provider, order);
}
