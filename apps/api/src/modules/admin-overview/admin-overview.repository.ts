import { SHOP_TIME_ZONE, TOP_PRODUCTS_LIMIT, type OrderStatus } from '@partline/shared';
import { and, asc, count, desc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, products } from '../../db/schema/index.js';

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

/** What a product sold in `days`: revenue (poisha), pieces and orders. */
export function topProducts(db: Database, days: ShopDays, by: 'revenue' | 'quantity') {
  const revenue = sql<number>`sum(${orders.totalPoisha})::bigint`.mapWith(Number);
  const quantity = sql<number>`sum(${orders.quantity})::bigint`.mapWith(Number);
  const [first, second] = by === 'revenue' ? [revenue, quantity] : [quantity, revenue];
  return db
    .select({
      productId: orders.productId,
      productName: orders.productName,
      revenuePoisha: revenue,
      quantity,
      orders: count(),
    })
    .from(orders)
    .where(paidWithin(days))
    .groupBy(orders.productId, orders.productName)
    .orderBy(desc(first), desc(second), asc(orders.productName))
    .limit(TOP_PRODUCTS_LIMIT);
}

/** Buyable pieces of a product: in stock minus held by paid orders. */
const buyable = sql<number>`${products.availableQuantity} - ${products.heldQuantity}`;

/** Products on sale with fewer than `minOrders` minimum orders buyable. */
function lowOnStock(minOrders: number): SQL | undefined {
  return and(isNull(products.deletedAt), sql`${buyable} < ${minOrders} * ${products.minOrder}`);
}

/** The low-stock products, fewest minimum orders left first, at most `limit`. */
export function lowStockProducts(db: Database, minOrders: number, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      minOrder: products.minOrder,
      availableQuantity: products.availableQuantity,
      heldQuantity: products.heldQuantity,
      buyable: buyable.mapWith(Number),
    })
    .from(products)
    .where(lowOnStock(minOrders))
    .orderBy(sql`${buyable}::float8 / ${products.minOrder}`, asc(products.name))
    .limit(limit);
}

/** How many products are low on stock. */
export async function countLowStockProducts(db: Database, minOrders: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(lowOnStock(minOrders));
  return row?.total ?? 0;
}
