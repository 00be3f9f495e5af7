import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, parentId, timestamps, uuidPrimaryKey } from './columns.js';
import { products } from './products.js';
import { users } from './users.js';

/**
 * The catalog's category tree (decision 316): Processors; Memory › DDR5… A category's parent is
 * another category or none (a top-level one); `position` orders siblings. A category with
 * children or products cannot be deleted (`ON DELETE RESTRICT` on both), and the flows refuse a
 * move under its own subtree. `slug` is the category page's URL, `/categories/{slug}`.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuidPrimaryKey(),
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    slug: text().notNull(),
    position: integer().notNull().default(0),
    description: text().notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    check('categories_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('categories_not_own_parent', sql`${table.parentId} IS DISTINCT FROM ${table.id}`),
    uniqueIndex('categories_slug_key').on(table.slug),
    // Sibling names are unique, ignoring case (two "DDR5" under Memory would be one).
    uniqueIndex('categories_sibling_name_key').on(
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(btrim(${table.name}))`,
    ),
    index('categories_parent_idx').on(table.parentId, table.position),
  ],
);

/** The types a specification attribute takes (decision 316). */
export const ATTRIBUTE_TYPE_VALUES = ['number', 'enum', 'boolean', 'text'] as const;

/**
 * An attribute of a category's specification (decision 316), inherited by its subcategories:
 * `key` is the stable name in a product's `specifications` and in the search URL (`capacity_gb`),
 * unique along a category's ancestors and descendants (the flows check it); `type` one of
 * {@link ATTRIBUTE_TYPE_VALUES}; `unit` for numbers (GB, MT/s, W); `options` the allowed values of
 * an enum, in display order; `filterable` attributes are the catalog's facets.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: uuidPrimaryKey(),
    categoryId: parentId(() => categories.id),
    key: text().notNull(),
    name: text().notNull(),
    type: text({ enum: ATTRIBUTE_TYPE_VALUES }).notNull(),
    unit: text(),
    options: jsonb().$type<string[]>().notNull().default([]),
    required: boolean().notNull().default(false),
    filterable: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    check('category_attributes_key_format', sql`${table.key} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check(
      'category_attributes_type_known',
      sql`${table.type} IN ('number', 'enum', 'boolean', 'text')`,
    ),
    check('category_attributes_options_array', sql`jsonb_typeof(${table.options}) = 'array'`),
    uniqueIndex('category_attributes_key').on(table.categoryId, table.key),
    index('category_attributes_category_idx').on(table.categoryId, table.position),
  ],
);

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
