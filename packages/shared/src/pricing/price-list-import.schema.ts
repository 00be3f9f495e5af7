import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { NUMBER_MESSAGES, wholeNumberField } from '../common/number.js';
import {
  percentOffField,
  PRICE_LIST_CSV_COLUMNS,
  PRICE_LIST_MESSAGES,
} from './price-list.schema.js';
import { skuField, unitPriceField } from './price-tier.schema.js';

/*
 * A price list's entries as CSV, and an accepted quote made into price-list entries (decision
 * 320). The CSV is the list's whole entry table: importing it creates, changes and removes
 * entries so that the list holds exactly the file's rows.
 */

/** Largest CSV body of `POST /price-lists/{id}/import`, bytes (5 MB). */
export const PRICE_LIST_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most rows below the header a price list's CSV may have. */
export const PRICE_LIST_IMPORT_MAX_ROWS = 100_000;
/** Most rows (and removals) an import's answer lists; the summary counts them all. */
export const PRICE_LIST_IMPORT_ROWS_SHOWN = 1_000;
/** Most steps (minimum quantities) one product has in one price list. */
export const PRICE_LIST_STEPS_MAX = 10;

/** Texts of the price-list import and of "make these prices the contract" (ours; decision 320). */
export const PRICE_LIST_IMPORT_MESSAGES = {
  notCsv: 'Send the price list as a CSV file (Content-Type: text/csv)',
  tooLarge: 'The file is larger than 5 MB',
  tooManyRows: 'The file has more than 100,000 rows',
  empty: 'The file is empty',
  unreadable: (line: number, reason: string) =>
    `The file cannot be read at line ${line}: ${reason}`,
  missingColumns: (columns: readonly string[]) =>
    `The header lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}`,
  unknownColumns: (columns: readonly string[]) =>
    `Unknown column${columns.length === 1 ? '' : 's'}: ${columns.join(', ')}`,
  repeatedColumn: (column: string) => `The column ${column} appears twice`,
  minQuantityRequired: 'Minimum quantity is Required',
  minQuantityTooSmall: 'Minimum quantity must be at least 1',
  unitPriceRequired: 'Unit price is Required',
  duplicateStep: (line: number) => `This SKU has this minimum quantity on line ${line} already`,
  tooManySteps: `A product has at most ${PRICE_LIST_STEPS_MAX} steps in a price list`,
  hasErrors: 'The file has errors: nothing was imported',
  quoteNotAccepted: 'Only an accepted quote can become contract prices',
  quoteWithoutCompany: "The quote's buyer has no company",
  listOrName: 'Choose a price list or name a new one',
  noLines: 'None of the quoted products is in the catalog any more',
} as const;

/** A cell left empty: absent. */
const emptyIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * One row of a price list's CSV as read, cells as text, keyed by column (decision 320): a SKU of
 * the catalog, a whole `min_quantity` of at least 1, and exactly one of `unit_price` (Taka > 0,
 * at most 100,000,000, two decimals) and `percent_off` (more than 0, less than 100, two
 * decimals). Errors are named by column. Unknown SKUs, repeated steps and the steps limit are
 * the server's to find.
 */
export const PriceListCsvRowSchema = z
  .object({
    sku: skuField,
    min_quantity: wholeNumberField(PRICE_LIST_IMPORT_MESSAGES.minQuantityRequired).pipe(
      z.number().min(1, { error: PRICE_LIST_IMPORT_MESSAGES.minQuantityTooSmall }),
    ),
    unit_price: z.preprocess(
      emptyIsAbsent,
      unitPriceField(PRICE_LIST_IMPORT_MESSAGES.unitPriceRequired).optional(),
    ),
    percent_off: z.preprocess(
      emptyIsAbsent,
      z
        .string()
        .regex(/^\s*-?\d+(\.\d+)?\s*$/, { error: NUMBER_MESSAGES.invalid })
        .transform(Number)
        .pipe(percentOffField)
        .optional(),
    ),
  })
  .superRefine((row, context) => {
    if (row.unit_price === undefined && row.percent_off === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['unit_price'],
        message: PRICE_LIST_MESSAGES.priceOrPercentRequired,
      });
    } else if (row.unit_price !== undefined && row.percent_off !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['percent_off'],
        message: PRICE_LIST_MESSAGES.oneOfPriceOrPercent,
      });
    }
  });

/** A checked row of a price list's CSV. */
export type PriceListCsvRow = z.output<typeof PriceListCsvRowSchema>;

/** `POST /price-lists/{id}/import` query: `dryRun=true` (the default) checks, `false` applies. */
export const PriceListImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun is true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

