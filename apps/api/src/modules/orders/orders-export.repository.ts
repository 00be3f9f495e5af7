import { SHOP_TIME_ZONE, type OrderStatus } from '@partline/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

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

/** An order of an export, its cursor text of `created_at`, and its lines by position. */
export interface ExportOrderRow {
  id: string;
  /** ISO 8601 UTC with milliseconds, as `Date.prototype.toISOString` writes it. */
  createdAt: string;
  cursor: string;
  status: OrderStatus;
  userEmail: string;
  poNumber: string | null;
  totalPoisha: number;
  /** ISO 8601 UTC, as {@link ExportOrderRow.createdAt}. */
  paidAt: string | null;
  transactionId: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  lines: ExportLineRow[];
}

/** The columns of an order line an export writes. */
export interface ExportLineRow {
  position: number;
  sku: string;
  productName: string;
  quantity: number;
  unitPricePoisha: number;
  lineTotalPoisha: number;
}

/** One row of {@link selectBatch}: an order's columns and one of its lines (none: nulls). */
type BatchRow = Omit<ExportOrderRow, 'lines'> & {
  [K in keyof ExportLineRow]: ExportLineRow[K] | null;
};

/** First instant of shop day `day`. */
const startOfShopDay = (day: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

/**
 * A time as `Date.prototype.toISOString` writes it (UTC, milliseconds truncated as a JavaScript
 * Date truncates PostgreSQL's microseconds), written by the database: the export makes no Date.
 */
const iso = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The batch's orders and their lines in one statement, one row per line (decision 070): one round
 * trip per batch. Every column is text or a number, the same on PostgreSQL and PGlite, and read
 * without Drizzle's row mapping (the export's hot loop).
 */
async function selectBatch(
  db: Database,
  filter: OrdersExportFilter,
  after: ExportCursor | undefined,
  limit: number,
): Promise<BatchRow[]> {
  const c = sql`o.created_at`;
  const result = await db.execute(sql`
    WITH batch AS (
      SELECT o.id, o.created_at, o.status, o.user_email, o.po_number, o.total_poisha, o.paid_at,
        o.transaction_id, o.delivered_at, o.cancelled_at
      FROM orders o
      WHERE ${c} >= ${startOfShopDay(filter.from)}
        AND ${c} < (((${filter.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}))
        ${filter.status ? sql`AND o.status = ${filter.status}::order_status` : sql``}
        -- Written so that created_at >= cursor can use the created_at index as a range.
        ${
          after
            ? sql`AND ${c} >= ${after.createdAt}::timestamptz
                AND (${c} > ${after.createdAt}::timestamptz OR o.id > ${after.id}::uuid)`
            : sql``
        }
      ORDER BY o.created_at, o.id
      LIMIT ${limit}
    )
    SELECT b.id::text AS "id", ${iso(sql`b.created_at`)} AS "createdAt",
      b.created_at::text AS "cursor", b.status::text AS "status", b.user_email AS "userEmail",
      b.po_number AS "poNumber", b.total_poisha::float8 AS "totalPoisha",
      ${iso(sql`b.paid_at`)} AS "paidAt", b.transaction_id AS "transactionId",
      ${iso(sql`b.delivered_at`)} AS "deliveredAt", ${iso(sql`b.cancelled_at`)} AS "cancelledAt",
      l.position AS "position", l.sku AS "sku", l.product_name AS "productName",
      l.quantity AS "quantity", l.unit_price_poisha::float8 AS "unitPricePoisha",
      l.line_total_poisha::float8 AS "lineTotalPoisha"
    FROM batch b LEFT JOIN order_lines l ON l.order_id = b.id
    ORDER BY b.created_at, b.id, l.position`);
  return (result as unknown as { rows: BatchRow[] }).rows;
}

/**
 * One batch of the export, oldest first (`created_at`, then `id`): at most `limit` orders after
 * `after` with their lines by position (keyset pagination: each batch is one indexed statement,
 * whatever the offset).
 */
export async function ordersExportBatch(
  db: Database,
  filter: OrdersExportFilter,
  after: ExportCursor | undefined,
  limit: number,
): Promise<ExportOrderRow[]> {
  const batch: ExportOrderRow[] = [];
  let current: ExportOrderRow | undefined;
  for (const row of await selectBatch(db, filter, after, limit)) {
    const { position, sku, productName, quantity, unitPricePoisha, lineTotalPoisha, ...order } =
      row;
    if (current?.id !== order.id) {
      current = { ...order, lines: [] };
      batch.push(current);
    }
    // An order has at least one line (decision 126); the left join keeps one that has none.
    if (position !== null) {
      current.lines.push({
        position,
        sku: sku!,
        productName: productName!,
        quantity: quantity!,
        unitPricePoisha: unitPricePoisha!,
        lineTotalPoisha: lineTotalPoisha!,
      });
    }
  }
  return batch;
}
