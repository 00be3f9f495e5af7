import { and, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { recordAuditFrom, type AuditActor } from '../../audit/audit-log.js';
import { csvCell, csvTaka } from '../../csv/csv-sql.js';
import type { Executor } from '../../db/client.js';
import { statementRows } from '../../db/rows.js';
import { products, productTranslations } from '../../db/schema/index.js';
import type { ProductRow } from './products.repository.js';

/*
 * The products' side of the catalog CSV (decision 319): the export's rows written by the database,
 * the live products an import's rows match, and the set-based writes of applying it from staged
 * rows another module keeps (`staged`: a `SELECT` of line, sku, product_id, product_updated_at,
 * values).
 */

/** The rows of an `execute` answer (node-postgres and PGlite both answer `{ rows }`). */

/** A live product with its `updated_at` as text, to the microsecond (a Date keeps milliseconds). */
export type MatchedProduct = ProductRow & { updatedAtKey: string };

/** The live products of `skus`, by SKU. */
export async function liveProductsBySku(
  db: Executor,
  skus: readonly string[],
): Promise<Map<string, MatchedProduct>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({
      ...getTableColumns(products),
      updatedAtKey: sql<string>`${products.updatedAt}::text`,
    })
    .from(products)
    .where(and(inArray(products.sku, [...skus]), isNull(products.deletedAt)));
  return new Map(rows.map((row) => [row.sku, row]));
}

/**
 * The SKU of the live product of each name key (`lower(btrim(name))`, the unique index
 * `products_name_key`) among `keys`.
 */
export async function skusOfNames(
  db: Executor,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: sql<string>`lower(btrim(${products.name}))`, sku: products.sku })
    .from(products)
    .where(and(sql`lower(btrim(${products.name})) IN ${[...keys]}`, isNull(products.deletedAt)));
  return new Map(rows.map((row) => [row.key, row.sku]));
}

/** The attribute keys the live products' specifications use, sorted. */
export async function specificationKeysInUse(db: Executor): Promise<string[]> {
  const rows = await db.execute<{ key: string }>(
    sql`SELECT DISTINCT jsonb_object_keys(${products.specifications}) AS key FROM ${products}
      WHERE ${products.deletedAt} IS NULL ORDER BY 1`,
  );
  return statementRows<{ key: string }>(rows).map((row) => row.key);
}

/** Where an export batch ends: the last product's `created_at` (as text, microseconds) and id. */
export interface ProductExportCursor {
  createdAt: string;
  id: string;
}

/**
 * Up to `limit` live products after `after`, oldest first, as the CSV records of the catalog
 * export (decision 319): the columns of `PRODUCT_CSV_COLUMNS` then one per key of `specKeys`;
 * `categorySlugs` maps category ids to slugs.
 */
