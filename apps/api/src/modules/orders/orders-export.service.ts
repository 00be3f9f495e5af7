import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ORDERS_CSV_COLUMNS, type OrdersExportQuery } from '@partline/shared';
import { readingAhead } from '../../csv/reading-ahead.js';
import type { Database } from '../../db/client.js';
import {
  ordersExportBatch,
  type ExportBatch,
  type ExportCursor,
  type OrdersExportFilter,
} from './orders-export.repository.js';

/** Orders read per query of an export (each with its lines, about three on average). */
export const EXPORT_BATCH_ORDERS = 2_000;

/**
 * The export's orders in batches of at most `batchSize` orders, oldest first, their lines as CSV
 * records. Lazy: a batch is read from the database only when the previous one has been consumed,
 * so a consumer that stops pulling (a slow download) stops the reads too.
 */
export async function* orderExportBatches(
  db: Database,
  filter: OrdersExportFilter,
  batchSize = EXPORT_BATCH_ORDERS,
): AsyncGenerator<ExportBatch, void, undefined> {
  let after: ExportCursor | undefined;
  for (;;) {
    const batch = await ordersExportBatch(db, filter, after, batchSize);
    if (batch.orders > 0) yield batch;
    if (batch.orders < batchSize || !batch.last) return;
    after = batch.last;
  }
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
 * The file's first bytes: a UTF-8 byte-order mark (spreadsheets then read the file as UTF-8) and
 * the header record (no column name needs quoting).
 */
const CSV_HEAD = `\uFEFF${ORDERS_CSV_COLUMNS.join(',')}\r\n`;

/**
 * `GET /admin/orders/export.csv` (docs/back-office-contract.md, decisions 070, 240): the orders of
 * `query` as a CSV stream, one row per order line — UTF-8 with a byte-order mark (so spreadsheets
 * read it as UTF-8), CRLF line ends, RFC 4180 quoting, cells starting with `=`, `+`, `-`, `@`, tab
 * or CR prefixed with `'` (CSV injection), header {@link ORDERS_CSV_COLUMNS}; times in ISO 8601
 * UTC, money in Taka with two decimals.
 *
 * The first batch is read before this resolves, so a database failure at the start still becomes
 * an error answer; later batches are read as the stream is consumed (backpressure), one batch
 * ahead of what is being sent, never all at once.
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
  async function* text() {
    yield CSV_HEAD;
    if (first.done) return;
    if (first.value.csv) yield first.value.csv;
    for await (const batch of readingAhead(batches)) if (batch.csv) yield batch.csv;
  }
  // Bytes, not objects: a batch's text (about a megabyte) is over the stream's high-water mark, so
  // the next is asked for only once it has been sent on.
  const csv = new PassThrough();
  // Destroying `csv` (the client went away) also ends the reads: pipeline returns the generator.
  pipeline(Readable.from(text(), { objectMode: false }), csv).catch((error: unknown) =>
    options.onError?.(error),
  );
  return csv;
}
