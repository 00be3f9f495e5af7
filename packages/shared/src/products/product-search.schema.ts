import { z } from 'zod';
import { PageQuerySchema } from '../common/keyset-page.js';
import {
  LIST_SEARCH_MAX_CHARS,
  LIST_SEARCH_MESSAGES,
  SearchTextSchema,
} from '../common/list-search.js';
import { SLUG_MAX_CHARS } from '../catalog/slug.js';
import { SpecFilterParamSchema } from '../catalog/spec-filter.js';
import { ProductSchema } from './product.schema.js';

/**
 * Catalog search and browsing (`GET /products/search`, the `/all-products` page; decision 065,
 * docs/catalog-contract.md). Prices are Taka; every bound below is enforced by the API.
 */

/** Orders of the catalog: newest first (the default, spec §2), price up, price down. */
export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
/** One of {@link CATALOG_SORTS}. */
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** Bounds of the catalog search parameters. */
export const CATALOG_SEARCH_LIMITS = {
  /** Longest search text after trimming, characters. */
  queryMaxChars: LIST_SEARCH_MAX_CHARS,
  /** Highest price filter, Taka (the highest price a product may have). */
  priceMax: 100_000_000,
  /** Highest page number. */
  pageMax: 1000,
  /** Largest page, products. */
  pageSizeMax: 48,
  /** Page size when none is asked for, products. */
  pageSizeDefault: 12,
  /**
   * Most matches counted (`total`, decision 216): a count that stops here costs the same on a
   * catalog of 100,000 products; `totalCapped` says more match.
   */
  totalMax: 1_000,
} as const;

const L = CATALOG_SEARCH_LIMITS;

/** The API's texts for bad search parameters. */
export const CATALOG_SEARCH_MESSAGES = {
  queryNotText: LIST_SEARCH_MESSAGES.notText,
  queryTooLong: LIST_SEARCH_MESSAGES.tooLong,
  priceNotNumber: 'Price must be a number in Taka',
  priceNegative: 'Price cannot be negative',
  priceTooLarge: 'Price is too large',
  priceDecimals: 'Price has at most two decimals',
  priceRange: 'Minimum price cannot be above the maximum price',
  inStock: 'inStock is true or false',
  sort: `Sort is one of ${CATALOG_SORTS.join(', ')}`,
  page: `Page is a whole number from 1 to ${L.pageMax}`,
  pageSize: `Page size is a whole number from 1 to ${L.pageSizeMax}`,
} as const;

const M = CATALOG_SEARCH_MESSAGES;

/** An empty or blank query parameter (`?minPrice=`, as an HTML form sends it) counts as absent. */
function blankAsAbsent(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** A decimal numeric string → number; anything else is left for the number schema to refuse. */
function decimalText(value: unknown): unknown {
  const present = blankAsAbsent(value);
  if (typeof present !== 'string') return present;
  const trimmed = present.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : present;
}

const price = z.preprocess(
  decimalText,
  z
    .number({ error: M.priceNotNumber })
    .min(0, { error: M.priceNegative })
    .max(L.priceMax, { error: M.priceTooLarge })
    .multipleOf(0.01, { error: M.priceDecimals })
    .optional(),
);

const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    decimalText,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );

/**
 * Each search parameter on its own (the web app reads a shared URL field by field and drops what
 * does not parse, instead of refusing the whole search).
 *
 * - `q`: words searched in the name, description, SKU and specification values, ignoring case; each
 *   word must appear in one of them, or (5 letters or more, no digit) be a near spelling of a word of the
 *   name, SKU or specification values (decision 317); `%` and `_` are plain characters. Trimmed, at
 *   most 100 characters; blank = no search.
 * - `minPrice`, `maxPrice`: price per piece in Taka, inclusive, 0 to 100,000,000, two decimals.
 * - `inStock`: `true` keeps products a client can order now — `availableQuantity − heldQuantity`
 *   is at least the minimum order quantity (the rule of `POST /orders`).
 * - `sort`: {@link CATALOG_SORTS}, default `newest`.
 * - `page`: 1 to 1000, default 1; `pageSize`: 1 to 48, default 12.
 * - `category`: a category's slug; keeps the products of it and of its subcategories (decision 317).
 *   Trimmed; an unknown slug is answered 404 'Category not found'.
 * - `spec`: specification filters (decision 316's `spec` parameter, {@link SpecFilterParamSchema});
 *   values of one key are OR'ed, keys AND'ed. Each key must be a filterable attribute of the
 *   category (of any category when none is given), checked by the API.
 * - `cursor`: where the page starts — the `nextCursor` of the previous page of the same search
 *   and sort (decisions 210, 216); `page` is then not used. Deep pages cost what the first costs.
 */
export const productSearchFields = {
  q: SearchTextSchema,
  minPrice: price,
  maxPrice: price,
  inStock: z.preprocess(
    blankAsAbsent,
    z
      .enum(['true', 'false'], { error: M.inStock })
      .default('false')
      .transform((value) => value === 'true'),
  ),
  category: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .max(SLUG_MAX_CHARS * 2)
      .optional(),
  ),
  spec: SpecFilterParamSchema,
  sort: z.preprocess(blankAsAbsent, z.enum(CATALOG_SORTS, { error: M.sort }).default('newest')),
  page: wholeNumber(1, L.pageMax, 1, M.page),
  pageSize: wholeNumber(1, L.pageSizeMax, L.pageSizeDefault, M.pageSize),
  cursor: PageQuerySchema.shape.cursor,
};

/**
 * `GET /products/search` query (see {@link productSearchFields}); unknown parameters are ignored,
 * as unknown body fields are everywhere in this API. A `minPrice` above `maxPrice` fails with
 * 'Minimum price cannot be above the maximum price' on `minPrice`.
 */
export const ProductSearchQuerySchema = z
  .object(productSearchFields)
  .refine(
    ({ minPrice, maxPrice }) =>
      minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { error: M.priceRange, path: ['minPrice'] },
  );
// No `.meta({ id })`: a query string schema must stay inline in the OpenAPI document (a `$ref`
// there cannot be turned into parameters).

/** A search as the API reads it, defaults filled in. */
export type ProductSearch = z.output<typeof ProductSearchQuerySchema>;
/** Search parameters as a caller may send them (every field optional). */
export type ProductSearchInput = Partial<ProductSearch>;

/**
 * `GET /products/search` answer: one page of products (the shape of `GET /products`), the number
 * of products matching (`total`, counted up to {@link CATALOG_SEARCH_LIMITS} `totalMax`;
 * `totalCapped` when more match, decision 216), the page asked for, its size, the number of pages
 * of `total` (0 when nothing matches), and `nextCursor`, the `cursor` of the next page (`null` on
 * the last). A page past the last one answers no items.
 */
export const ProductSearchResultSchema = z
  .object({
    items: z.array(ProductSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    pageCount: z.number().int().min(0),
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ProductSearchResult' });

/** One page of a catalog search. */
export type ProductSearchResult = z.infer<typeof ProductSearchResultSchema>;
