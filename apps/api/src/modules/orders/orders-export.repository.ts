import { SHOP_TIME_ZONE, type OrderStatus } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { csvCell as cell, csvIsoTime as iso, csvTaka as taka } from '../../csv/csv-sql.js';
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

/**
 * One batch of an export: the CSV records of its orders' lines, written by the database, and where
 * it ended.
 */
export interface ExportBatch {
  /** Orders read (an order without lines counts, and writes no record). */
  orders: number;
  /**
   * The records of the batch's lines in order (`created_at`, order id, line position), each ended
   * by CRLF, in the columns of `ORDERS_CSV_COLUMNS`; empty when its orders have no lines.
   */
  csv: string;
  /** The batch's last order; absent when the batch is empty. */
  last?: ExportCursor;
}

/** First instant of shop day `day`. */
const startOfShopDay = (day: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

/**
 * One batch of the export, oldest first (`created_at`, then `id`): at most `limit` orders after
 * `after` (keyset: each batch is one indexed statement, whatever the offset), their lines written
 * as CSV records by the database in one statement (decision 240). The order's columns are written
 * once per order and repeated on each of its lines; Node then only passes the text on. The same
 * statement runs on PostgreSQL and PGlite.
 */
export async function ordersExportBatch(
  db: Database,
  filter: OrdersExportFilter,
  after: ExportCursor | undefined,
  limit: number,
): Promise<ExportBatch> {
  const c = sql`o.created_at`;
  const result = await db.execute(sql`
    WITH batch AS (
      SELECT o.id, o.created_at,
        o.id::text || ',' || o.number || ',' || ${iso(c)} || ',' || o.status::text || ','
          || ${cell(sql`o.user_email`)} || ',' || ${cell(sql`o.po_number`)} || ',' AS head,
        ',' || ${taka(sql`o.total_poisha`)} || ',' || ${iso(sql`o.paid_at`)} || ','
          || ${cell(sql`o.transaction_id`)} || ',' || ${iso(sql`o.delivered_at`)} || ','
          || ${iso(sql`o.cancelled_at`)} || E'\r\n' AS tail
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
    ),
    last AS (SELECT created_at, id FROM batch ORDER BY created_at DESC, id DESC LIMIT 1)
    SELECT (SELECT count(*) FROM batch)::int AS "orders",
      (SELECT created_at::text FROM last) AS "lastCreatedAt",
      (SELECT id::text FROM last) AS "lastId",
      coalesce((
        SELECT string_agg(
          b.head || (l.position + 1)::text || ',' || ${cell(sql`l.sku`)} || ','
            || ${cell(sql`l.product_name`)} || ',' || l.quantity::text || ','
            || ${taka(sql`l.unit_price_poisha`)} || ',' || ${taka(sql`l.line_total_poisha`)}
            || b.tail,
          '' ORDER BY b.created_at, b.id, l.position)
        FROM batch b JOIN order_lines l ON l.order_id = b.id
      ), '') AS "csv"`);
  const [row] = (
    result as unknown as {
      rows: { orders: number; lastCreatedAt: string | null; lastId: string | null; csv: string }[];
    }
  ).rows;
  if (!row?.lastCreatedAt || !row.lastId) return { orders: 0, csv: '' };
  return {
    orders: row.orders,
    csv: row.csv,
    last: { createdAt: row.lastCreatedAt, id: row.lastId },
  };
}
