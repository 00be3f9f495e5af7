import { DELIVERY_DEADLINE_DAYS, SHOP_CITY_PATTERN, SHOP_TIME_ZONE } from '@partline/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { afterInstantCursor, instantKey } from '../../keyset-page.js';

// The fulfilment watch (decision 321): the paid orders still to ship and their delivery deadline.
// Its reads walk the paid orders only, the shop's working queue — not every order ever placed.

/** Whether the order ships to the shop's city: its address matches `SHOP_CITY_PATTERN`. */
const sameCity = sql<boolean>`coalesce(${orders.address} ~* ${SHOP_CITY_PATTERN}, false)`;

/**
 * The delivery deadline of a paid order, a `date`: its shop day of payment (Asia/Dhaka) plus 5 days
 * in the shop's city, 10 elsewhere — `deliveryDeadline` of the shared package, in SQL.
 */
const deadline = sql`((${orders.paidAt} AT TIME ZONE ${SHOP_TIME_ZONE})::date + CASE WHEN ${sameCity} THEN ${sql.raw(String(DELIVERY_DEADLINE_DAYS.sameCity))} ELSE ${sql.raw(String(DELIVERY_DEADLINE_DAYS.elsewhere))} END)`;

/** A piece count of the order's lines (`l`), summed in a subquery. */
const piecesOf = (column: string) =>
  sql<number>`(SELECT coalesce(sum(l.${sql.identifier(column)}), 0)::int FROM ${orderLines} l WHERE l."order_id" = "orders"."id")`.mapWith(
    Number,
  );

/** A paid order still to ship has a line with a piece neither shipped nor cancelled. */
const notFullyShipped = sql`EXISTS (SELECT 1 FROM ${orderLines} l WHERE l."order_id" = "orders"."id" AND l."shipped_quantity" + l."cancelled_quantity" < l."quantity")`;

const toShip = and(eq(orders.status, 'paid'), notFullyShipped);

/** A row of {@link paidOrdersToShip}. */
export interface OrderToShipRow {
  id: string;
  number: string;
  userName: string;
  userEmail: string;
  companyId: string | null;
  address: string | null;
  paidAt: Date;
  /** `paid_at` as a cursor keeps it, to the microsecond. */
  paidKey: string;
  sameCity: boolean;
  ordered: number;
  shipped: number;
  cancelled: number;
  backordered: number;
}

/**
 * Up to `limit` paid orders (status `paid`) with a piece neither shipped nor cancelled, oldest
 * payment first (`paid_at`, then id), after the cursor's `[paidAt, id]` when given; each with its
 * pieces summed over its lines and whether it ships to the shop's city.
 */
export async function paidOrdersToShip(
  db: Executor,
  limit: number,
  after?: readonly [string, string],
): Promise<OrderToShipRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      userName: orders.userName,
      userEmail: orders.userEmail,
      companyId: orders.companyId,
      address: orders.address,
      paidAt: orders.paidAt,
      paidKey: instantKey(orders.paidAt),
      sameCity,
      ordered: piecesOf('quantity'),
      shipped: piecesOf('shipped_quantity'),
      cancelled: piecesOf('cancelled_quantity'),
      backordered: piecesOf('backordered_quantity'),
    })
    .from(orders)
    .where(
      and(
        toShip,
        sql`${orders.paidAt} IS NOT NULL`,
        after ? afterInstantCursor(orders.paidAt, orders.id, after, 'asc') : undefined,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, paidAt: row.paidAt!, sameCity: row.sameCity === true }));
}

/**
 * How many paid orders with a piece neither shipped nor cancelled are past their delivery deadline
 * on the shop day `today` (`YYYY-MM-DD`): the deadline is before it.
 */
export async function countLateOrders(db: Executor, today: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(and(toShip, sql`${deadline} < ${today}::date`));
  return row?.count ?? 0;
}
