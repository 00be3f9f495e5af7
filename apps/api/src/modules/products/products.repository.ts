import { hasBengaliScript } from '@partline/shared';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { findMap, findOne, insertOne, lockOne, updateCount, updateOne } from '../../db/rows.js';
import { products, type StoredVolumeTier } from '../../db/schema/index.js';
import { afterInstantCursor, instantKey } from '../../keyset-page.js';
import { containsPattern } from '../../db/like.js';
import { hasTranslatedWord } from './product-translations.repository.js';

/** A `products` row. */
export type ProductRow = typeof products.$inferSelect;

/** Orders of `GET /products`: insertion order (decision 092) or its reverse. */
export type CatalogListOrder = 'oldest' | 'newest';

/** A product row with the keyset cursor key of its `created_at` (decision 210). */
export type ProductPageRow = ProductRow & { createdAtKey: string };

// NULLS FIRST/LAST as in products_catalog_idx (`created_at DESC NULLS LAST, id DESC NULLS LAST`):
// oldest first is that index read backwards, which a plain ASC (NULLS LAST) would not match.
const LIST_ORDER_BY: Record<CatalogListOrder, SQL[]> = {
  oldest: [sql`${products.createdAt} ASC NULLS FIRST`, sql`${products.id} ASC NULLS FIRST`],
  newest: [sql`${products.createdAt} DESC NULLS LAST`, sql`${products.id} DESC NULLS LAST`],
};

/**
 * The products in which each of `words` appears in the name, the description or the SKU,
 * ignoring case, `%` and `_` literal (the catalog search, decisions 066, 122): each `ILIKE` is
 * answered by `products_name_trgm_idx`, `products_description_trgm_idx` or
 * `products_sku_trgm_idx`. A word in Bangla script is looked for in the Bangla name and
 * description instead (decision 326). No words: no condition.
 */
export function hasEveryWord(words: readonly string[]): SQL | undefined {
  return and(
    ...words.map((word) => {
      if (hasBengaliScript(word)) return hasTranslatedWord(word);
      const pattern = containsPattern(word);
      return or(
        sql`${products.name} ILIKE ${pattern}`,
        sql`${products.description} ILIKE ${pattern}`,
        sql`${products.sku} ILIKE ${pattern}`,
      );
    }),
  );
}

/**
 * Up to `limit` products not deleted in `order` (`created_at`, then `id`; decision 092), with
 * every one of `words` when given ({@link hasEveryWord}), after the `[instant, id]` of a cursor
 * when given: one keyset read of `products_catalog_idx`, whatever the depth (decisions 210, 215),
 * or the trigram indexes' matches sorted when a word is rare (decision 247).
 */
export function listProductsPage(
  db: Database,
  order: CatalogListOrder,
  limit: number,
  after?: readonly [string, string],
  words: readonly string[] = [],
): Promise<ProductPageRow[]> {
  const direction = order === 'oldest' ? 'asc' : 'desc';
  return db
    .select({ ...getTableColumns(products), createdAtKey: instantKey(products.createdAt) })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        hasEveryWord(words),
        after ? afterInstantCursor(products.createdAt, products.id, after, direction) : undefined,
      ),
    )
    .orderBy(...LIST_ORDER_BY[order])
    .limit(limit);
}

/** The product with this UUID unless it is deleted. */
export function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  return findOne(db, products, and(eq(products.id, id), isNull(products.deletedAt)));
}

/** The live product whose page is `/products/{slug}` (decision 316: slugs are unique among them). */
export function findProductBySlug(db: Executor, slug: string): Promise<ProductRow | undefined> {
  return findOne(db, products, and(eq(products.slug, slug), isNull(products.deletedAt)));
}

/**
 * The product with this UUID unless it is deleted, locked (`FOR NO KEY UPDATE`, which the foreign-key
 * checks of rows inserted meanwhile do not wait for, decision 161) until the transaction `tx` ends:
 * what is read stays true for the transaction's own writes.
 */
export function lockProduct(tx: Database, id: string): Promise<ProductRow | undefined> {
  return lockOne(
    tx,
    products,
    and(eq(products.id, id), isNull(products.deletedAt)),
    'no key update',
  );
}

