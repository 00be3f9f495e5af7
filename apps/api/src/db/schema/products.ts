import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { instant, timestamps, uuidPrimaryKey } from './columns.js';

/**
 * A product's specification as stored (decision 316): attribute key → value, typed by the
 * attribute of its category (a number in the attribute's unit, an enum's option, a boolean, a
 * text).
 */
export type StoredSpecifications = Record<string, number | string | boolean>;

/**
 * A volume price tier above the minimum order, as stored (decision 120): from `minQuantity` pieces
 * on, each costs `unitPricePoisha`. The first tier — `min_order` at `price_poisha` — is the row's
 * own columns and is not repeated here.
 */
export interface StoredVolumeTier {
  minQuantity: number;
  unitPricePoisha: number;
}

/**
 * The catalog (spec §3). Prices are integer poisha. `heldQuantity` counts pieces held by paid,
 * undelivered orders; the checks keep stock and holds consistent whatever the concurrency.
 * Deleting a product sets `deletedAt`: orders keep pointing at it and stay deliverable.
 */
export const products = pgTable(
  'products',
  {
    id: uuidPrimaryKey(),
    name: text().notNull(),
    sku: text().notNull(),
    image: text().notNull(),
    pricePoisha: bigint({ mode: 'number' }).notNull(),
    minOrder: integer().notNull(),
    orderIncrement: integer().notNull().default(1),
    volumeTiers: jsonb().$type<StoredVolumeTier[]>().notNull().default([]),
    availableQuantity: integer().notNull(),
    heldQuantity: integer().notNull().default(0),
    description: text().notNull(),
    /** VAT rate, basis points (decision 305): 1500, 1000, 750, 500 or 0 (exempt). */
    vatRate: integer().notNull().default(1500),
    /** Supplementary-duty rate, basis points (decision 305); 0: none. */
    sdRate: integer().notNull().default(0),
    /** The product's category (decision 316); none for products added before categories. */
    categoryId: uuid().references(() => categories.id, { onDelete: 'restrict' }),
    /** The product page's URL, `/products/{slug}` (decision 316); unique among live products. */
    slug: text().notNull(),
    /** The specification's values by attribute key (decision 316). */
    specifications: jsonb().$type<StoredSpecifications>().notNull().default({}),
    /**
     * The specification's values as one text (enum, text and number values with their unit), kept
     * with `specifications` by every write, for the catalog search's words (decision 316).
     */
    specText: text().notNull().default(''),
    /** The long description, Markdown (decision 316); the spec's `description` stays the short one. */
    details: text().notNull().default(''),
    /** Further pictures of the gallery after `image`, URLs as `image` (decision 316). */
    gallery: jsonb().$type<string[]>().notNull().default([]),
    /**
     * Whether a line beyond the buyable stock is accepted as a backorder (decision 321), and the
     * day more is expected, `YYYY-MM-DD` (shown in the cart and at checkout); without it, a line
     * is all or nothing (spec §7).
     */
    allowBackorder: boolean().notNull().default(false),
    backorderAvailableOn: date({ mode: 'string' }),
    /**
     * Whether each piece carries a serial number the warehouse records at shipment, one per piece,
     * unique per product (decision 322).
     */
    serialTracked: boolean().notNull().default(false),
    /** The warranty, whole months from the day a piece ships; 0: none (decision 322). */
    warrantyMonths: integer().notNull().default(0),
    /**
     * The Harmonized System code an export's commercial invoice and customs declaration carry
     * (decision 323): 6, 8 (Bangladesh's tariff line, e.g. `84713000`) or 10 digits, without dots.
     */
    hsCode: text(),
    /** Where the product is made, ISO 3166-1 alpha-2 (decision 323); printed on export documents. */
    countryOfOrigin: text().notNull().default('BD'),
    ...timestamps(),
    deletedAt: instant(),
  },
  (table) => [
    check('products_price_positive', sql`${table.pricePoisha} > 0`),
    // VAT_RATES and MAX_SD_RATE of @partline/shared.
    check('products_vat_rate_known', sql`${table.vatRate} IN (1500, 1000, 750, 500, 0)`),
    check('products_sd_rate_range', sql`${table.sdRate} >= 0 AND ${table.sdRate} <= 50000`),
    check('products_min_order_positive', sql`${table.minOrder} >= 1`),
    check('products_order_increment_positive', sql`${table.orderIncrement} >= 1`),
    check('products_sku_format', sql`${table.sku} ~ '^[A-Z0-9][A-Z0-9-]{1,39}$'`),
    check('products_volume_tiers_array', sql`jsonb_typeof(${table.volumeTiers}) = 'array'`),
    check(
      'products_warranty_months_range',
      sql`${table.warrantyMonths} >= 0 AND ${table.warrantyMonths} <= 120`,
    ),
    check('products_hs_code_format', sql`${table.hsCode} ~ '^[0-9]{6}([0-9]{2}){0,2}$'`),
    check('products_country_of_origin_format', sql`${table.countryOfOrigin} ~ '^[A-Z]{2}$'`),
    check('products_available_not_negative', sql`${table.availableQuantity} >= 0`),
    check(
      'products_held_within_available',
      sql`${table.heldQuantity} >= 0 AND ${table.heldQuantity} <= ${table.availableQuantity}`,
    ),
    // 'Product already exist' (spec §5) is enforced here, ignoring case and surrounding spaces.
    uniqueIndex('products_name_key')
      .on(sql`lower(btrim(${table.name}))`)
      .where(sql`${table.deletedAt} IS NULL`),
    // 'SKU already in use' (decision 120): one SKU per product of the catalog.
    uniqueIndex('products_sku_key')
      .on(table.sku)
      .where(sql`${table.deletedAt} IS NULL`),
    index('products_catalog_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    // Catalog search (decision 066): trigram indexes for ILIKE '%word%' on the name and
    // the description, price order and range. No index names `held_quantity`: a stock hold must
    // stay a HOT update (decision 165); the in-stock listing pages products_catalog_idx.
    index('products_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} IS NULL`),
    index('products_description_trgm_idx')
      .using('gin', table.description.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} IS NULL`),
    index('products_sku_trgm_idx')
      .using('gin', table.sku.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} IS NULL`),
    check('products_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('products_specifications_object', sql`jsonb_typeof(${table.specifications}) = 'object'`),
    check('products_gallery_array', sql`jsonb_typeof(${table.gallery}) = 'array'`),
    uniqueIndex('products_slug_key')
      .on(table.slug)
      .where(sql`${table.deletedAt} IS NULL`),
    // A category page (decision 316): its products newest first, as products_catalog_idx.
    index('products_category_idx')
      .on(table.categoryId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    // Facet filters `specifications @> {"ecc": true}` (decision 316).
    index('products_specifications_idx')
      .using('gin', sql`${table.specifications} jsonb_path_ops`)
      .where(sql`${table.deletedAt} IS NULL`),
    index('products_spec_text_trgm_idx')
      .using('gin', table.specText.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} IS NULL`),
    index('products_price_idx')
      .on(table.pricePoisha.asc(), table.id.asc())
      .where(sql`${table.deletedAt} IS NULL`),
  ],
);
