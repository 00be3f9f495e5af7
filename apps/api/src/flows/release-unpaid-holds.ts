import { catalogChanged } from '../catalog-cache/catalog-cache.js';
import type { Database } from '../db/client.js';
import { mailLinesOf, queueOrderExpiredMail } from '../mail/order-mails.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import { cancelExpiredHolds, listOrderLines } from '../modules/orders/orders.repository.js';
import { orderIdsWithSessionIn } from '../modules/payments/payment-sessions.repository.js';
import { orderMailFacts, orderMailTarget } from './order-mail.js';
import { releaseLines, type StockLine } from './order-stock.js';

/**
 * Cancels the unpaid checkout orders that have held their lines' stock for `holdMinutes` or longer
 * (decision 160), at most `limit` of them, in one transaction: the orders become `cancelled`,
 * every line's hold is released (one statement per product, in ascending product id order like
 * every other stock change) and the buyer's 'not paid in time' e-mail is queued. An order with a
 * payment held for review (SSLCommerz `risk_level` 1, decision 312) is not cancelled. Orders locked by
 * a payment, a cancellation or another instance's pass are skipped and looked at again next time.
 * A payment that succeeds for such an order afterwards is refunded by the paying flow
 * (`order_cancelled`, decision 087). Returns how many orders were cancelled.
 */
export async function releaseUnpaidHolds(
  db: Database,
  holdMinutes: number,
  limit: number,
): Promise<number> {
  // Paid, but held for the shop admin's review (decision 312): the decision, not the clock, ends it.
  const inReview = await orderIdsWithSessionIn(db, 'review');
  const cancelled = await db.transaction(async (tx) => {
    const orders = await cancelExpiredHolds(tx, holdMinutes, limit, inReview);
    if (orders.length === 0) return [];
    const linesByOrder = await listOrderLines(
      tx,
      orders.map((order) => order.id),
    );
    const pieces = new Map<string, number>();
    for (const lines of linesByOrder.values()) {
      for (const line of lines) {
        if (line.productId) {
          pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
        }
      }
    }
    const stock: StockLine[] = [...pieces].map(([productId, quantity]) => ({
      productId,
      quantity,
    }));
    await releaseLines(tx, stock);
    for (const order of orders) {
      const lines = linesByOrder.get(order.id) ?? [];
      await queueOrderExpiredMail(tx, orderMailTarget(order), {
        ...orderMailFacts(order),
        totalPoisha: order.totalPoisha,
        placedAt: order.createdAt.toISOString(),
        holdMinutes,
        lines: mailLinesOf(lines),
      });
    }
    return orders.map((order) => order.userEmail);
  });
  if (cancelled.length === 0) return 0;
  catalogChanged(db);
  ordersChanged(db, cancelled);
  return cancelled.length;
}
