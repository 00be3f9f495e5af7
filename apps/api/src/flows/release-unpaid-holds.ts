import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { Database } from '../db/client.js';
import {
  mailLinesOf,
  queueOrderExpiredMail,
  queueProformaExpiredMail,
} from '../mail/order-mails.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  cancelBackorderedPieces,
  cancelExpiredHolds,
  cancelUnpaidOrders,
  listOrderLines,
  releaseDueTransferHolds,
  type OrderLineRow,
} from '../modules/orders/orders.repository.js';
import { receivedPoishaOf } from '../modules/payments/bank-transfers.repository.js';
import { orderIdsWithSessionIn } from '../modules/payments/payment-sessions.repository.js';
import { orderMailFacts, orderMailTarget } from './order-mail.js';
import { heldPieces, productIdsOf, releaseLines, type StockLine } from './order-stock.js';

/**
 * Cancels the unpaid checkout orders that have held their lines' stock for `holdMinutes` or longer
 * (decision 160), at most `limit` of them, in one transaction: the orders become `cancelled`,
 * every line's hold is released (one statement per product, in ascending product id order like
 * every other stock change), pieces waiting on a backorder become cancelled (decision 321) and the
 * buyer's 'not paid in time' e-mail is queued. An order with a
 * payment held for review (SSLCommerz `risk_level` 1, decision 312) is not cancelled. Orders locked by
 * a payment, a cancellation or another instance's pass are skipped and looked at again next time.
 * A payment that succeeds for such an order afterwards is refunded by the paying flow
 * (`order_cancelled`, decision 087). A bank-transfer order is left to {@link
 * releaseDueTransfers}, which this pass runs too: its stock is held until its `transferDueAt`.
 * Returns how many orders were cancelled or released.
 */
export async function releaseUnpaidHolds(
  db: Database,
  holdMinutes: number,
  limit: number,
): Promise<number> {
  // Paid, but held for the shop admin's review (decision 312): the decision, not the clock, ends it.
  const inReview = await orderIdsWithSessionIn(db, 'review');
  let releasedIds: string[] = [];
  const cancelled = await db.transaction(async (tx) => {
    const orders = await cancelExpiredHolds(tx, holdMinutes, limit, inReview);
    if (orders.length === 0) return [];
    const linesByOrder = await listOrderLines(
      tx,
      orders.map((order) => order.id),
    );
    await releaseLines(tx, piecesOf(linesByOrder));
    releasedIds = productIdsOf(piecesOf(linesByOrder));
    await cancelBackorderedPieces(
      tx,
      orders.map((order) => order.id),
    );
    for (const order of orders) {
      const lines = linesByOrder.get(order.id) ?? [];
      await queueOrderExpiredMail(tx, orderMailTarget(order), {
        ...orderMailFacts(order),
        totalPoisha: order.totalPoisha,
        currency: order.currency,
        placedAt: order.createdAt.toISOString(),
        holdMinutes,
        lines: mailLinesOf(lines),
      });
    }
    return orders.map((order) => order.userEmail);
  });
  const released = await releaseDueTransfers(db, limit);
  if (cancelled.length === 0) return released;
  stockChanged(db, releasedIds);
  ordersChanged(db, cancelled);
  return cancelled.length + released;
}

/**
 * Every line's held pieces summed per product: one release per product (decision 160). Pieces
 * waiting on a backorder were never held: the order no longer holding stock takes them out of
 * the queue (decision 321).
 */
function piecesOf(linesByOrder: ReadonlyMap<string, readonly OrderLineRow[]>): StockLine[] {
  const pieces = new Map<string, number>();
  for (const lines of linesByOrder.values()) {
    for (const line of lines) {
      if (line.productId) {
        pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + heldPieces(line));
      }
    }
  }
  return [...pieces].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The expired proformas (decision 314): up to `limit` unpaid bank-transfer orders whose
 * `transferDueAt` has passed while they hold stock, in one transaction. Every line's hold is
 * released and the buyer is e-mailed (`order_expired`, its proforma variant). An order for which
 * no transfer was recorded is cancelled, as other expired unpaid orders are; one with a part
 * received stays unpaid without a hold — the shop settles it with the buyer (recording the rest
 * takes the holds again, or cancelling it refunds outside the shop). Locked orders (a transfer
 * being recorded) are skipped until the next pass. Returns how many orders were released.
 */
export async function releaseDueTransfers(db: Database, limit: number): Promise<number> {
  let releasedIds: string[] = [];
  const released = await db.transaction(async (tx) => {
    const orders = await releaseDueTransferHolds(tx, limit);
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const linesByOrder = await listOrderLines(tx, ids);
    const received = await receivedPoishaOf(tx, ids);
    await releaseLines(tx, piecesOf(linesByOrder));
    releasedIds = productIdsOf(piecesOf(linesByOrder));
    const cancelled = ids.filter((id) => !received.has(id));
    await cancelUnpaidOrders(tx, cancelled);
    // One with a part received keeps its backordered pieces: taking its holds again puts them
    // back in the queue at its place (decision 321).
    await cancelBackorderedPieces(tx, cancelled);
    for (const order of orders) {
      await queueProformaExpiredMail(tx, orderMailTarget(order), {
        ...orderMailFacts(order),
        totalPoisha: order.totalPoisha,
        currency: order.currency,
        placedAt: order.createdAt.toISOString(),
        lines: mailLinesOf(linesByOrder.get(order.id) ?? []),
        bankTransfer: {
          dueAt: (order.transferDueAt ?? new Date()).toISOString(),
          receivedPoisha: received.get(order.id) ?? 0,
        },
      });
    }
    return orders.map((order) => order.userEmail);
  });
  if (released.length === 0) return 0;
  stockChanged(db, releasedIds);
  ordersChanged(db, released);
  return released.length;
}
