import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { instant, parentId, timestamps, uuidPrimaryKey } from './columns.js';
import { companies, customerGroups } from './companies.js';
import { products } from './products.js';

/**
 * A contract price list (decision 320): a name the buyer's order lines and invoices keep, a
 * currency (ISO 4217; `BDT` until export currencies), and a validity window `[startsAt, endsAt)`,
 * either end open when `null`. It applies to the companies of {@link priceListCompanies} and to
 * every company of the groups of {@link priceListGroups}, while valid. Its prices are
 * {@link priceListEntries} (per product) and {@link priceListCategoryRules} (per category).
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuidPrimaryKey(),
    name: text().notNull(),
    currency: text().notNull().default('BDT'),
    startsAt: instant(),
    endsAt: instant(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('price_lists_name_key').on(sql`lower(btrim(${table.name}))`),
    check('price_lists_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'price_lists_window',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);

/** The companies a price list applies to by name (decision 320). */
export const priceListCompanies = pgTable(
  'price_list_companies',
  {
    priceListId: parentId(() => priceLists.id),
    companyId: parentId(() => companies.id),
  },
  (table) => [
    primaryKey({ columns: [table.priceListId, table.companyId] }),
    index('price_list_companies_company_idx').on(table.companyId),
  ],
);

/** The customer groups a price list applies to (decision 320). */
export const priceListGroups = pgTable(
  'price_list_groups',
  {
    priceListId: parentId(() => priceLists.id),
    customerGroupId: parentId(() => customerGroups.id),
  },
  (table) => [
    primaryKey({ columns: [table.priceListId, table.customerGroupId] }),
    index('price_list_groups_group_idx').on(table.customerGroupId),
  ],
);

/**
 * A price of a product in a price list from `minQuantity` pieces on (decision 320): either a fixed
 * unit price (`unitPricePoisha`) or a discount off the list tier price (`percentOffBp`, basis
 * points: 1250 is 12.5 %), exactly one of them. A product's entries in one list form its tier
 * table in that list, one per minimum quantity.
 */
export const priceListEntries = pgTable(
  'price_list_entries',
  {
    id: uuidPrimaryKey(),
    priceListId: parentId(() => priceLists.id),
    productId: parentId(() => products.id),
    minQuantity: integer().notNull(),
    unitPricePoisha: bigint({ mode: 'number' }),
    percentOffBp: integer(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('price_list_entries_key').on(table.priceListId, table.productId, table.minQuantity),
    index('price_list_entries_product_idx').on(table.productId, table.priceListId),
    check('price_list_entries_min_quantity', sql`${table.minQuantity} >= 1`),
    check(
      'price_list_entries_one_price',
      sql`(${table.unitPricePoisha} IS NULL) <> (${table.percentOffBp} IS NULL)`,
    ),
    check(
      'price_list_entries_price_range',
      sql`${table.unitPricePoisha} IS NULL OR ${table.unitPricePoisha} > 0`,
    ),
    check(
      'price_list_entries_percent_range',
      sql`${table.percentOffBp} IS NULL OR (${table.percentOffBp} > 0 AND ${table.percentOffBp} < 10000)`,
    ),
  ],
);

/**
 * A discount of a price list on a whole category and its subcategories (decision 320), basis
 * points off the list tier price. A product's own entries in the same list take its place.
 */
export const priceListCategoryRules = pgTable(
  'price_list_category_rules',
  {
    priceListId: parentId(() => priceLists.id),
    categoryId: parentId(() => categories.id),
    percentOffBp: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.priceListId, table.categoryId] }),
    check(
      'price_list_category_rules_percent_range',
      sql`${table.percentOffBp} > 0 AND ${table.percentOffBp} < 10000`,
    ),
  ],
);
