import { SHOP_TIME_ZONE, TOP_PRODUCTS_LIMIT, type OrderStatus } from '@partline/shared';
import { and, asc, countDistinct, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';

// The orders' figures of the admin overview (decision 071), read by flows/get-admin-overview.ts.

/** The shop days `from`..`to` (`YYYY-MM-DD`, both included). */
export interface ShopDays {
  from: string;
  to: string;
}

// Inlined, not a parameter: GROUP BY must see the same expression as SELECT (a constant of ours).
const TZ = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Orders that earned money: paid or delivered (cancelled paid orders were refunded). */
const earning = inArray(orders.status, ['paid', 'delivered']);

/** Paid on one of `days` (shop time zone). */
function paidWithin(days: ShopDays): SQL | undefined {
  return and(
    earning,
    sql`${orders.paidAt} >= ((${days.from}::date)::timestamp AT TIME ZONE ${TZ})`,
    sql`${orders.paidAt} < (((${days.to}::date + 1)::timestamp AT TIME ZONE ${TZ}))`,
  );
}

/** Revenue (poisha) and paid orders per shop day of `days` that has any. */
export function revenueByShopDay(db: Database, days: ShopDays) {
  const day = sql<string>`((${orders.paidAt} AT TIME ZONE ${TZ})::date)::text`;
  return db
    .select({
      day,
      revenuePoisha: sql<number>`sum(${orders.totalPoisha})::bigint`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(paidWithin(days))
    .groupBy(day);
}

/** How many orders have each status (statuses without orders are absent). */
export function countOrdersByStatus(
  db: Database,
): Promise<{ status: OrderStatus; count: number }[]> {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}

/**
 * What a product sold in `days`, counted per order line (decision 126), so every product of an
 * N-line order counts, not only its first: revenue (poisha, the lines' totals at their tier
 * prices), pieces and orders. A product is its id and the name its lines were placed under.
 */
export function topProducts(db: Database, days: ShopDays, by: 'revenue' | 'quantity') {
  const revenue = sql<number>`sum(${orderLines.lineTotalPoisha})::bigint`.mapWith(Number);
  const quantity = sql<number>`sum(${orderLines.quantity})::bigint`.mapWith(Number);
  const [first, second] = by === 'revenue' ? [revenue, quantity] : [quantity, revenue];
  return db
    .select({
      productId: orderLines.productId,
      productName: orderLines.productName,
      revenuePoisha: revenue,
      quantity,
      orders: countDistinct(orders.id),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(paidWithin(days))
    .groupBy(orderLines.productId, orderLines.productName)
    .orderBy(desc(first), desc(second), asc(orderLines.productName))
    .limit(TOP_PRODUCTS_LIMIT);
}
