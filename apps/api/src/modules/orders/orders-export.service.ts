import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ORDERS_CSV_COLUMNS, toTaka, type OrdersExportQuery } from '@partline/shared';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client.js';
import {
  ordersExportBatch,
  type ExportCursor,
  type ExportOrderRow,
  type OrdersExportFilter,
} from './orders-export.repository.js';

/** Orders read per query of an export: what the export holds in memory at most, rows. */
export const EXPORT_BATCH_ROWS = 2_000;

/** An exported order with its lines, by position. */
export type ExportOrder = ExportOrderRow;

/**
 * The export's orders with their lines in batches of at most `batchSize` orders, oldest first.
 * Lazy: a batch is read from the database only when the previous one has been consumed, so a
 * consumer that stops pulling (a slow download) stops the reads too.
 */
export async function* orderExportBatches(
  db: Database,
  filter: OrdersExportFilter,
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportOrder[], void, undefined> {
  let after: ExportCursor | undefined;
  for (;;) {
    const batch = await ordersExportBatch(db, filter, after, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
  }
}

const taka = (poisha: number) => toTaka(poisha).toFixed(2);

/**
 * The CSV records of an order, one per line (decision 126), in the order of
 * {@link ORDERS_CSV_COLUMNS}: the order's columns repeated on each, then the line's.
 */
export function toCsvRecords(order: ExportOrder): string[][] {
  return order.lines.map((line) => [
    order.id,
    order.createdAt,
    order.status,
    order.userEmail,
    order.poNumber ?? '',
    String(line.position + 1),
    line.sku,
    line.productName,
    String(line.quantity),
    taka(line.unitPricePoisha),
    taka(line.lineTotalPoisha),
    taka(order.totalPoisha),
    order.paidAt ?? '',
    order.transactionId ?? '',
    order.deliveredAt ?? '',
    order.cancelledAt ?? '',
  ]);
}

/** Options of {@link ordersCsv}. */
export interface OrdersCsvOptions {
  batchSize?: number;
  /**
   * Told when the stream fails after it started (a database error, or the client went away:
   * `ERR_STREAM_PREMATURE_CLOSE`); the download is cut short then.
   */
  onError?: (error: unknown) => void;
}

/**
 * `GET /admin/orders/export.csv` (docs/back-office-contract.md, decision 070): the orders of `query` as a CSV stream, one row per order line — UTF-8 with
 * a byte-order mark (so spreadsheets read it as UTF-8), CRLF line ends, RFC 4180 quoting, cells
 * starting with `=`, `+`, `-`, `@`, tab or CR prefixed with `'` (CSV injection), header
 * {@link ORDERS_CSV_COLUMNS}; times in ISO 8601 UTC, money in Taka with two decimals.
 *
 * The first batch is read before this resolves, so a database failure at the start still becomes
 * an error answer; later batches are read as the stream is consumed (backpressure), never all at
 * once.
 */
export async function ordersCsv(
  db: Database,
  query: OrdersExportQuery,
  options: OrdersCsvOptions = {},
): Promise<Readable> {
  const batches = orderExportBatches(
    db,
    { from: query.from, to: query.to, status: query.status },
    options.batchSize,
  );
  const first = await batches.next();
  async function* records() {
    yield [...ORDERS_CSV_COLUMNS];
    if (first.done) return;
    for (const order of first.value) yield* toCsvRecords(order);
    for await (const batch of batches) {
      for (const order of batch) yield* toCsvRecords(order);
    }
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
  // Destroying `csv` (the client went away) also ends the reads: pipeline returns the generator.
  pipeline(Readable.from(records()), csv).catch((error: unknown) => options.onError?.(error));
  return csv;
}
