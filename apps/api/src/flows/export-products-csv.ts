import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRODUCT_CSV_COLUMNS, SPEC_COLUMN_PREFIX } from '@partline/shared';
import { readingAhead } from '../csv/reading-ahead.js';
import type { Database } from '../db/client.js';
import { listCategories } from '../modules/categories/categories.repository.js';
import {
  productsCsvBatch,
  specificationKeysInUse,
  type ProductExportCursor,
} from '../modules/products/products-import.repository.js';

/** Products read per query of the catalog export. */
export const EXPORT_BATCH_PRODUCTS = 2_000;

/**
 * `GET /products/export.csv` (decision 319; decisions 070, 240 for the form): every live product,
 * oldest first, as a CSV stream — UTF-8 with a byte-order mark, CRLF line ends, RFC 4180 quoting,
 * formula cells escaped with `'` — the columns of `PRODUCT_CSV_COLUMNS` then `spec.<key>` for each
 * attribute key a live product uses. Read in batches as the stream is consumed, one ahead; the
 * first batch before this resolves, so a failure at the start is an error answer.
 */
export async function productsCsv(
  db: Database,
  onError: (error: unknown) => void,
  batchSize = EXPORT_BATCH_PRODUCTS,
): Promise<Readable> {
  const [specKeys, tree] = await Promise.all([
    specificationKeysInUse(db),
    listCategories(db, new Map()),
  ]);
  const categorySlugs = Object.fromEntries(tree.map((category) => [category.id, category.slug]));
  async function* batches() {
    let after: ProductExportCursor | undefined;
    for (;;) {
      const batch = await productsCsvBatch(db, {
        specKeys,
        categorySlugs,
        after,
        limit: batchSize,
      });
      if (batch.count > 0) yield batch.csv;
      if (batch.count < batchSize || !batch.last) return;
      after = batch.last;
    }
  }
  const reads = batches();
  const first = await reads.next();
  const head = [...PRODUCT_CSV_COLUMNS, ...specKeys.map((key) => `${SPEC_COLUMN_PREFIX}${key}`)];
  async function* text() {
    yield `\uFEFF${head.join(',')}\r\n`;
    if (first.done) return;
    yield first.value;
    for await (const csv of readingAhead(reads)) yield csv;
  }
  const csv = new PassThrough();
  pipeline(Readable.from(text(), { objectMode: false }), csv).catch(onError);
  return csv;
}
