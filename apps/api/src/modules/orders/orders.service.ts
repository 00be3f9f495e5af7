import {
  IdSchema,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  quantityError,
  toTaka,
  type CancelOrderResult,
  type Order,
  type PaymentIntentCreated,
  type PlaceOrderInput,
  type RefusedPaymentReason,
  type UpdateOrderInput,
} from '@partline/shared';
import { catalogChanged } from '../../catalog-cache/catalog-cache.js';
import type { Database } from '../../db/client.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PaymentError,
  ValidationError,
} from '../../errors.js';
import { queueOrderShippedMail, queuePaymentReceiptMail } from '../../mail/order-mails.js';
import type { PaymentProvider } from '../../payments/payment-provider.js';
import type { RequestUser } from '../../plugins/identity.js';
import {
  orderLabel,
  orderStateSnapshot,
  recordAudit,
  type AuditActor,
} from '../audit/audit.service.js';
import { issueInvoice } from '../invoices/invoices.service.js';
import { findProduct } from '../products/products.repository.js';
import {
  cancelIfPaid,
  deleteUnpaidOrder,
  deliverIfPaid,
  findOrder,
  holdStock,
  insertOrderIfBuyable,
  listOrders,
  listOrdersByEmail,
  markPaidIfUnpaid,
  markReviewedIfDelivered,
  recordRefusedPayment,
  releaseStock,
  setRefundId,
  shipStock,
  type OrderRow,
} from './orders.repository.js';

const M = ORDER_MESSAGES;
const P = PAYMENT_MESSAGES;

