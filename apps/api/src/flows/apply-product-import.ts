import { PRODUCT_IMPORT_MESSAGES as M, type ProductImport } from '@partline/shared';
import type { AuditActor } from '../audit/audit-log.js';
import { catalogChanged } from '../catalog-cache/catalog-cache.js';
import type { Database } from '../db/client.js';
import { ConflictError } from '../errors.js';
import { productsWithBackorders } from '../modules/orders/orders.repository.js';
import type { BackorderAllocation } from '../modules/products/products.service.js';
import { backorderQueue } from './allocate-backorders.js';
import {
  applyImportedTranslations,
  applyImportedUpdates,
  countChangedSince,
  insertImportedProducts,
} from '../modules/products/products-import.repository.js';
import {
  claimImport,
  stagedRowsOf,
  type LineRange,
} from '../modules/product-imports/product-imports.repository.js';
import {
  existingImport,
  toProductImport,
} from '../modules/product-imports/product-imports.service.js';

/**
 * Lines a statement of the apply reads or writes at most (decision 319): 100,000 rows are 20
 * statements of each kind in the one transaction, each well inside the pool's query timeout
 * (`QUERY_TIMEOUT_MS`, 10 s) even on a busy machine (a GIN index's pending list is merged by
 * whichever insert fills it).
 */
export const APPLY_WINDOW_LINES = 5_000;

/** The line windows of a file of `rows` rows below its header (line 1). */
function* windowsOf(rows: number): Generator<LineRange> {
  for (let from = 2; from <= rows + 1; from += APPLY_WINDOW_LINES) {
    yield { from, to: Math.min(rows + 1, from + APPLY_WINDOW_LINES - 1) };
  }
}

/** PostgreSQL's codes of a unique index's or a check's refusal. */
const REFUSALS = new Set(['23505', '23514']);

/** Whether `error` (or its cause) is the database refusing a row by a unique index or a check. */
function isRefusal(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if (REFUSALS.has(String((e as { code?: unknown }).code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Why a claim failed: the 409 of the import's state. */
function refusalOf(status: string, errorRows: number): ConflictError {
  if (status === 'applied' || status === 'applying') return new ConflictError(M.alreadyApplied);
  if (status === 'failed') return new ConflictError(M.failed);
  if (status === 'reading') return new ConflictError(M.notChecked);
  if (errorRows > 0) return new ConflictError(M.hasErrors);
  return new ConflictError(M.alreadyApplied);
}

/**
 * `POST /product-imports/{id}/apply` (decision 319): writes a checked import without errors, all
 * or nothing, in one transaction of set-based statements from its staged rows: it is claimed
 * (`applied`; of concurrent applies one wins, the others find it applied), every product it
 * matched must be as it was checked, then the updates and deletions, then the creates, each with
 * its audit entries (`product.import`); a stock raised goes to the orders waiting for it on
 * backorder, first placed first served (decision 321). The catalog caches are dropped after.
 * @throws NotFoundError 'Import not found'; ConflictError 409 when it has errors, is not checked,
 *   was applied already, or the catalog changed since the check ('… check it again').
 */
export async function applyProductImport(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<ProductImport> {
  const record = await existingImport(db, id);
  let applied;
  let allocation: BackorderAllocation | undefined;
  try {
    applied = await db.transaction(async (tx) => {
      const claimed = await claimImport(tx, record.id);
      if (!claimed) {
        const now = await existingImport(tx, record.id);
        throw refusalOf(now.status, now.errorRows);
      }
      let changed = 0;
      for (const lines of windowsOf(claimed.totalRows)) {
        changed += await countChangedSince(
          tx,
          stagedRowsOf(id, 'update', lines),
          stagedRowsOf(id, 'create', lines),
        );
        changed += await countChangedSince(tx, stagedRowsOf(id, 'unchanged', lines));
      }
      if (changed > 0) throw new ConflictError(M.catalogChanged);
      // The orders waiting on a backorder before the products the updates lock (decision 321).
      allocation = await backorderQueue.lock(db, tx, await productsWithBackorders(tx));
      // Updates first (a deletion frees its name and slug), then creates; each a statement per
      // window of lines, so that no statement outlasts the pool's query timeout.
      let updated = 0;
      for (const lines of windowsOf(claimed.totalRows)) {
        updated += await applyImportedUpdates(tx, stagedRowsOf(id, 'update', lines), actor);
      }
      if (updated !== claimed.updateRows) throw new ConflictError(M.catalogChanged);
      let created = 0;
      for (const lines of windowsOf(claimed.totalRows)) {
        created += await insertImportedProducts(tx, stagedRowsOf(id, 'create', lines), actor);
      }
      if (created !== claimed.createRows) throw new ConflictError(M.catalogChanged);
      // The Bangla texts of the products written (decision 326).
      for (const lines of windowsOf(claimed.totalRows)) {
        await applyImportedTranslations(tx, stagedRowsOf(id, 'update', lines));
        await applyImportedTranslations(tx, stagedRowsOf(id, 'create', lines));
      }
      await allocation.allocate();
      return claimed;
    });
  } catch (error) {
    if (isRefusal(error)) throw new ConflictError(M.catalogChanged);
    throw error;
  }
  allocation?.committed();
  catalogChanged(db);
  return toProductImport(applied);
}