/** These products by id, deleted ones too (a cart says which is no longer sold). */
export async function findProductsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  return findMap(db, products, inArray(products.id, [...new Set(ids)]), (row) => row.id);
}

/**
 * The products whose ids `ids` (a subquery of one `uuid` column) selects, deleted ones too, by id:
 * read in the same round trip as the rows that name them (checkout, decision 165).
 */
export function findProductsIn(db: Executor, ids: SQL): Promise<Map<string, ProductRow>> {
  return findMap(db, products, inArray(products.id, sql`(${ids})`), (row) => row.id);
}

/** The products sold (not deleted) under these SKUs (upper-case), by SKU. */
export async function findProductsBySku(
  db: Executor,
  skus: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (skus.length === 0) return new Map();
  const sold = and(inArray(products.sku, [...new Set(skus)]), isNull(products.deletedAt));
  return findMap(db, products, sold, (row) => row.sku);
}

/**
 * These products (deleted ones too, so that a caller can say which is no longer sold), locked
 * (`FOR NO KEY UPDATE`, decision 161) in ascending id order until the transaction ends: every transaction that locks
 * several products locks them in this one order, so two of them never wait for each other
 * (decision 126). By id.
 */
export async function lockProducts(
  tx: Transaction,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, sorted))
    .orderBy(asc(products.id))
    .for('no key update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Values of a new product. */
export type NewProductRow = typeof products.$inferInsert;

/**
 * Inserts a product and returns its row. A name already used by a product that is not deleted
 * (ignoring case and surrounding spaces) fails with the unique violation of `products_name_key`.
 */
export function insertProduct(db: Database, values: NewProductRow): Promise<ProductRow> {
  return insertOne(db, products, values, 'product');
}

/** The fields Edit Product changes (never the stock: that is addStock and setStock). */
export type ProductEdit = Pick<
  NewProductRow,
  | 'categoryId'
  | 'slug'
  | 'specifications'
  | 'specText'
  | 'details'
  | 'gallery'
  | 'name'
  | 'sku'
  | 'image'
  | 'description'
  | 'pricePoisha'
  | 'minOrder'
  | 'orderIncrement'
  | 'volumeTiers'
  | 'vatRate'
  | 'sdRate'
  | 'allowBackorder'
  | 'backorderAvailableOn'
  | 'serialTracked'
  | 'warrantyMonths'
  | 'hsCode'
  | 'countryOfOrigin'
>;

/**
 * Writes an edit of a product that is not deleted and returns its new row; `undefined` when it is
 * unknown or deleted. A name or SKU in use fails with the unique violation of `products_name_key`
 * or `products_sku_key`.
 */
export function updateProduct(
  db: Executor,
  id: string,
  edit: ProductEdit,
): Promise<ProductRow | undefined> {
  const sold = and(eq(products.id, id), isNull(products.deletedAt));
  return updateOne(db, products, { ...edit, updatedAt: sql`now()` }, sold);
}

/**
 * Sets the VAT rate (and the SD rate, when given) of the products of `ids` that are sold (not
 * deleted), basis points (decision 305). Returns the rows written.
 */
export function setTaxRates(
  tx: Transaction,
  ids: readonly string[],
  rates: { vatRate: number; sdRate?: number | undefined },
): Promise<ProductRow[]> {
  return tx
    .update(products)
    .set({
      vatRate: rates.vatRate,
      ...(rates.sdRate === undefined ? {} : { sdRate: rates.sdRate }),
      updatedAt: sql`now()`,
    })
    .where(and(inArray(products.id, [...ids]), isNull(products.deletedAt)))
    .returning();
}

/** The largest `available_quantity` the integer column holds. */
const MAX_STOCK = 2_147_483_647;

/**
 * Adds `pieces` to the stock in one statement (concurrent restocks all count). Returns the new
 * stock; `undefined` when the product is unknown, deleted, or the sum would overflow the column.
 */
export function addStock(db: Database, id: string, pieces: number): Promise<number | undefined> {
  return updateStockOf(
    db,
    { availableQuantity: sql`${products.availableQuantity} + ${pieces}`, updatedAt: sql`now()` },
    and(
      eq(products.id, id),
      isNull(products.deletedAt),
      lte(products.availableQuantity, MAX_STOCK - pieces),
    ),
  );
}

/** Sets `values` on the product `where` matches; its new stock, `undefined` when none matched. */
async function updateStockOf(
  db: Database,
  values: PgUpdateSetSource<typeof products>,
  where: SQL | undefined,
): Promise<number | undefined> {
  const [row] = await db
    .update(products)
    .set(values)
    .where(where)
    .returning({ availableQuantity: products.availableQuantity });
  return row?.availableQuantity;
}

/**
 * Sets the stock to `pieces` in one statement, only while paid orders hold no more than that.
 * Returns the new stock; `undefined` when the product is unknown, deleted or holds more.
 */
export function setStock(db: Database, id: string, pieces: number): Promise<number | undefined> {
  return updateStockOf(
    db,
    { availableQuantity: pieces, updatedAt: sql`now()` },
    and(eq(products.id, id), isNull(products.deletedAt), lte(products.heldQuantity, pieces)),
  );
}

/** Soft-deletes the product (`deleted_at = now()`) unless already deleted; `true` when it did. */
export function softDeleteProduct(db: Database, id: string): Promise<boolean> {
  return updateIf(
    db,
    { deletedAt: sql`now()`, updatedAt: sql`now()` },
    and(eq(products.id, id), isNull(products.deletedAt)),
  );
}

/** Sets `values` on the product that `where` matches, in one statement; `true` when it did. */
async function updateIf(
  db: Executor,
  values: PgUpdateSetSource<typeof products>,
  where: SQL | undefined,
): Promise<boolean> {
  return (await updateCount(db, products, values, where, products.id)) === 1;
}

// Stock holds, their release and shipping: with addStock and setStock above, every write of a
// product's stock is in this file (DESIGN.md, Data: stock never goes below zero).

/**
 * Takes a stock hold of `quantity` in one conditional statement: only while the product is sold
 * (not deleted) and what is buyable (`available_quantity - held_quantity`) still covers it.
 * `true` when the hold was taken.
 */
export function holdStock(tx: Executor, productId: string, quantity: number): Promise<boolean> {
  return updateIf(
    tx,
    { heldQuantity: sql`${products.heldQuantity} + ${quantity}` },
    and(
      eq(products.id, productId),
      isNull(products.deletedAt),
      sql`${products.availableQuantity} - ${products.heldQuantity} >= ${quantity}`,
    ),
  );
}

/**
 * Takes a stock hold for each of `lines` (distinct products) in one statement, each only while
 * its product is sold and what is buyable still covers it; `true` when every hold was taken (the
 * caller rolls back otherwise). For rows the transaction has locked already (checkout): the
 * statement then takes no lock of its own.
 */
export async function holdStockOfLines(
  tx: Executor,
  lines: readonly { productId: string; quantity: number }[],
): Promise<boolean> {
  if (lines.length === 0) return true;
  const ids = lines.map((line) => line.productId);
  const quantities = lines.map((line) => line.quantity);
  const held = await tx.execute(sql`
    UPDATE products p SET held_quantity = p.held_quantity + v.quantity
    FROM (SELECT unnest(${sql.param(ids)}::uuid[]) AS id,
      unnest(${sql.param(quantities)}::integer[]) AS quantity) v
    WHERE p.id = v.id AND p.deleted_at IS NULL
      AND p.available_quantity - p.held_quantity >= v.quantity
    RETURNING p.id`);
  return (held as unknown as { rows: unknown[] }).rows.length === lines.length;
}

/** A line to hold at the prices it was read at: the product's pricing columns then. */
export interface PricedHold {
  productId: string;
  quantity: number;
  pricePoisha: number;
  minOrder: number;
  orderIncrement: number;
  volumeTiers: readonly StoredVolumeTier[];
  /** The VAT and SD rates the line was taxed at, basis points (decision 305). */
  vatRate: number;
  sdRate: number;
}

/**
 * Takes a stock hold for each of `lines` (distinct products) in one statement, on rows read
 * without a lock before: each only while its product is sold, what is buyable still covers it, and
 * its price, tiers, minimum order, increment and VAT and SD rates are still those the line was
 * priced at. The rows
 * are locked in ascending id order (the locking subquery sorts before it locks), the order
 * {@link lockProducts} uses, so this never deadlocks with another stock change. `true` when every
 * hold was taken; otherwise the caller rolls back (decision 161).
 */
export async function holdStockIfPricedAs(
  tx: Executor,
  lines: readonly PricedHold[],
): Promise<boolean> {
  if (lines.length === 0) return true;
  const held = await tx.execute(holdIfPricedAsStatement(lines, sql`true`));
  return (held as unknown as { rows: unknown[] }).rows.length === lines.length;
}

/**
 * The statement of {@link holdStockIfPricedAs}, holding only when `when` (a boolean SQL
 * expression, evaluated before any product is locked) is true; it returns the id of each product
 * held. For a data-modifying CTE of a larger statement (checkout, decision 165), whose caller
 * compares the ids returned with `lines`.
 */
export function holdIfPricedAsStatement(lines: readonly PricedHold[], when: SQL): SQL {
  const column = <T>(pick: (line: PricedHold) => T) => sql.param(lines.map(pick));
  return sql`
    WITH v AS (
      SELECT * FROM unnest(${column((l) => l.productId)}::uuid[],
        ${column((l) => l.quantity)}::integer[], ${column((l) => l.pricePoisha)}::bigint[],
        ${column((l) => l.minOrder)}::integer[], ${column((l) => l.orderIncrement)}::integer[],
        ${column((l) => JSON.stringify(l.volumeTiers))}::text[],
        ${column((l) => l.vatRate)}::integer[], ${column((l) => l.sdRate)}::integer[])
        AS v(id, quantity, price_poisha, min_order, order_increment, volume_tiers, vat_rate,
          sd_rate)
      WHERE ${when}),
    locked AS (
      SELECT id FROM products WHERE id IN (SELECT id FROM v) ORDER BY id FOR NO KEY UPDATE)
    UPDATE products p SET held_quantity = p.held_quantity + v.quantity
    FROM v JOIN locked ON locked.id = v.id
    WHERE p.id = v.id AND p.deleted_at IS NULL
      AND p.available_quantity - p.held_quantity >= v.quantity
      AND p.price_poisha = v.price_poisha AND p.min_order = v.min_order
      AND p.order_increment = v.order_increment AND p.volume_tiers = v.volume_tiers::jsonb
      AND p.vat_rate = v.vat_rate AND p.sd_rate = v.sd_rate
    RETURNING p.id`;
}

/** Gives a hold of `quantity` back; `true` when the product held at least that much. */
export function releaseStock(tx: Executor, productId: string, quantity: number): Promise<boolean> {
  return updateIf(
    tx,
    { heldQuantity: sql`${products.heldQuantity} - ${quantity}` },
    and(eq(products.id, productId), gte(products.heldQuantity, quantity)),
  );
}

/** Turns a hold of `quantity` into a decrement of the stock (delivery), in one statement. */
export function shipStock(tx: Executor, productId: string, quantity: number): Promise<boolean> {
  return updateIf(
    tx,
    {
      heldQuantity: sql`${products.heldQuantity} - ${quantity}`,
      availableQuantity: sql`${products.availableQuantity} - ${quantity}`,
      updatedAt: sql`now()`,
    },
    and(eq(products.id, productId), gte(products.heldQuantity, quantity)),
  );
}

/**
 * Takes `quantity` pieces out of the stock without a hold (a replacement under a return, decision
 * 322), in one conditional statement: only while what is buyable (`available_quantity -
 * held_quantity`) covers it, so no paid order's hold is taken. `true` when it did.
 */
export function takeBuyableStock(
  tx: Executor,
  productId: string,
  quantity: number,
): Promise<boolean> {
  return updateIf(
    tx,
    {
      availableQuantity: sql`${products.availableQuantity} - ${quantity}`,
      updatedAt: sql`now()`,
    },
    and(
      eq(products.id, productId),
      sql`${products.availableQuantity} - ${products.heldQuantity} >= ${quantity}`,
    ),
  );
}

/** Buyable pieces of a product: in stock minus held by paid orders. */
const buyable = sql<number>`${products.availableQuantity} - ${products.heldQuantity}`;

/** Products on sale with fewer than `minOrders` minimum orders buyable. */
function lowOnStock(minOrders: number): SQL | undefined {
  return and(isNull(products.deletedAt), sql`${buyable} < ${minOrders} * ${products.minOrder}`);
}

/** The low-stock products, fewest minimum orders left first, at most `limit`. */
export function lowStockProducts(db: Database, minOrders: number, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      minOrder: products.minOrder,
      availableQuantity: products.availableQuantity,
      heldQuantity: products.heldQuantity,
      buyable: buyable.mapWith(Number),
    })
    .from(products)
    .where(lowOnStock(minOrders))
    .orderBy(sql`${buyable}::float8 / ${products.minOrder}`, asc(products.name))
    .limit(limit);
}