/** A row as the API answers it (spec §3 names, Taka; `requiredQuantity` = `quantity`). */
export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    productId: row.productId,
    userName: row.userName,
    userEmail: row.userEmail,
    productName: row.productName,
    productPrice: toTaka(row.productPricePoisha),
    productImage: row.productImage,
    productDescription: row.productDescription,
    minOrder: row.minOrder,
    availableQuantity: row.availableQuantityAtOrder,
    quantity: row.quantity,
    requiredQuantity: row.quantity,
    totalPrice: toTaka(row.totalPoisha),
    address: row.address,
    phoneNumber: row.phoneNumber,
    status: row.status,
    isPaid: row.isPaid,
    isDelivered: row.isDelivered,
    isReviewed: row.isReviewed,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refusedPaymentAt: row.refusedPaymentAt?.toISOString() ?? null,
    refusedPaymentReason: row.refusedPaymentReason ?? null,
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The caller's own order of `id`.
 * @throws NotFoundError 'Order not found' for a malformed or unknown id and for another client's
 *   order (404, not 403: other clients' order ids are not revealed).
 */
async function ownOrder(db: Database, caller: RequestUser, id: string): Promise<OrderRow> {
  const row = IdSchema.safeParse(id).success ? await findOrder(db, id) : undefined;
  if (!row || row.userId !== caller.id) throw new NotFoundError(M.notFound);
  return row;
}

/**
 * `POST /orders` (spec §5, §7): checks the product (not deleted), the quantity against its minimum
 * order and what is buyable (`availableQuantity − held`), takes the price from the database,
 * computes the total (poisha) and snapshots the product fields of spec §3. The buyer's name and
 * e-mail are the caller's; the 'order placed' e-mail is queued in the same statement, which
 * places the order only if it is buyable then (decision 044). Returns the new order id.
 * @throws ForbiddenError for admins (they see no 'Confirm Purchase'); NotFoundError 'Product not
 *   found'; ValidationError `{ quantity: ['Minimum order is {minOrder}'] }`; ConflictError 409
 *   'Not Enough' with `{ quantity: ['Not Enough'] }` above what is buyable.
 */
export async function placeOrder(
  db: Database,
  caller: RequestUser,
  input: PlaceOrderInput,
): Promise<{ insertedId: string }> {
  if (caller.role === 'admin') throw new ForbiddenError(P.adminsDoNotOrder);
  const insertedId = await insertOrderIfBuyable(db, {
    userId: caller.id,
    userName: caller.name,
    userEmail: caller.email,
    productId: input.productId,
    quantity: input.quantity,
    address: input.address,
    phoneNumber: input.phoneNumber,
  });
  if (insertedId) return { insertedId };
  // Nothing placed: find out why, on the product as it is now.
  const product = await findProduct(db, input.productId);
  if (!product) throw new NotFoundError('Product not found');
  const buyable = product.availableQuantity - product.heldQuantity;
  const problem = quantityError(input.quantity, product.minOrder, buyable);
  if (problem === M.notEnough) throw new ConflictError(problem, { quantity: [problem] });
  if (problem) throw new ValidationError({ quantity: [problem] });
  // Buyable again by now (stock came back in between): try again.
  return placeOrder(db, caller, input);
}

/**
 * `GET /orders/{email}` and `GET /orders/{email}/true` (delivered only): the orders of `email`,
 * newest first.
 * @throws ForbiddenError when a non-admin asks for another e-mail.
 */
export async function getOrdersOf(
  db: Database,
  caller: RequestUser,
  email: string,
  deliveredOnly = false,
): Promise<Order[]> {
  if (caller.role !== 'admin' && !sameEmail(caller.email, email)) {
    throw new ForbiddenError('You may only see your own orders');
  }
  return (await listOrdersByEmail(db, email, deliveredOnly)).map(toOrder);
}

/** `GET /orders` (admin): every order, newest first. */
export async function getAllOrders(db: Database): Promise<Order[]> {
  return (await listOrders(db)).map(toOrder);
}

/**
 * `DELETE /orders/{id}` (DESIGN.md, Payments): the caller's own undelivered order. Unpaid: deleted
 * (spec §4). Paid: marked `cancelled` with its stock hold released in one transaction, then
 * refunded through the provider and kept. Cancelling a cancelled order again finishes a refund
 * that failed before and answers `deletedCount: 0`.
 * @throws NotFoundError (errors of ownOrder); ConflictError when delivered or paid through another
 *   provider than this server's; ServiceUnavailableError when the provider cannot refund (the
 *   order stays cancelled; calling again retries the refund).
 */
export async function cancelOrder(
  db: Database,
  provider: PaymentProvider,
  caller: RequestUser,
  id: string,
): Promise<CancelOrderResult> {
  const order = await ownOrder(db, caller, id);
  if (order.status === 'delivered') throw new ConflictError(P.delivered);
  if (order.status === 'unpaid') {
    if (await deleteUnpaidOrder(db, order.id)) return { deletedCount: 1, status: 'deleted' };
    // Paid (or cancelled) meanwhile: decide again on the new state.
    return cancelOrder(db, provider, caller, id);
  }
  if (order.paymentProvider && order.paymentProvider !== provider.name) {
    throw new ConflictError(
      `This order was paid through ${order.paymentProvider}; it cannot be refunded here`,
    );
  }
  if (order.status === 'cancelled') {
    if (!order.refundId && order.transactionId) await refundOrder(db, provider, order);
    return { deletedCount: 0, status: 'cancelled' };
  }
  const cancelled = await db.transaction(async (tx) => {
    const row = await cancelIfPaid(tx, order.id);
    if (row?.productId) await releaseStock(tx, row.productId, row.quantity);
    return row;
  });
  if (!cancelled) return cancelOrder(db, provider, caller, id);
  catalogChanged(db);
  await refundOrder(db, provider, cancelled);
  return { deletedCount: 1, status: 'cancelled' };
}

async function refundOrder(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<void> {
  if (!order.transactionId) return;
  const { refundId } = await provider.refund(order.transactionId);
  await setRefundId(db, order.id, refundId);
}

/**
 * What can be paid: the order is unpaid, its product still sold and its stock still covers it.
 * @throws ConflictError 'This order is already paid' / 'This order was cancelled' / 'This product
 *   is no longer sold' / 'Not enough stock is left to cover this order'.
 */
async function assertPayable(db: Database, order: OrderRow): Promise<void> {
  if (order.status === 'cancelled') throw new ConflictError(P.cancelled);
  if (order.status !== 'unpaid') throw new ConflictError(P.alreadyPaid);
  const product = order.productId ? await findProduct(db, order.productId) : undefined;
  if (!product) throw new ConflictError(P.productGone);
  if (product.availableQuantity - product.heldQuantity < order.quantity) {
    throw new ConflictError(P.stockGone, { quantity: [M.notEnough] });
  }
}

/**
 * `POST /create-payment-intent` (DESIGN.md, Payments): a payment intent for the caller's own
 * unpaid order, for the order's stored total (poisha, BDT) — a client's amount is never used.
 * @throws NotFoundError (errors of ownOrder); ConflictError (errors of assertPayable);
 *   ServiceUnavailableError when the provider does not answer.
 */
export async function createPaymentIntent(
  db: Database,
  provider: PaymentProvider,
  caller: RequestUser,
  orderId: string,
): Promise<PaymentIntentCreated> {
  const order = await ownOrder(db, caller, orderId);
  await assertPayable(db, order);
  const intent = await provider.createIntent({
    orderId: order.id,
    amountPoisha: order.totalPoisha,
    currency: 'bdt',
    email: order.userEmail,
    name: order.userName,
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}

/** Thrown inside the paying transaction to roll it back: the hold could not be taken. */
class HoldRefused extends Error {}

/**
 * Refunds a succeeded, unrefunded intent of `orderId` that no order can use (the order was
 * deleted or cancelled meanwhile). Anything else (unknown intent, another order's) is left alone.
 * `true` when it refunded.
 */
async function refundStrayPayment(
  provider: PaymentProvider,
  intentId: string,
  orderId: string,
): Promise<boolean> {
  if (!intentId) return false;
  const intent = await provider.retrieveIntent(intentId);
  if (intent?.orderId === orderId && intent.status === 'succeeded' && !intent.refunded) {
    await provider.refund(intent.id);
    return true;
  }
  return false;
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
  await recordRefusedPayment(db, orderId, reason);
}

/**
 * The one unpaid → paid transition (spec §4), for `PUT /orders/{id}` and the Stripe webhook.
 * The provider must report the intent `succeeded`, not refunded, for this order (metadata) and
 * this amount (poisha). Then, in one transaction, the order is marked paid only if still unpaid
 * and the stock hold is taken with one conditional statement; the same transaction issues the
 * order's invoice (gap-free number) and queues the payment receipt e-mail. Idempotent: the same intent again
 * answers `{ modifiedCount: 0 }`; of concurrent calls exactly one answers 1. A succeeded payment
 * that cannot be used (product deleted, stock gone, order paid by another intent, order deleted
 * or cancelled meanwhile) never marks the order paid: it is refunded, and an order that still
 * exists records it (`refusedPaymentAt`, `refusedPaymentReason`; decision 087).
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
export async function markOrderPaid(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  intentId: string,
  caller?: RequestUser,
): Promise<{ modifiedCount: number }> {
  const order = IdSchema.safeParse(orderId).success ? await findOrder(db, orderId) : undefined;
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
      throw new ConflictError(P.cancelledRefunded);
    }
    throw new ConflictError(P.cancelled);
  }

  const intent = await provider.retrieveIntent(intentId);
  if (!intent) throw new BadRequestError(P.intentUnknown);
  if (
    intent.orderId !== order.id ||
    intent.amountPoisha !== order.totalPoisha ||
    intent.currency.toLowerCase() !== 'bdt'
  ) {
    throw new BadRequestError(P.intentOtherOrder);
  }
  if (intent.status !== 'succeeded')
    throw new PaymentError('payment_required', P.intentNotSucceeded);
  if (intent.refunded) throw new ConflictError(P.intentRefunded);

  let paid: OrderRow | undefined;
  try {
    paid = await db.transaction(async (tx) => {
      const row = await markPaidIfUnpaid(tx, order.id, {
        transactionId: intent.id,
        paymentProvider: provider.name,
        cardBrand: intent.cardBrand ?? null,
        cardLast4: intent.last4 ?? null,
      });
      if (!row) return undefined;
      if (!row.productId || !(await holdStock(tx, row.productId, row.quantity))) {
        throw new HoldRefused();
      }
      const invoice = await issueInvoice(tx, row);
      await queuePaymentReceiptMail(tx, row, invoice);
      return row;
    });
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
    catalogChanged(db);
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
 * `PUT /orders/{id}` with `{ isDelivered: true }` (admin; spec §4): paid → delivered once; the
 * hold becomes a decrement of `availableQuantity` in the same transaction, which also records the
 * audit entry `order.deliver` (none when nothing changed).
 * @throws NotFoundError; ConflictError 'Order is not paid yet!' (unpaid) or 'This order was
 *   cancelled'.
 */
export async function deliverOrder(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<{ modifiedCount: number }> {
  const order = IdSchema.safeParse(id).success ? await findOrder(db, id) : undefined;
  if (!order) throw new NotFoundError(M.notFound);
  if (order.status === 'unpaid') throw new ConflictError(M.notPaidYet);
  if (order.status === 'cancelled') throw new ConflictError(P.cancelled);
  if (order.status === 'delivered') return { modifiedCount: 0 };
  const delivered = await db.transaction(async (tx) => {
    const row = await deliverIfPaid(tx, order.id);
    if (!row) return false;
    if (row.productId && !(await shipStock(tx, row.productId, row.quantity))) {
      throw new Error(`order ${row.id}: its product holds less than the order's quantity`);
    }
    await queueOrderShippedMail(tx, row);
    await recordAudit(tx, actor, {
      action: 'order.deliver',
      targetType: 'order',
      targetId: row.id,
      targetLabel: orderLabel(row),
      // deliverIfPaid changes only a paid order.
      before: { status: 'paid', isPaid: true, isDelivered: false, deliveredAt: null },
      after: orderStateSnapshot(row),
    });
    return true;
  });
  if (delivered) {
    catalogChanged(db);
    return { modifiedCount: 1 };
  }
  return deliverOrder(db, id, actor);
}

/**
 * `PUT /orders/{id}` (spec §7): dispatches the one action of the body.
 * - `{ transactionId, isPaid: true }`: owner only (errors of markOrderPaid).
 * - `{ isDelivered: true }`: admins only (ForbiddenError otherwise; errors of deliverOrder).
 * - `{ isReviewed: true }`: owner, delivered orders, once (ConflictError when not delivered).
 */
export async function updateOrder(
  db: Database,
  provider: PaymentProvider,
  caller: RequestUser,
  id: string,
  input: UpdateOrderInput,
  actor: AuditActor,
): Promise<{ modifiedCount: number }> {
  if (input.isDelivered) {
    if (caller.role !== 'admin') throw new ForbiddenError('Only admins deliver orders');
    return deliverOrder(db, id, actor);
  }
  if (input.isReviewed) {
    const order = await ownOrder(db, caller, id);
    if (order.status !== 'delivered') {
      throw new ConflictError('Only delivered orders can be reviewed');
    }
    return { modifiedCount: (await markReviewedIfDelivered(db, order.id)) ? 1 : 0 };
  }
  return markOrderPaid(db, provider, id, input.transactionId ?? '', caller);
}
