import { PAYMENT_MESSAGES, RECEIVABLES_MESSAGES, type CancelOrderResult } from '@partline/shared';
import { catalogChanged } from '../catalog-cache/catalog-cache.js';
import type { Database } from '../db/client.js';
import { ConflictError } from '../errors.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  cancelIfPaid,
  deleteUnpaidOrder,
  linesOfOrder,
  setRefundId,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { ownOrder } from '../modules/orders/orders.service.js';
import { releaseLines } from './order-stock.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { RequestUser } from '../plugins/identity.js';

const P = PAYMENT_MESSAGES;

/**
 * `DELETE /orders/{id}` (DESIGN.md, Payments): the caller's own undelivered order. Unpaid (or
 * awaiting approval, or declined, decision 132): deleted (spec §4), with the holds of a checkout order's lines released in the same transaction
 * (decision 126). Paid: marked `cancelled` with every line's stock hold released in one transaction, then
 * refunded through the provider and kept. Cancelling a cancelled order again finishes a refund
 * that failed before and answers `deletedCount: 0`.
 * @throws NotFoundError 'Order not found' (malformed, unknown or another client's order);
 *   ConflictError when delivered or paid through another provider than this server's;
 *   ServiceUnavailableError when the provider cannot refund (the order stays cancelled; calling
 *   again retries the refund).
 */
export async function cancelOrder(
  db: Database,
  provider: PaymentProvider,
  caller: RequestUser,
  id: string,
): Promise<CancelOrderResult> {
  const order = await ownOrder(db, caller, id);
  if (order.status === 'delivered') throw new ConflictError(P.delivered);
  if (
    order.status === 'unpaid' ||
    order.status === 'awaiting_approval' ||
    order.status === 'declined'
  ) {
    const deleted = await db.transaction(async (tx) => {
      const lines = await linesOfOrder(tx, order.id);
      const row = await deleteUnpaidOrder(tx, order.id);
      if (row?.stockHeld) await releaseLines(tx, lines);
      return row;
    });
    if (deleted) {
      if (deleted.stockHeld) catalogChanged(db);
      ordersChanged(db, deleted.userEmail);
      return { deletedCount: 1, status: 'deleted' };
    }
    // Paid (or cancelled) meanwhile: decide again on the new state.
    return cancelOrder(db, provider, caller, id);
  }
  // Its invoice has been issued to the company (decision 140): no card to refund.
  if (order.paymentMethod === 'on_account' && order.status === 'paid') {
    throw new ConflictError(RECEIVABLES_MESSAGES.onAccountNotCancelled);
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
    const lines = await linesOfOrder(tx, order.id);
    const row = await cancelIfPaid(tx, order.id);
    if (row) await releaseLines(tx, lines);
    return row;
  });
  if (!cancelled) return cancelOrder(db, provider, caller, id);
  catalogChanged(db);
  ordersChanged(db, cancelled.userEmail);
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