/** How many products are low on stock. */
export async function countLowStockProducts(db: Database, minOrders: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(lowOnStock(minOrders));
  return row?.total ?? 0;
}

/**
 * Live products by category id (decision 316), for the category tree's counts; products without
 * a category are not counted.
 */
export async function countProductsByCategory(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(isNull(products.deletedAt), isNotNull(products.categoryId)))
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId as string, Number(row.count)]));
}

/** Live products in the categories of `categoryIds` (decision 316). */
export async function countLiveProductsIn(
  db: Executor,
  categoryIds: readonly string[],
): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(isNull(products.deletedAt), inArray(products.categoryId, [...categoryIds])));
  return row?.total ?? 0;
}

/**
 * Live products in the categories of `categoryIds` whose specification holds `value` under `key`
 * (an enum's option, stored as the option's text; decision 316), answered by
 * `products_specifications_idx`.
 */
export async function countProductsWithValue(
  db: Executor,
  categoryIds: readonly string[],
  key: string,
  value: string,
): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        inArray(products.categoryId, [...categoryIds]),
        sql`${products.specifications} @> ${JSON.stringify({ [key]: value })}::jsonb`,
      ),
    );
  return row?.total ?? 0;
}

/** A product's category and specification, for a rewrite of its values (decision 316). */
export interface ProductSpecificationRow {
  id: string;
  categoryId: string | null;
  specifications: ProductRow['specifications'];
}

