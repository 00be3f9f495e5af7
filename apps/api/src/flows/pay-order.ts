import { ORDER_MESSAGES, PAYMENT_MESSAGES, type RefusedPaymentReason } from '@partline/shared';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../db/client.js';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  findOrder,
  linesOfOrder,
  markPaidIfUnpaid,
  markStockHeld,
  recordRefusedPayment,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import { refundStrayPayment, succeededIntentFor } from '../modules/payments/payments.service.js';
import type { PaymentProvider, RetrievedIntent } from '../payments/payment-provider.js';
import { providerOfIntent, type PaymentRegistry } from '../payments/registry.js';
import type { RequestUser } from '../plugins/identity.js';
import { findProduct } from '../modules/products/products.repository.js';
import { holdLines, productIdsOf } from './order-stock.js';
import { issuePaidOrderInvoice } from './issue-tax-invoice.js';

const M = ORDER_MESSAGES;
const P = PAYMENT_MESSAGES;

/** Thrown inside the paying transaction to roll it back: the hold could not be taken. */
class HoldRefused extends Error {}

/**
 * `PUT /orders/{id}` (spec §7): {@link payOrder} through the provider that made `intentId` — a
 * redirect provider's session, else the card provider while it is offered (decision 311).
 * @throws BadRequestError 'Unknown payment intent' when no offered provider made it; else as
 *   {@link payOrder}.
 */
export async function payOrderThrough(
  db: Database,
  payments: PaymentRegistry,
  orderId: string,
  intentId: string,
  caller: RequestUser,
): Promise<{ modifiedCount: number }> {
  const provider = await providerOfIntent(db, payments, intentId);
  if (!provider) throw new BadRequestError(P.intentUnknown);
  return payOrder(db, provider, orderId, intentId, caller);
}

/**
 * The one unpaid → paid transition (spec §4), for `PUT /orders/{id}` and the Stripe webhook.
 * First the provider must report the intent `succeeded`, not refunded, for this order (metadata)
 * and this amount (poisha). Then one transaction: the order is marked paid only if still unpaid,
 * the stock hold is taken with one conditional statement, the invoice is issued (gap-free number,
 * decision 060) and the payment receipt e-mail is queued (decision 062). Idempotent: the same
 * intent again answers `{ modifiedCount: 0 }`; of concurrent calls exactly one answers 1. A
 * succeeded payment that cannot be used (product deleted, stock gone, order paid by another
 * intent, order deleted or cancelled meanwhile) never marks the order paid: it is refunded, and an
 * order that still exists records it (`refusedPaymentAt`, `refusedPaymentReason`; decision 087).
 *
 * @param caller the owner for `PUT /orders/{id}`; `undefined` for the webhook.
 * @throws NotFoundError 'Order not found' (unknown id, another client's order); BadRequestError
 *   'Unknown payment intent' / 'This payment is not for this order'; PaymentError 402
 *   `payment_required` 'The payment has not succeeded'; ConflictError 'This payment was
 *   refunded', 'This order was cancelled' (nothing to refund) or 'This order was cancelled; the
 *   payment was refunded', 'This order is already paid', 'This product is no longer sold; the
 *   payment was refunded' or 'Not enough stock is left to cover this order; the payment was
 *   refunded'.
 */
export async function payOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  intentId: string,
  caller?: RequestUser,
): Promise<{ modifiedCount: number }> {
  const order = await orderOf(db, orderId);
  if (!order) {
    // Paid while the unpaid order was being cancelled (deleted): the money goes back.
    await refundStrayPayment(provider, intentId, orderId);
    throw new NotFoundError(M.notFound);
  }
  if (caller && order.userId !== caller.id) throw new NotFoundError(M.notFound);
  if (order.transactionId === intentId) return { modifiedCount: 0 };
  if (order.status === 'cancelled') {
    // Another payment, made before the cancellation, that succeeded after it.
    if (await refundStrayPayment(provider, intentId, orderId)) {
      await recordRefusedPayment(db, order.id, 'order_cancelled');
      ordersChanged(db, order.userEmail);
      throw new ConflictError(P.cancelledRefunded);
    }
    throw new ConflictError(P.cancelled);
  }

  const intent = await succeededIntentFor(provider, intentId, order);

  let paid: OrderRow | undefined;
  try {
    paid = await db.transaction((tx) => markPaid(tx, provider, order.id, intent));
  } catch (error) {
    if (!(error instanceof HoldRefused)) throw error;
    // The product was deleted meanwhile (never sold again), or others took the stock.
    const product = order.productId ? await findProduct(db, order.productId) : undefined;
    if (!product) {
      await refuseSucceededPayment(db, provider, order.id, intent.id, 'product_gone');
      throw new ConflictError(P.productGoneRefunded);
    }
    await refuseSucceededPayment(db, provider, order.id, intent.id, 'stock_gone');
    throw new ConflictError(P.stockGoneRefunded, { quantity: [M.notEnough] });
  }
  if (paid) {
    // Paying holds the lines' stock, nothing else of the products (decision 338).
    stockChanged(db, productIdsOf(await linesOfOrder(db, paid.id)));
    ordersChanged(db, paid.userEmail);
    return { modifiedCount: 1 };
  }

  // Another call changed the order first.
  const now = await findOrder(db, order.id);
  if (now?.transactionId === intent.id) return { modifiedCount: 0 };
  if (!now) {
    // Cancelled (deleted) while unpaid, meanwhile.
    await provider.refund(intent.id);
    throw new NotFoundError(M.notFound);
  }
  if (now.status === 'cancelled') {
    await refuseSucceededPayment(db, provider, now.id, intent.id, 'order_cancelled');
    throw new ConflictError(P.cancelledRefunded);
  }
  // Paid by another intent: this second payment of the same order is given back.
  await refuseSucceededPayment(db, provider, now.id, intent.id, 'paid_twice');
  throw new ConflictError(P.alreadyPaid);
}

/**
 * Gives back a succeeded payment of `orderId` that cannot be used, then records on the order that
 * it was refunded and why, for its timeline (decision 087). Refunded first: if the provider fails,
 * nothing is recorded and the caller's error (503) lets the webhook's retry or the client try again.
 */
async function refuseSucceededPayment(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  intentId: string,
  reason: RefusedPaymentReason,
): Promise<void> {
  await provider.refund(intentId);
  const email = await recordRefusedPayment(db, orderId, reason);
  if (email) ordersChanged(db, email);
}

/**
 * The transaction of {@link payOrder}: the paid order, or `undefined` when it was no longer unpaid.
 * @throws HoldRefused when the product is no longer sold or what is buyable no longer covers the order (the transaction rolls back).
 */
async function markPaid(
  tx: Transaction,
  provider: PaymentProvider,
  orderId: string,
  intent: RetrievedIntent,
): Promise<OrderRow | undefined> {
  const row = await markPaidIfUnpaid(tx, orderId, {
    transactionId: intent.id,
    paymentProvider: provider.name,
    cardBrand: intent.cardBrand ?? null,
    cardLast4: intent.last4 ?? null,
  });
  if (!row) return undefined;
  const lines = await linesOfOrder(tx, row.id);
  // A checkout order holds its lines since it was placed (decision 126); others take them now.
  if (!row.stockHeld) {
    if (lines.length === 0 || (await holdLines(tx, lines))) throw new HoldRefused();
    await markStockHeld(tx, row.id);
  }
  // The receipt mail goes with the invoice; while the shop's BIN is missing both wait.
  await issuePaidOrderInvoice(tx, row, lines);
  return row;
}
