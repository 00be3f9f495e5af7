import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { PAGE_LIMIT_MAX } from '../common/keyset-page.js';

/*
 * The catalog's CSV file (decision 319): `GET /products/export.csv` writes it, `POST
 * /product-imports` reads it back. SKU is the key: a row whose SKU a live product has updates it,
 * any other creates one.
 */

/**
 * The product columns of the catalog CSV, in the export's order (decision 319); `spec.<key>`
 * columns follow, one per attribute key. Money in Taka with two decimals, rates in basis points
 * as the API has them, `tiers` the volume tiers above the first as `quantity:price|…`,
 * `serial_tracked` `true` or `false` and `warranty_months` 0–120 (decision 322; after `status`,
 * so that files written before them still read), `hs_code` (dotted, `8471.30.00`; read with or
 * without dots) and `country_of_origin` (ISO alpha-2; blank: `BD`) (decision 323; a file without
 * them keeps each product's); `name_bn`, `description_bn` and `details_bn` the Bangla texts
 * (decision 326; optional: a file without them keeps the stored ones, a blank cell removes one).
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'slug',
  'category',
  'description',
  'price',
  'min_order',
  'order_increment',
  'tiers',
  'available_quantity',
  'vat_rate',
  'sd_rate',
  'image',
  'status',
  'serial_tracked',
  'warranty_months',
  'hs_code',
  'country_of_origin',
  'name_bn',
  'description_bn',
  'details_bn',
] as const;

/** A product column of the catalog CSV. */
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The prefix of a specification column: `spec.capacity_gb` holds the value of `capacity_gb`. */
export const SPEC_COLUMN_PREFIX = 'spec.';

/**
 * The columns a row that creates a product must fill (decision 319); the others have the
 * defaults of `POST /product` (increment 1, no tiers, VAT 15 %, no SD, status `active`, the slug
 * from the name).
 */
export const PRODUCT_CSV_REQUIRED_FOR_CREATE = [
  'name',
  'description',
  'price',
  'min_order',
  'available_quantity',
  'image',
] as const satisfies readonly ProductCsvColumn[];

/** The largest catalog CSV `POST /product-imports` reads, bytes (50 MB). */
export const PRODUCT_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** What a row of an import does when applied (decision 319); `error` rows block applying. */
export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
/** A row's action. */
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];

/** States of an import (decision 319). */
export const PRODUCT_IMPORT_STATUSES = [
  'reading',
  'checked',
  'failed',
  'applying',
  'applied',
] as const;

/** The messages of the catalog import (decision 319). */
export const PRODUCT_IMPORT_MESSAGES = {
  notFound: 'Import not found',
  notCsv: 'Send the file as text/csv',
  tooLarge: `The file is larger than ${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  empty: 'The file is empty: its first line must name the columns',
  noSku: 'The first line must name the columns, among them sku',
  unknownColumns: (names: readonly string[]) =>
    `Unknown column${names.length > 1 ? 's' : ''} ${names.map((n) => `"${n}"`).join(', ')}: ` +
    `use ${PRODUCT_CSV_COLUMNS.join(', ')} and spec.<attribute key>`,
  repeatedColumn: (name: string) => `The column "${name}" appears twice`,
  unreadable: (line: number, reason: string) => `Line ${line} cannot be read: ${reason}`,
  checkStopped: 'The check stopped before the end of the file: send it again',
  required: 'Required for a new product',
  blank: 'Cannot be empty',
  repeatedSku: (line: number) => `The SKU is already on line ${line}`,
  repeatedName: (line: number) => `The name is already on line ${line}`,
  nameTaken: 'Product already exist',
  unknownCategory: 'No category has this slug',
  tiersFormat: 'Write tiers as quantity:price separated by |, e.g. 100:1450.00|500:1380.00',
  statusInvalid: 'Status must be active or deleted',
  serialTrackedInvalid: 'serial_tracked is true or false',
  deleteUnknown: 'No product of the catalog has this SKU',
  belowHeld: (held: number) => `Cannot be below the ${held} pieces held by paid orders`,
  hasErrors: 'The file has errors: correct them and import it again',
  notChecked: 'The file is still being checked',
  failed: 'The file could not be read: import it again',
  alreadyApplied: 'This import was applied already',
  catalogChanged: 'The catalog changed since this file was checked: check it again',
} as const;

/**
 * An import as the API answers it (decision 319): `status` `reading` while its rows are checked
 * (`processedRows` of `totalRows` so far), then `checked` (the counts by action are final) or
 * `failed` (`failure` says why); `applied` once applied (`appliedAt`). A row that deletes a
 * product counts as an update.
 */
export const ProductImportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(PRODUCT_IMPORT_STATUSES),
    fileName: z.string(),
    totalRows: z.number().int().describe('Rows of the file below the header'),
    processedRows: z.number().int().describe('Rows checked so far'),
    errorRows: z.number().int(),
    createRows: z.number().int(),
    updateRows: z.number().int().describe('Rows that change or delete a product'),
    unchangedRows: z.number().int(),
    failure: z.string().nullable().describe('Why the file could not be read, when `failed`'),
    createdAt: InstantSchema,
    appliedAt: InstantSchema.nullable(),
  })
  .meta({ id: 'ProductImport' });
/** An import as the API answers it. */
export type ProductImport = z.infer<typeof ProductImportSchema>;

/** `POST /product-imports` query: the file's name, as the admin chose it (shown back). */
export const ProductImportQuerySchema = z.object({
  fileName: z.string().trim().max(200).optional().describe("The file's name, shown back"),
});

/**
 * A checked row (decision 319): its `line` in the file (the header is line 1), `sku` as written,
 * `action`, and for an `error` row `errors`: one message per column (`spec.capacity_gb`).
 */
export const ProductImportRowSchema = z
  .object({
    line: z.number().int(),
    sku: z.string(),
    action: z.enum(PRODUCT_IMPORT_ACTIONS),
    errors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ProductImportRow' });
/** A checked row. */
export type ProductImportRow = z.infer<typeof ProductImportRowSchema>;

/** `GET /product-imports/{id}/rows`: a page of rows by line, `nextCursor` null on the last. */
export const ProductImportRowPageSchema = z
  .object({
    items: z.array(ProductImportRowSchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ProductImportRowPage' });
/** A page of checked rows. */
export type ProductImportRowPage = z.infer<typeof ProductImportRowPageSchema>;

/** The default page size of `GET /product-imports/{id}/rows`. */
export const PRODUCT_IMPORT_ROWS_LIMIT_DEFAULT = 50;

/**
 * `GET /product-imports/{id}/rows` query: `action` (one kind of row only), `cursor` (the line
 * after which the page starts, as `nextCursor` gave it) and `limit` (1–100).
 */
export const ProductImportRowsQuerySchema = z.object({
  action: z.enum(PRODUCT_IMPORT_ACTIONS).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Cursor is not valid: use the nextCursor of a previous page' })
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT_MAX)
    .default(PRODUCT_IMPORT_ROWS_LIMIT_DEFAULT),
});
/** A parsed {@link ProductImportRowsQuerySchema}. */
export type ProductImportRowsQuery = z.output<typeof ProductImportRowsQuerySchema>;

/** The file name of the catalog export on a day (`YYYY-MM-DD`): `products-<day>.csv`. */
export const productExportFileName = (day: string) => `products-${day}.csv`;
