import type { Database, Transaction } from '../db/client.js';
import { queueBackorderAllocatedMail } from '../mail/order-mails.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  backorderQueueOf,
  findOrder,
  listOrderLines,
  lockBackorderQueue,
  setBackorderedQuantity,
} from '../modules/orders/orders.repository.js';
import { holdStock, lockProducts } from '../modules/products/products.repository.js';
import type { BackorderQueue } from '../modules/products/products.service.js';
import { orderMailTarget } from './order-mail.js';

/*
 * Backorders (decision 321): pieces of a line beyond the buyable stock of a product that allows
 * them wait, held by no one, in the order orders were placed. A stock change allocates the new
 * buyable stock to them in its own transaction, first come first served.
 */

/** Pieces a restock gave one line: the line, its order and how many. */
interface Allocation {
  lineId: string;
  orderId: string;
  pieces: number;
}

/**
 * Allocates the buyable stock of `productIds` to their backorder queue (decision 321), in the
 * caller's transaction after its stock change: for each product (ascending id, locked by
 * `lockProducts`, decision 126) and each line of the locked orders `orderIds` waiting for it in
 * placing order (`created_at`, then id), `min(backordered, buyable)` pieces move from the line's
 * `backordered_quantity` to the product's `held_quantity`, until the stock or the queue runs out.
 * Each buyer whose order got pieces is e-mailed (`backorder_allocated`) in the same transaction.
 * Deleted products allocate nothing. Returns the e-mails of those buyers (their order lists
 * change: `ordersChanged` after the commit).
 * @throws Error when a hold the locked rows allowed is refused (the transaction rolls back).
 */
export async function allocateBackorders(
  tx: Transaction,
  productIds: readonly string[],
  orderIds: readonly string[],
): Promise<string[]> {
  if (orderIds.length === 0 || productIds.length === 0) return [];
  const products = await lockProducts(tx, productIds);
  const allocations: Allocation[] = [];
  for (const [productId, product] of products) {
    if (product.deletedAt) continue;
    let buyable = product.availableQuantity - product.heldQuantity;
    if (buyable <= 0) continue;
    let taken = 0;
    for (const line of await backorderQueueOf(tx, productId, orderIds)) {
      if (buyable === 0) break;
      const pieces = Math.min(line.backorderedQuantity, buyable);
      await setBackorderedQuantity(tx, line.id, line.backorderedQuantity - pieces);
      allocations.push({ lineId: line.id, orderId: line.orderId, pieces });
      buyable -= pieces;
      taken += pieces;
    }
    if (taken > 0 && !(await holdStock(tx, productId, taken))) {
      throw new Error(`product ${productId}: a backorder allocation was refused`);
    }
  }
  return mailAllocations(tx, allocations);
}

/**
 * Queues one 'backordered pieces allocated' e-mail per order that got pieces; their buyers'
 * e-mails.
 */
async function mailAllocations(
  tx: Transaction,
  allocations: readonly Allocation[],
): Promise<string[]> {
  const orderIds = [...new Set(allocations.map((allocation) => allocation.orderId))];
  const buyers: string[] = [];
  const linesByOrder = await listOrderLines(tx, orderIds);
  const allocated = new Map(allocations.map((allocation) => [allocation.lineId, allocation]));
  for (const orderId of orderIds) {
    const order = await findOrder(tx, orderId);
    if (!order) continue;
    buyers.push(order.userEmail);
    const lines = linesByOrder.get(orderId) ?? [];
    const waiting = lines.reduce((sum, line) => sum + line.backorderedQuantity, 0);
    await queueBackorderAllocatedMail(
      tx,
      { ...orderMailTarget(order), period: `waiting:${waiting}` },
      {
        orderId: order.id,
        orderNumber: order.number,
        buyerName: order.userName,
        lines: lines.flatMap((line) => {
          const allocation = allocated.get(line.id);
          return allocation
            ? [
                {
                  sku: line.sku,
                  productName: line.productName,
                  allocated: allocation.pieces,
                  stillBackordered: line.backorderedQuantity,
                },
              ]
            : [];
        }),
      },
    );
  }
  return buyers;
}

/**
 * The backorder queue as a stock change of the products module uses it ({@link BackorderQueue}):
 * the orders waiting for the products are locked first, before any product row, and after the
 * change the new buyable stock is allocated to them ({@link allocateBackorders}).
 */
export const backorderQueue: BackorderQueue = {
  async lock(db: Database, tx: Transaction, productIds: readonly string[]) {
    const orderIds = await lockBackorderQueue(tx, productIds);
    let buyers: string[] = [];
    return {
      allocate: async () => {
        buyers = await allocateBackorders(tx, productIds, orderIds);
      },
      committed: () => {
        if (buyers.length > 0) ordersChanged(db, buyers);
      },
    };
  },
};
