import { SHOP_TIME_ZONE, type OrderStatus } from '@partline/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/** Which orders an export reads: placed on the shop days `from`..`to` (both included). */
export interface OrdersExportFilter {
  /** `YYYY-MM-DD`, shop time zone. */
  from: string;
  /** `YYYY-MM-DD`, shop time zone. */
  to: string;
  status?: OrderStatus | undefined;
}

/**
 * Where the previous batch ended: its last order's `created_at` as PostgreSQL's text (microseconds
 * kept: a JavaScript Date would round them and skip or repeat rows) and its id.
 */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/** The order columns of an export's rows, and the cursor text of its `created_at`. */
export type ExportOrderRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** First instant of shop day `day`. */
const startOfShopDay = (day: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

function selectBatch(
  db: Database,
  filter: OrdersExportFilter,
  after: ExportCursor | undefined,
  limit: number,
) {
  const c = orders.createdAt;
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      cursor: sql<string>`${c}::text`,
      status: orders.status,
      userEmail: orders.userEmail,
      poNumber: orders.poNumber,
      totalPoisha: orders.totalPoisha,
      paidAt: orders.paidAt,
      transactionId: orders.transactionId,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .where(
      and(
        sql`${c} >= ${startOfShopDay(filter.from)}`,
        sql`${c} < (((${filter.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}))`,
        filter.status ? eq(orders.status, filter.status) : undefined,
        // Written so that `created_at >= cursor` can use the created_at index as a range.
        after
          ? sql`${c} >= ${after.createdAt}::timestamptz AND (${c} > ${after.createdAt}::timestamptz OR ${orders.id} > ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(c), asc(orders.id))
    .limit(limit);
}

/**
 * One batch of the export, oldest first (`created_at`, then `id`): at most `limit` orders after
 * `after` (keyset pagination: each batch is one indexed query, whatever the offset).
 */
export function ordersExportBatch(
  db: Database,
  filter: OrdersExportFilter,
  after: ExportCursor | undefined,
  limit: number,
): Promise<ExportOrderRow[]> {
  return selectBatch(db, filter, after, limit);
}