/** What importing a row does to the list's entry of its SKU and minimum quantity. */
export const PRICE_LIST_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
/** One of {@link PRICE_LIST_IMPORT_ACTIONS}. */
export type PriceListImportAction = (typeof PRICE_LIST_IMPORT_ACTIONS)[number];

/** One checked row of a price-list import (Taka, percent). */
export const PriceListImportRowSchema = z
  .object({
    line: z.number().int().describe('The line in the file; the header is line 1'),
    sku: z.string().describe('As written in the file'),
    minQuantity: z.number().int().nullable().describe('Null when not a whole number'),
    unitPrice: z.number().nullable().describe('Fixed price per piece, Taka'),
    percentOff: z.number().nullable().describe('Percent off the list tier price'),
    productName: z.string().nullable().describe('The product of the SKU; null when unknown'),
    action: z.enum(PRICE_LIST_IMPORT_ACTIONS),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Messages by column (`sku`, `min_quantity`, `unit_price`, `percent_off`)'),
  })
  .meta({ id: 'PriceListImportRow' });

/** A checked row of a price-list import. */
export type PriceListImportRow = z.infer<typeof PriceListImportRowSchema>;

/** An entry of the list that the file does not have: importing it removes the entry. */
export const PriceListRemovalSchema = z
  .object({ sku: z.string(), minQuantity: z.number().int() })
  .meta({ id: 'PriceListRemoval' });

/**
 * The answer of `POST /price-lists/{id}/import` (decision 320), of the dry run and of the apply:
 * whether it was written (`applied`), counts of every row's action and of the removals
 * (`summary`), the rows — at most {@link PRICE_LIST_IMPORT_ROWS_SHOWN}, rows with errors first,
 * then by line; `rowsOmitted` more — and the entries the file lacks (`removals`, by SKU and
 * minimum quantity, as many at most; `removalsOmitted` more).
 */
export const PriceListImportSchema = z
  .object({
    applied: z.boolean(),
    summary: z.object({
      create: z.number().int(),
      update: z.number().int(),
      unchanged: z.number().int(),
      remove: z.number().int(),
      error: z.number().int(),
    }),
    rows: z.array(PriceListImportRowSchema),
    rowsOmitted: z.number().int().describe('Rows counted in `summary` but not listed'),
    removals: z.array(PriceListRemovalSchema),
    removalsOmitted: z.number().int(),
  })
  .meta({ id: 'PriceListImport' });

/** A price-list import's result. */
export type PriceListImport = z.infer<typeof PriceListImportSchema>;

/** The header of a price list's CSV, as `GET /price-lists/{id}/entries.csv` writes it. */
export const PRICE_LIST_CSV_HEADER = PRICE_LIST_CSV_COLUMNS.join(',');

/** The file name of a price list's CSV: `price-list-<slug of its name>.csv`. */
export function priceListCsvFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `price-list-${slug || 'entries'}.csv`;
}

/** From which quantity a quoted line's contract price applies. */
export const CONTRACT_FROM_QUANTITIES = ['quoted', 'minimum'] as const;

/**
 * `POST /quotes/{id}/contract-prices` (decision 320), "make these prices the contract": either
 * `priceListId` (set the lines in that list; its validity stays) or `newPriceListName` (a new
 * list for the quote's company, valid `[startsAt, endsAt)`), and whether each step starts at the
 * quoted quantity or at the product's minimum order.
 */
export const QuoteContractPricesInputSchema = z
  .object({
    priceListId: z.uuid().optional(),
    newPriceListName: z
      .string()
      .trim()
      .min(1, { error: PRICE_LIST_MESSAGES.nameRequired })
      .max(120)
      .optional(),
    startsAt: InstantSchema.nullable().default(null),
    endsAt: InstantSchema.nullable().default(null),
    fromQuantity: z.enum(CONTRACT_FROM_QUANTITIES).default('quoted'),
  })
  .superRefine((input, context) => {
    if ((input.priceListId === undefined) === (input.newPriceListName === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['priceListId'],
        message: PRICE_LIST_IMPORT_MESSAGES.listOrName,
      });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.startsAt) >= Date.parse(input.endsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: PRICE_LIST_MESSAGES.windowOrder,
      });
    }
  })
  .meta({ id: 'MakeContractPricesInput' });

/** "Make these prices the contract" as the admin sends it. */
export type QuoteContractPricesInput = z.input<typeof QuoteContractPricesInputSchema>;

/** The answer of `POST /quotes/{id}/contract-prices`: the list and how many steps were set. */
export const QuoteContractPricesSchema = z
  .object({
    priceListId: z.uuid(),
    entries: z.number().int().describe('Steps set in the list, one per quoted product'),
  })
  .meta({ id: 'QuoteContractPrices' });

/** The answer of "make these prices the contract". */
export type QuoteContractPrices = z.infer<typeof QuoteContractPricesSchema>;
