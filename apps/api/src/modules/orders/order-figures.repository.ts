import { TOP_PRODUCTS_LIMIT, type OrderStatus } from '@partline/shared';
import { and, asc, desc, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { orderProductDays, orderRevenueDays, orderStatusCounts } from '../../db/schema/index.js';

// The orders' figures of the admin overview (decision 071), read by flows/get-admin-overview.ts
// from the rollups the database keeps up to date on every write of orders and their lines
// (decision 212): a few hundred rows, whatever the number of orders.

/** The shop days `from`..`to` (`YYYY-MM-DD`, both included). */
export interface ShopDays {
  from: string;
  to: string;
}

const bigSum = (column: AnyPgColumn) => sql<number>`sum(${column})::bigint`.mapWith(Number);

/**
 * Revenue (poisha) and orders that earned money — paid or delivered (cancelled paid orders were
 * refunded) — per shop day of payment of `days` that has any.
 */
export async function revenueByShopDay(db: Database, days: ShopDays) {
  const rows = await db
    .select({
      day: sql<string>`${orderRevenueDays.day}::text`,
      revenuePoisha: bigSum(orderRevenueDays.revenuePoisha),
      orders: bigSum(orderRevenueDays.orders),
    })
    .from(orderRevenueDays)
    .where(and(gte(orderRevenueDays.day, days.from), lte(orderRevenueDays.day, days.to)))
    .groupBy(orderRevenueDays.day);
  return rows.filter((row) => row.orders !== 0);
}

/** How many orders have each status (statuses without orders are absent). */
export async function countOrdersByStatus(
  db: Database,
): Promise<{ status: OrderStatus; count: number }[]> {
  const rows = await db
    .select({ status: orderStatusCounts.status, count: bigSum(orderStatusCounts.count) })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  return rows.filter((row) => row.count !== 0);
}

/**
 * What a product sold in `days`, counted per order line (decision 126), so every product of an
 * N-line order counts, not only its first: revenue (poisha, the lines' totals at their tier
 * prices), pieces and orders. A product is its id and the name its lines were placed under.
 */
export function topProducts(db: Database, days: ShopDays, by: 'revenue' | 'quantity') {
  const t = orderProductDays;
  const revenue = bigSum(t.revenuePoisha);
  const quantity = bigSum(t.quantity);
  const orders = bigSum(t.orders);
  const [first, second] = by === 'revenue' ? [revenue, quantity] : [quantity, revenue];
  return (
    db
      .select({
        productId: t.productId,
        productName: t.productName,
        revenuePoisha: revenue,
        quantity,
        orders,
      })
      .from(t)
      .where(and(gte(t.day, days.from), lte(t.day, days.to)))
      .groupBy(t.productId, t.productName)
      // A product whose every order in `days` was cancelled is not among them (its sums are 0).
      .having(or(ne(orders, 0), ne(revenue, 0), ne(quantity, 0)))
      .orderBy(desc(first), desc(second), asc(t.productName))
      .limit(TOP_PRODUCTS_LIMIT)
  );
}
