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
export const EXPORT_BATCH_ROWS = 500;

/**
 * The export's orders in batches of at most `batchSize`, oldest first. Lazy: a batch is read from
 * the database only when the previous one has been consumed, so a consumer that stops pulling
 * (a slow download) stops the reads too.
 */
export async function* orderExportBatches(
  db: Database,
  filter: OrdersExportFilter,
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportOrderRow[], void, undefined> {
  let after: ExportCursor | undefined;
  for (;;) {
    const batch = await ordersExportBatch(db, filter, after, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? '';
const taka = (poisha: number) => toTaka(poisha).toFixed(2);

/** One CSV record of an order, in the order of {@link ORDERS_CSV_COLUMNS}. */
export function toCsvRecord(row: ExportOrderRow): string[] {
  return [
    row.id,
    iso(row.createdAt),
    row.status,
    row.userEmail,
    row.productName,
    String(row.quantity),
    taka(row.productPricePoisha),
    taka(row.totalPoisha),
    iso(row.paidAt),
    row.transactionId ?? '',
    iso(row.deliveredAt),
    iso(row.cancelledAt),
  ];
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
 * `GET /admin/orders/export.csv` (docs/back-office-contract.md, decision 070): the orders of `query` as a CSV stream — UTF-8 with
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
    for (const row of first.value) yield toCsvRecord(row);
    for await (const batch of batches) {
      for (const row of batch) yield toCsvRecord(row);
    }
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
  // Destroying `csv` (the client went away) also ends the reads: pipeline returns the generator.
  pipeline(Readable.from(records()), csv).catch((error: unknown) => options.onError?.(error));
  return csv;
}