export async function productsCsvBatch(
  db: Executor,
  options: {
    specKeys: readonly string[];
    categorySlugs: Readonly<Record<string, string>>;
    after: ProductExportCursor | undefined;
    limit: number;
  },
): Promise<{ csv: string; count: number; last: ProductExportCursor | undefined }> {
  const p = products;
  const tiers = sql`coalesce((SELECT string_agg((tier->>'minQuantity') || ':' ||
      ${csvTaka(sql`(tier->>'unitPricePoisha')::bigint`)}, '|' ORDER BY nth)
    FROM jsonb_array_elements(${p.volumeTiers}) WITH ORDINALITY AS tiers (tier, nth)), '')`;
  const category = sql`coalesce(${JSON.stringify(options.categorySlugs)}::jsonb
    ->> ${p.categoryId}::text, '')`;
  const cells: SQL[] = [
    csvCell(sql`${p.sku}`),
    csvCell(sql`${p.name}`),
    csvCell(sql`${p.slug}`),
    csvCell(category),
    csvCell(sql`${p.description}`),
    csvTaka(sql`${p.pricePoisha}`),
    sql`${p.minOrder}::text`,
    sql`${p.orderIncrement}::text`,
    tiers,
    sql`${p.availableQuantity}::text`,
    sql`${p.vatRate}::text`,
    sql`${p.sdRate}::text`,
    csvCell(sql`${p.image}`),
    sql`'active'`,
    sql`${p.serialTracked}::text`,
    sql`${p.warrantyMonths}::text`,
    // Dotted, as people read it (decision 323): the import takes it back with or without dots.
    sql`CASE WHEN ${p.hsCode} IS NULL THEN '' ELSE concat_ws('.', substr(${p.hsCode}, 1, 4),
      nullif(substr(${p.hsCode}, 5, 2), ''), nullif(substr(${p.hsCode}, 7, 2), ''),
      nullif(substr(${p.hsCode}, 9, 2), '')) END`,
    sql`${p.countryOfOrigin}`,
    csvCell(sql`bn.name`),
    csvCell(sql`bn.description`),
    csvCell(sql`bn.details`),
    ...options.specKeys.map((key) => csvCell(sql`(${p.specifications} ->> ${key}::text)`)),
  ];
  const after = options.after
    ? sql`AND (${p.createdAt}, ${p.id}) > (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const result = await db.execute<{ record: string; created_at: string; id: string }>(
    sql`SELECT ${sql.join(cells, sql` || ',' || `)} || E'\\r\\n' AS record,
        ${p.createdAt}::text AS created_at, ${p.id} AS id
      FROM ${p} LEFT JOIN ${productTranslations} AS bn ON bn.product_id = ${p.id}
        AND bn.locale = 'bn'
      WHERE ${p.deletedAt} IS NULL ${after}
      ORDER BY ${p.createdAt}, ${p.id} LIMIT ${options.limit}`,
  );
  const rows = statementRows<{ record: string; created_at: string; id: string }>(result);
  const last = rows[rows.length - 1];
  return {
    csv: rows.map((row) => row.record).join(''),
    count: rows.length,
    last: last && { createdAt: last.created_at, id: last.id },
  };
}

/** A staged audit snapshot (`values.<key>`) with the product's `heldQuantity` as it is now. */
const withHeld = (snapshot: SQL, held: SQL) =>
  sql`jsonb_set(${snapshot}, '{heldQuantity}', to_jsonb(${held}))`;

/**
 * How many of the products that `staged` rows matched (`product_id`) changed since they were
 * checked (`updated_at` other than `product_updated_at`, or deleted), plus the SKUs of `created`
 * rows (when given) a live product has now.
 */
export async function countChangedSince(
  db: Executor,
  matched: SQL,
  created?: SQL,
): Promise<number> {
  const clashes = created
    ? sql`(SELECT count(*) FROM (${created}) AS staged JOIN ${products} AS p
        ON p.sku = staged.sku AND p.deleted_at IS NULL)::int`
    : sql`0`;
  const result = await db.execute<{ changed: number }>(sql`SELECT
      (SELECT count(*) FROM (${matched}) AS staged JOIN ${products} AS p ON p.id = staged.product_id
        WHERE p.updated_at IS DISTINCT FROM staged.product_updated_at
          OR p.deleted_at IS NOT NULL)::int
      + ${clashes} AS changed`);
  return Number(statementRows<{ changed: number }>(result)[0]?.changed ?? 0);
}

/** The value of a staged row's `values` key `key` when it has one, else the column's own. */
const valueOr = (key: string, cast: string, column: string) =>
  sql.raw(`CASE WHEN staged.values ? '${key}' THEN (staged.values->>'${key}')::${cast}
    ELSE p.${column} END`);

/**
 * Writes the `staged` updates (decision 319): each product's columns from its row's values (a
 * `deleted` row soft-deletes it), only while it is as it was checked (`updated_at`); a changed
 * slug another live product has takes `slugAlt`. One audit entry per product (`product.import`,
 * before and after as the check staged them, `auditBefore`/`auditAfter`, with the held pieces as
 * they are; after `null` for a deletion) in the same statement. Returns the products
 * written: fewer than staged means some changed meanwhile.
 */
export async function applyImportedUpdates(
  db: Executor,
  staged: SQL,
  actor: AuditActor,
): Promise<number> {
  const slug = sql`CASE WHEN staged.values ? 'slug' THEN
      CASE WHEN EXISTS (SELECT 1 FROM ${products} AS other WHERE other.slug = staged.values->>'slug'
          AND other.deleted_at IS NULL AND other.id <> p.id)
        THEN staged.values->>'slugAlt' ELSE staged.values->>'slug' END
      ELSE p.slug END`;
  const result = await db.execute(sql`WITH written AS (
      UPDATE ${products} AS p SET
        name = ${valueOr('name', 'text', 'name')},
        slug = ${slug},
        category_id = ${valueOr('categoryId', 'uuid', 'category_id')},
        description = ${valueOr('description', 'text', 'description')},
        price_poisha = ${valueOr('pricePoisha', 'bigint', 'price_poisha')},
        min_order = ${valueOr('minOrder', 'int', 'min_order')},
        order_increment = ${valueOr('orderIncrement', 'int', 'order_increment')},
        volume_tiers = CASE WHEN staged.values ? 'volumeTiers' THEN staged.values->'volumeTiers'
          ELSE p.volume_tiers END,
        available_quantity = ${valueOr('availableQuantity', 'int', 'available_quantity')},
        vat_rate = ${valueOr('vatRate', 'int', 'vat_rate')},
        sd_rate = ${valueOr('sdRate', 'int', 'sd_rate')},
        image = ${valueOr('image', 'text', 'image')},
        serial_tracked = ${valueOr('serialTracked', 'boolean', 'serial_tracked')},
        warranty_months = ${valueOr('warrantyMonths', 'int', 'warranty_months')},
        hs_code = ${valueOr('hsCode', 'text', 'hs_code')},
        country_of_origin = ${valueOr('countryOfOrigin', 'text', 'country_of_origin')},
        specifications = CASE WHEN staged.values ? 'specifications'
          THEN staged.values->'specifications' ELSE p.specifications END,
        spec_text = ${valueOr('specText', 'text', 'spec_text')},
        deleted_at = CASE WHEN (staged.values->>'deleted')::boolean THEN now() ELSE NULL END,
        updated_at = now()
      FROM (${staged}) AS staged, ${products} AS prior
      WHERE p.id = staged.product_id AND prior.id = p.id AND p.deleted_at IS NULL
        AND p.updated_at = staged.product_updated_at
      RETURNING p.id, p.name, p.deleted_at,
        ${withHeld(sql`staged.values->'auditBefore'`, sql`prior.held_quantity`)} AS audit_before,
        ${withHeld(sql`staged.values->'auditAfter'`, sql`p.held_quantity`)} AS audit_after
    )
    ${recordAuditFrom(
      actor,
      'product.import',
      'product',
      sql`SELECT written.id::text, written.name, written.audit_before,
        CASE WHEN written.deleted_at IS NULL THEN written.audit_after END FROM written`,
    )} RETURNING 1`);
  return statementRows(result).length;
}

/**
 * Inserts the `staged` creates (decision 319), their slug `slugAlt` when a live product or an
 * earlier line has it, with one audit entry each (`product.import`, after only) in the same
 * statement. Returns the products created.
 */
export async function insertImportedProducts(
  db: Executor,
  staged: SQL,
  actor: AuditActor,
): Promise<number> {
  const v = (key: string, cast: string) => sql.raw(`(staged.values->>'${key}')::${cast}`);
  // Each row's id is drawn before the insert, so that the audit entries are read from the same
  // rows, not joined back to what the insert returned.
  const result = await db.execute(sql`WITH ranked AS MATERIALIZED (
      SELECT staged.*, gen_random_uuid() AS new_id,
        row_number() OVER (PARTITION BY staged.values->>'slug' ORDER BY staged.line) AS nth
      FROM (${staged}) AS staged
    ), written AS (
      INSERT INTO ${products} (id, name, sku, slug, category_id, description, price_poisha,
        min_order, order_increment, volume_tiers, available_quantity, vat_rate, sd_rate, image,
        specifications, spec_text, serial_tracked, warranty_months, hs_code, country_of_origin)
      SELECT staged.new_id, ${v('name', 'text')}, staged.sku,
        CASE WHEN staged.nth > 1 OR EXISTS (SELECT 1 FROM ${products} AS other
            WHERE other.slug = staged.values->>'slug' AND other.deleted_at IS NULL)
          THEN staged.values->>'slugAlt' ELSE staged.values->>'slug' END,
        ${v('categoryId', 'uuid')}, ${v('description', 'text')}, ${v('pricePoisha', 'bigint')},
        ${v('minOrder', 'int')}, ${v('orderIncrement', 'int')}, staged.values->'volumeTiers',
        ${v('availableQuantity', 'int')}, ${v('vatRate', 'int')}, ${v('sdRate', 'int')},
        ${v('image', 'text')}, staged.values->'specifications', ${v('specText', 'text')},
        coalesce(${v('serialTracked', 'boolean')}, false), coalesce(${v('warrantyMonths', 'int')}, 0),
        ${v('hsCode', 'text')}, coalesce(${v('countryOfOrigin', 'text')}, 'BD')
      FROM ranked AS staged ORDER BY staged.line
    )
    ${recordAuditFrom(
      actor,
      'product.import',
      'product',
      sql`SELECT staged.new_id::text, staged.values->>'name', NULL::jsonb,
        staged.values->'auditAfter' FROM ranked AS staged`,
    )} RETURNING 1`);
  return statementRows(result).length;
}

/**
 * Writes the Bangla texts of the `staged` creates and updates that carry some (`values.translations`:
 * `name`, `description`, `details`, each present only when the file has its column; `null` removes
 * it), over the stored ones, for the live products of their SKUs (decision 326); a translation left
 * with no text is deleted. Run after the products are written, in the same transaction.
 */
export async function applyImportedTranslations(db: Executor, staged: SQL): Promise<void> {
  const text = (key: string) =>
    sql.raw(`CASE WHEN staged.values->'translations' ? '${key}'
      THEN staged.values->'translations'->>'${key}' ELSE bn.${key} END`);
  await db.execute(sql`INSERT INTO ${productTranslations} AS t
      (product_id, locale, name, description, details)
    SELECT p.id, 'bn', ${text('name')}, ${text('description')}, ${text('details')}
    FROM (${staged}) AS staged
    JOIN ${products} AS p ON p.sku = staged.sku AND p.deleted_at IS NULL
    LEFT JOIN ${productTranslations} AS bn ON bn.product_id = p.id AND bn.locale = 'bn'
    WHERE staged.values ? 'translations'
    ON CONFLICT (product_id, locale) DO UPDATE SET name = excluded.name,
      description = excluded.description, details = excluded.details, updated_at = now()`);
  await db.execute(sql`DELETE FROM ${productTranslations} AS t
    USING (${staged}) AS staged, ${products} AS p
    WHERE staged.values ? 'translations' AND p.sku = staged.sku AND p.deleted_at IS NULL
      AND t.product_id = p.id AND t.locale = 'bn'
      AND t.name IS NULL AND t.description IS NULL AND t.details IS NULL`);
}
