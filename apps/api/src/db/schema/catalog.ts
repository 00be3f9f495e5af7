import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, parentId, timestamps, uuidPrimaryKey } from './columns.js';
import { products } from './products.js';
import { users } from './users.js';

/** Kinds of a product's documents (decision 316). */
export const PRODUCT_DOCUMENT_KIND_VALUES = [
  'datasheet',
  'manual',
  'certificate',
  'drawing',
  'other',
] as const;

/**
 * A PDF attached to a product (decision 316): a datasheet, manual, certificate… stored like
 * images (`storageKey` in the image storage, `url` where clients fetch it), `sizeBytes` as
 * uploaded. Goes with its product's row (products are soft-deleted, so in practice it stays).
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuidPrimaryKey(),
    productId: parentId(() => products.id),
    kind: text({ enum: PRODUCT_DOCUMENT_KIND_VALUES }).notNull(),
    title: text().notNull(),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    url: text().notNull(),
    sizeBytes: integer().notNull(),
    position: integer().notNull().default(0),
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instantNow(),
  },
  (table) => [
    check(
      'product_documents_kind_known',
      sql`${table.kind} IN ('datasheet', 'manual', 'certificate', 'drawing', 'other')`,
    ),
    check('product_documents_size_positive', sql`${table.sizeBytes} > 0`),
    index('product_documents_product_idx').on(table.productId, table.position),
  ],
);

/** States of a catalog import (decision 316). */
export const PRODUCT_IMPORT_STATUS_VALUES = [
  'reading',
  'checked',
  'failed',
  'applying',
  'applied',
] as const;

/**
 * A CSV import of products (decision 316), kept in the database so any instance answers its
 * progress: `reading` while the file streams in and each row is checked into
 * {@link productImportRows}; then `checked` (every row's result known; `errorRows` > 0 means it
 * cannot be applied) or `failed` (the file itself is unreadable: `failure`); a checked import
 * without errors can be applied once, all or nothing: `applying` → `applied`. `dryRun` imports
 * stop at `checked`.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuidPrimaryKey(),
    status: text({ enum: PRODUCT_IMPORT_STATUS_VALUES }).notNull().default('reading'),
    fileName: text().notNull().default(''),
    totalRows: integer().notNull().default(0),
    errorRows: integer().notNull().default(0),
    createRows: integer().notNull().default(0),
    updateRows: integer().notNull().default(0),
    unchangedRows: integer().notNull().default(0),
    /** Rows checked so far, for the progress of a `reading` import. */
    processedRows: integer().notNull().default(0),
    failure: text(),
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    appliedAt: instant(),
  },
  (table) => [
    check(
      'product_imports_status_known',
      sql`${table.status} IN ('reading', 'checked', 'failed', 'applying', 'applied')`,
    ),
    index('product_imports_created_idx').on(table.createdAt.desc()),
  ],
);

/**
 * One checked row of a catalog import (decision 316): its `line` in the file (the header is line
 * 1), `sku`, what applying does (`create`, `update`, `unchanged`, or `error` with `errors`, one
 * text per field), and the product's values as they will be written (`values`, the shape of the
 * products row: poisha, basis points, ids), so that applying is set-based SQL.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: parentId(() => productImports.id),
    line: integer().notNull(),
    sku: text().notNull(),
    action: text({ enum: ['create', 'update', 'unchanged', 'error'] }).notNull(),
    productId: uuid(),
    errors: jsonb().$type<Record<string, string>>(),
    values: jsonb().$type<Record<string, unknown>>(),
    /**
     * The `updated_at` of the product an `update` or `unchanged` row matched when it was checked:
     * applying refuses a product changed since (optimistic).
     */
    productUpdatedAt: instant(),
  },
  (table) => [
    check(
      'product_import_rows_action_known',
      sql`${table.action} IN ('create', 'update', 'unchanged', 'error')`,
    ),
    uniqueIndex('product_import_rows_pkey_line').on(table.importId, table.line),
    index('product_import_rows_errors_idx')
      .on(table.importId, table.line)
      .where(sql`${table.action} = 'error'`),
  ],
);
