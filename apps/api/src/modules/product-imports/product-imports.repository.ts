import type { ProductImportAction } from '@partline/shared';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { productImportRows, productImports } from '../../db/schema/index.js';

/** An import as stored. */
export type ProductImportRecord = typeof productImports.$inferSelect;

/** A checked row to stage (decision 319). */
export interface StagedRow {
  line: number;
  sku: string;
  action: ProductImportAction;
  productId: string | null;
  /** The matched product's `updated_at` as the database writes it as text (microseconds). */
  productUpdatedAt: string | null;
  errors: Record<string, string> | null;
  values: Record<string, unknown> | null;
}

/** Starts an import of `totalRows` rows, `reading`. */
export async function insertImport(
  db: Executor,
  fields: { fileName: string; totalRows: number; createdById: string; failure?: string },
): Promise<ProductImportRecord> {
  const status = fields.failure === undefined ? 'reading' : 'failed';
  const [row] = await db
    .insert(productImports)
    .values({ ...fields, status })
    .returning();
  return row!;
}

/** Marks an import `failed` with its reason. */
export async function failImport(db: Executor, id: string, failure: string): Promise<void> {
  await db
    .update(productImports)
    .set({ status: 'failed', failure, updatedAt: sql`now()` })
    .where(eq(productImports.id, id));
}

/**
 * Stages a batch of checked rows and adds them to the import's counts, in one statement each;
 * `processedRows` grows by the batch.
 */
export async function stageRows(db: Executor, id: string, rows: readonly StagedRow[]) {
  if (rows.length === 0) return;
  await db.insert(productImportRows).values(
    rows.map(({ productUpdatedAt, ...row }) => ({
      importId: id,
      ...row,
      productUpdatedAt: productUpdatedAt === null ? null : sql`${productUpdatedAt}::timestamptz`,
    })),
  );
  const count = (action: ProductImportAction) => rows.filter((r) => r.action === action).length;
  await db
    .update(productImports)
    .set({
      processedRows: sql`${productImports.processedRows} + ${rows.length}`,
      errorRows: sql`${productImports.errorRows} + ${count('error')}`,
      createRows: sql`${productImports.createRows} + ${count('create')}`,
      updateRows: sql`${productImports.updateRows} + ${count('update')}`,
      unchangedRows: sql`${productImports.unchangedRows} + ${count('unchanged')}`,
      updatedAt: sql`now()`,
    })
    .where(eq(productImports.id, id));
}

/**
 * Ends the check of a `reading` import: `checked`, its row count final. The staged rows' table is
 * analysed first: applying plans its statements on what it holds now, not on the table before
 * this import's rows.
 */
export async function finishCheck(db: Executor, id: string, totalRows: number): Promise<void> {
  await db.execute(sql`ANALYZE ${productImportRows}`);
  await db
    .update(productImports)
    .set({ status: 'checked', totalRows, updatedAt: sql`now()` })
    .where(and(eq(productImports.id, id), eq(productImports.status, 'reading')));
}

/** The import of `id`, or `undefined`. */
export async function findImport(
  db: Executor,
  id: string,
): Promise<ProductImportRecord | undefined> {
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
  return row;
}

/**
 * Claims a checked import without errors for applying, inside the applying transaction: `applied`
 * now, so that of concurrent applies exactly one finds it `checked` (the row lock orders them; a
 * rolled-back apply leaves it `checked`). `undefined` when it is not an import to apply.
 */
export async function claimImport(
  db: Executor,
  id: string,
): Promise<ProductImportRecord | undefined> {
  const [row] = await db
    .update(productImports)
    .set({ status: 'applied', appliedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(productImports.id, id),
        eq(productImports.status, 'checked'),
        eq(productImports.errorRows, 0),
      ),
    )
    .returning();
  return row;
}

/** Lines `from`..`to` of a file, both included. */
export interface LineRange {
  from: number;
  to: number;
}

/**
 * The staged rows of an import that do `action` (on `lines` only, when given), as a `SELECT` of
 * `line`, `sku`, `product_id`, `product_updated_at` and `values` for a set-based write of another
 * module (decision 319).
 */
export function stagedRowsOf(
  id: string,
  action: 'create' | 'update' | 'unchanged',
  lines?: LineRange,
): SQL {
  const range = lines
    ? sql`AND ${productImportRows.line} BETWEEN ${lines.from} AND ${lines.to}`
    : sql``;
  return sql`SELECT ${productImportRows.line} AS line, ${productImportRows.sku} AS sku,
      ${productImportRows.productId} AS product_id,
      ${productImportRows.productUpdatedAt} AS product_updated_at,
      ${productImportRows.values} AS values
    FROM ${productImportRows}
    WHERE ${productImportRows.importId} = ${id} AND ${productImportRows.action} = ${action}
      ${range}`;
}

/** A page of an import's rows after line `after`, by line; `limit` + 1 read to see a next page. */
export async function pageRows(
  db: Executor,
  id: string,
  options: { action: ProductImportAction | undefined; after: number; limit: number },
) {
  return db
    .select({
      line: productImportRows.line,
      sku: productImportRows.sku,
      action: productImportRows.action,
      errors: productImportRows.errors,
    })
    .from(productImportRows)
    .where(
      and(
        eq(productImportRows.importId, id),
        gt(productImportRows.line, options.after),
        options.action ? eq(productImportRows.action, options.action) : undefined,
      ),
    )
    .orderBy(asc(productImportRows.line))
    .limit(options.limit + 1);
}
