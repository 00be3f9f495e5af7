import {
  BANK_TRANSFER_MESSAGES,
  CANCEL_UNSHIPPED_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  TAX_NOTE_MESSAGES,
  type CancelOrderResult,
} from '@partline/shared';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import { receivedPoishaOf } from '../modules/payments/bank-transfers.repository.js';
import {
  cancelIfPaid,
  cancelUnpaidOrders,
  deleteUnpaidOrder,
  lockOrder,
  lockOrderLines,
  setRefundId,
  type OrderLineRow,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { orderOf, ownOrder } from '../modules/orders/orders.service.js';
import { creditWholeInvoice } from '../modules/invoices/tax-notes.service.js';
import { ratesOfOrder } from './tax-notes.js';
import { productIdsOf, releaseLines, type StockLine } from './order-stock.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { PaymentRegistry } from '../payments/registry.js';
import type { RequestUser } from '../plugins/identity.js';

const P = PAYMENT_MESSAGES;

/**
 * `DELETE /orders/{id}` (DESIGN.md, Payments): the caller's own undelivered order. Unpaid (or
 * awaiting approval, or declined, decision 132): deleted (spec §4), with the holds of a checkout order's lines released in the same transaction
 * (decision 126) — but an unpaid bank-transfer order with a transfer recorded is kept as
 * `cancelled` with its transfers, for the shop to refund by bank (decision 314). Paid: marked `cancelled` with every line's stock hold released in one transaction, then
 * refunded through the provider and kept; the credit note (Mushak-6.7) cancelling its invoice is
 * issued in the transaction that records the refund, with the refund's id (decision 310). On
 * account and undelivered: cancelled the same way with its credit note in the cancelling
 * transaction, which takes the invoice off the company's open balance. Cancelling a cancelled
 * order again finishes a refund that failed before and answers `deletedCount: 0`. An order with a
 * shipped piece is no longer cancelled whole (decision 321): its unshipped rest is, by
 * `cancelUnshipped`; the check holds the order's and its lines' locks, so a shipment racing the
 * cancel either ships first (409) or waits for the order to be cancelled (and is refused).
 * `anyOrder` (`cancelUnshipped` for a shop admin) cancels an order of any buyer.
 * @throws NotFoundError 'Order not found' (malformed, unknown or another client's order);
 *   ConflictError when delivered, when part of it has shipped ('Part of this order has shipped:
 *   cancel its unshipped rest') or paid through a provider this server no longer has;
 *   ServiceUnavailableError when the provider cannot refund (the order stays cancelled; calling
 *   again retries the refund).
 */
export async function cancelOrder(
  db: Database,
  payments: PaymentRegistry,
  caller: RequestUser,
  id: string,
  { anyOrder = false }: { anyOrder?: boolean } = {},
): Promise<CancelOrderResult> {
  const order = anyOrder ? await orderOf(db, id) : await ownOrder(db, caller, id);
  if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
  const again = () => cancelOrder(db, payments, caller, id, { anyOrder });
  if (order.status === 'delivered') throw new ConflictError(P.delivered);
  if (
    order.status === 'unpaid' ||
    order.status === 'awaiting_approval' ||
    order.status === 'declined'
  ) {
    const deleted = await db.transaction(async (tx) => {
      // The order's lock first, then its lines: a restock allocating backordered pieces to this
      // order (decision 321) finishes first, and the lines read are the ones released.
      await lockOrder(tx, order.id);
      const lines = await lockOrderLines(tx, order.id);
      // Part of it paid by bank transfer (decision 314): kept as cancelled with its transfers, which
      // the shop refunds by bank; recording a transfer takes this row's lock too.
      if (order.paymentMethod === 'bank_transfer') {
        const locked = await lockOrder(tx, order.id);
        if (locked?.status === 'unpaid' && (await receivedPoishaOf(tx, [order.id])).size > 0) {
          await cancelUnpaidOrders(tx, [order.id]);
          if (locked.stockHeld) await releaseLines(tx, lines);
          return { row: locked, status: 'cancelled' as const, lines };
        }
      }
      const row = await deleteUnpaidOrder(tx, order.id);
      if (row?.stockHeld) await releaseLines(tx, lines);
      return row && { row, status: 'deleted' as const, lines };
    });
    if (deleted) {
      if (deleted.row.stockHeld) stockChanged(db, productIdsOf(deleted.lines));
      ordersChanged(db, deleted.row.userEmail);
      return { deletedCount: 1, status: deleted.status };
    }
    // Paid (or cancelled) meanwhile: decide again on the new state.
    return again();
  }
  // Its invoice was issued to the company (decision 140): no card to refund, a credit note instead.
  if (order.paymentMethod === 'on_account' && order.status === 'paid') {
    let released: readonly StockLine[] = [];
    const cancelled = await db.transaction(async (tx) => {
      const lines = await lockNothingShipped(tx, order.id);
      const row = await cancelIfPaid(tx, order.id);
      if (!row) return undefined;
      await releaseLines(tx, lines);
      released = lines;
      await creditWholeInvoice(tx, order.id, {
        reason: TAX_NOTE_MESSAGES.orderCancelled,
        issuedById: caller.id,
        rates: await ratesOfOrder(tx, order.id),
      });
      return row;
    });
    if (!cancelled) return again();
    stockChanged(db, productIdsOf(released));
    ordersChanged(db, cancelled.userEmail);
    return { deletedCount: 1, status: 'cancelled' };
  }
  if (order.paymentMethod === 'on_account') {
    return { deletedCount: 0, status: 'cancelled' };
  }
  // Refunded through the provider that took the money (decision 311); a bank transfer is paid
  // back by the shop's bank, outside the shop: no provider.
  const provider =
    order.paymentProvider === 'bank_transfer'
      ? undefined
      : payments.get(order.paymentProvider ?? payments.card.name);
  if (order.paymentProvider !== 'bank_transfer' && !provider) {
    throw new ConflictError(
      `This order was paid through ${order.paymentProvider}; it cannot be refunded here`,
    );
  }
  if (order.status === 'cancelled') {
    if (!order.refundId && order.transactionId) await refundOrder(db, provider, order);
    return { deletedCount: 0, status: 'cancelled' };
  }
  let released: readonly StockLine[] = [];
  const cancelled = await db.transaction(async (tx) => {
    const lines = await lockNothingShipped(tx, order.id);
    const row = await cancelIfPaid(tx, order.id);
    if (row) {
      await releaseLines(tx, lines);
      released = lines;
    }
    return row;
  });
  if (!cancelled) return again();
  stockChanged(db, productIdsOf(released));
  ordersChanged(db, cancelled.userEmail);
  await refundOrder(db, provider, cancelled);
  return { deletedCount: 1, status: 'cancelled' };
}

/**
 * Locks a paid order, then its lines (the order shipments lock them in, decision 321), and answers
 * the lines when none has a shipped piece.
 * @throws ConflictError 'Part of this order has shipped: cancel its unshipped rest'.
 */
async function lockNothingShipped(tx: Transaction, orderId: string): Promise<OrderLineRow[]> {
  await lockOrder(tx, orderId);
  const lines = await lockOrderLines(tx, orderId);
  if (lines.some((line) => line.shippedQuantity > 0)) {
    throw new ConflictError(CANCEL_UNSHIPPED_MESSAGES.partShipped);
  }
  return lines;
}

/**
 * Refunds a cancelled card order and, in the transaction that records the refund, issues the
 * credit note cancelling its invoice with the refund's id on it (decision 310). An order paid by
 * bank transfer is refunded by the shop's bank, outside the shop: its credit note says so
 * (decision 314).
 */
async function refundOrder(
  db: Database,
  provider: PaymentProvider | undefined,
  order: OrderRow,
): Promise<void> {
  const refundId =
    provider && order.transactionId ? (await provider.refund(order.transactionId)).refundId : null;
  await db.transaction(async (tx) => {
    if (refundId) await setRefundId(tx, order.id, refundId);
    await creditWholeInvoice(tx, order.id, {
      reason: refundId
        ? TAX_NOTE_MESSAGES.cardRefunded
        : order.paymentProvider === 'bank_transfer'
          ? BANK_TRANSFER_MESSAGES.refundByTransfer
          : TAX_NOTE_MESSAGES.orderCancelled,
      issuedById: order.userId,
      refundReference: refundId,
      rates: await ratesOfOrder(tx, order.id),
    });
  });
}