/**
 * The products (deleted ones too) in the categories of `categoryIds` whose specification has a
 * value under `key`, locked (`FOR NO KEY UPDATE`) in ascending id order (decision 126).
 */
export function lockProductsWithKey(
  tx: Transaction,
  categoryIds: readonly string[],
  key: string,
): Promise<ProductSpecificationRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: products.id,
      categoryId: products.categoryId,
      specifications: products.specifications,
    })
    .from(products)
    .where(
      and(inArray(products.categoryId, [...categoryIds]), sql`${products.specifications} ? ${key}`),
    )
    .orderBy(asc(products.id))
    .for('no key update');
}

/** Rows written per statement by {@link writeSpecifications}. */
const SPECIFICATION_BATCH = 2_000;

/**
 * Writes the specification and its search text of each product of `rows` (decision 316), a batch
 * of rows per statement.
 */
export async function writeSpecifications(
  tx: Executor,
  rows: readonly {
    id: string;
    specifications: ProductRow['specifications'];
    specText: string;
  }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += SPECIFICATION_BATCH) {
    const batch = rows.slice(start, start + SPECIFICATION_BATCH);
    await tx.execute(sql`
      UPDATE products p SET specifications = v.specifications::jsonb, spec_text = v.spec_text,
        updated_at = now()
      FROM unnest(${sql.param(batch.map((row) => row.id))}::uuid[],
        ${sql.param(batch.map((row) => JSON.stringify(row.specifications)))}::text[],
        ${sql.param(batch.map((row) => row.specText))}::text[]) AS v(id, specifications, spec_text)
      WHERE p.id = v.id`);
  }
}

/**
 * The slugs of live products that are `base` or `base-<n>` (decision 316), for a new product's
 * default slug.
 */
export async function liveSlugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        or(eq(products.slug, base), sql`${products.slug} LIKE ${`${base}-%`}`),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/**
 * Takes deleted products out of the category of `categoryId` (decision 316), so that the category
 * can be deleted: a deleted product keeps its row for the orders that name it, not its category.
 */
export async function detachDeletedProducts(tx: Executor, categoryId: string): Promise<void> {
  await tx
    .update(products)
    .set({ categoryId: null })
    .where(and(eq(products.categoryId, categoryId), isNotNull(products.deletedAt)));
}
