import {
  PRODUCT_IMPORT_MESSAGES as M,
  type ProductImport,
  type ProductImportRowPage,
  type ProductImportRowsQuery,
} from '@partline/shared';
import type { Executor } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import { findImport, pageRows, type ProductImportRecord } from './product-imports.repository.js';

/** An import as the API answers it (decision 319). */
export function toProductImport(record: ProductImportRecord): ProductImport {
  return {
    id: record.id,
    status: record.status,
    fileName: record.fileName,
    totalRows: record.totalRows,
    processedRows: record.processedRows,
    errorRows: record.errorRows,
    createRows: record.createRows,
    updateRows: record.updateRows,
    unchangedRows: record.unchangedRows,
    failure: record.failure,
    createdAt: record.createdAt.toISOString(),
    appliedAt: record.appliedAt?.toISOString() ?? null,
  };
}

/**
 * The import of `id` as stored.
 * @throws NotFoundError 'Import not found' for a malformed or unknown id.
 */
export async function existingImport(db: Executor, id: string): Promise<ProductImportRecord> {
  const record = isRowId(id) ? await findImport(db, id) : undefined;
  if (!record) throw new NotFoundError(M.notFound);
  return record;
}

/** `GET /product-imports/{id}` (decision 319): the import and its progress. */
export async function getProductImport(db: Executor, id: string): Promise<ProductImport> {
  return toProductImport(await existingImport(db, id));
}

/**
 * `GET /product-imports/{id}/rows` (decision 319): a page of the checked rows by line, of one
 * `action` when given; `nextCursor` is the page's last line while more follow.
 * @throws NotFoundError 'Import not found'.
 */
export async function getProductImportRows(
  db: Executor,
  id: string,
  query: ProductImportRowsQuery,
): Promise<ProductImportRowPage> {
  await existingImport(db, id);
  const rows = await pageRows(db, id, {
    action: query.action,
    after: query.cursor === undefined ? 0 : Number(query.cursor),
    limit: query.limit,
  });
  const items = rows.slice(0, query.limit).map((row) => ({
    line: row.line,
    sku: row.sku,
    action: row.action,
    errors: row.errors ?? {},
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? String(last.line) : null };
}
