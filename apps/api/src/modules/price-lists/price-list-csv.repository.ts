import { PRICE_LIST_CSV_HEADER, type AuditAction } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { recordAuditFrom, type AuditActor } from '../../audit/audit-log.js';
import { csvCell, csvTaka } from '../../csv/csv-sql.js';
import type { Executor, Transaction } from '../../db/client.js';
import { statementRows } from '../../db/rows.js';

/*
 * The price-list statements of the CSV import and export and of "make these prices the contract"
 * (decision 320). Written as SQL text, as `price-terms.repository.ts`: set-based statements over a
 * JSON parameter, one round trip for any number of entries.
 */

/** A price list's id and name. */
export interface PriceListName {
  id: string;
  name: string;
}

/** The price list `id`, or `undefined`; a malformed id finds none. */
export async function findPriceListName(
  db: Executor,
  id: string,
): Promise<PriceListName | undefined> {
  const result = await db.execute(sql`SELECT id, name FROM price_lists
    WHERE id::text = ${id}`);
  return statementRows<PriceListName>(result)[0];
}

/**
 * The price list `id`, locked (`FOR UPDATE`) until the transaction ends: two writes of one list's
 * entries (an import, a quote made the contract) run one after the other.
 */
export async function lockPriceList(
  tx: Transaction,
  id: string,
): Promise<PriceListName | undefined> {
  const result = await tx.execute(sql`SELECT id, name FROM price_lists
    WHERE id::text = ${id} FOR UPDATE`);
  return statementRows<PriceListName>(result)[0];
}

/**
 * The list's entries as CSV (decision 320), written by the database: a byte-order mark, the
 * header `sku,min_quantity,unit_price,percent_off`, then one line per entry by SKU, then minimum
 * quantity (a deleted product's entries left out); `unit_price` in Taka with two decimals,
 * `percent_off` in percent (`12.5`), the other empty.
 */
export async function priceListEntriesCsv(db: Executor, id: string): Promise<string> {
  const result = await db.execute(sql`SELECT coalesce(string_agg(
      ${csvCell(sql`p.sku`)} || ',' || e.min_quantity::text || ','
        || CASE WHEN e.unit_price_poisha IS NULL THEN '' ELSE ${csvTaka(sql`e.unit_price_poisha`)} END
        || ','
        || CASE WHEN e.percent_off_bp IS NULL THEN ''
             ELSE trim_scale(e.percent_off_bp::numeric / 100)::text END,
      E'\n' ORDER BY p.sku COLLATE "C", e.min_quantity), '') AS body
    FROM price_list_entries e JOIN products p ON p.id = e.product_id
    WHERE e.price_list_id = ${id}::uuid AND p.deleted_at IS NULL`);
  const body = statementRows<{ body: string }>(result)[0]?.body ?? '';
  return `\uFEFF${PRICE_LIST_CSV_HEADER}\n${body}${body ? '\n' : ''}`;
}

/** One entry of a price list (poisha, basis points), with its product's SKU. */
export interface StoredEntry {
  productId: string;
  sku: string;
  minQuantity: number;
  unitPricePoisha: number | null;
  percentOffBp: number | null;
}

interface EntryRow {
  product_id: string;
  sku: string;
  min_quantity: number;
  unit_price_poisha: string | number | null;
  percent_off_bp: number | null;
}

/**
 * The entries of the list `id` whose product is not deleted, by SKU then minimum quantity; of
 * `productIds` only when given.
 */
export async function entriesOfList(
  db: Executor,
  id: string,
  productIds?: readonly string[],
): Promise<StoredEntry[]> {
  const only = productIds
    ? sql`AND e.product_id = ANY(${sql.param([...productIds])}::uuid[])`
    : sql``;
  const result = await db.execute(sql`SELECT e.product_id, p.sku, e.min_quantity,
      e.unit_price_poisha, e.percent_off_bp
    FROM price_list_entries e JOIN products p ON p.id = e.product_id
    WHERE e.price_list_id = ${id}::uuid AND p.deleted_at IS NULL ${only}
    ORDER BY p.sku COLLATE "C", e.min_quantity`);
  return statementRows<EntryRow>(result).map((row) => ({
    productId: row.product_id,
    sku: row.sku,
    minQuantity: Number(row.min_quantity),
    unitPricePoisha: row.unit_price_poisha === null ? null : Number(row.unit_price_poisha),
    percentOffBp: row.percent_off_bp === null ? null : Number(row.percent_off_bp),
  }));
}

/** An entry to write: a product's step in the list, a fixed price or a discount. */
export interface EntryWrite {
  productId: string;
  minQuantity: number;
  unitPricePoisha: number | null;
  percentOffBp: number | null;
}

/** An entry to remove: a product's step. */
export type EntryKey = Pick<EntryWrite, 'productId' | 'minQuantity'>;

/** An audit entry of a price list's change (money in Taka), for {@link appendPriceListAudit}. */
export interface PriceListAuditEntry {
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Writes entries of the list `id` in two set-based statements: removes `removals`, then creates or
 * changes `writes` (keyed by product and minimum quantity); the list's `updatedAt` moves on when
 * anything changed.
 */
export async function writeEntries(
  tx: Transaction,
  id: string,
  writes: readonly EntryWrite[],
  removals: readonly EntryKey[] = [],
): Promise<void> {
  if (removals.length > 0) {
    await tx.execute(sql`DELETE FROM price_list_entries e
      USING jsonb_to_recordset(${json(removals)}) AS r("productId" uuid, "minQuantity" int)
      WHERE e.price_list_id = ${id}::uuid AND e.product_id = r."productId"
        AND e.min_quantity = r."minQuantity"`);
  }
  if (writes.length > 0) {
    await tx.execute(sql`INSERT INTO price_list_entries
        (price_list_id, product_id, min_quantity, unit_price_poisha, percent_off_bp)
      SELECT ${id}::uuid, w."productId", w."minQuantity", w."unitPricePoisha", w."percentOffBp"
      FROM jsonb_to_recordset(${json(writes)})
        AS w("productId" uuid, "minQuantity" int, "unitPricePoisha" bigint, "percentOffBp" int)
      ON CONFLICT (price_list_id, product_id, min_quantity) DO UPDATE
        SET unit_price_poisha = excluded.unit_price_poisha,
          percent_off_bp = excluded.percent_off_bp, updated_at = now()`);
  }
  if (removals.length > 0 || writes.length > 0) {
    await tx.execute(sql`UPDATE price_lists SET updated_at = now() WHERE id = ${id}::uuid`);
  }
}

/** The products among `productIds` with more than `max` steps in the list `id`. */
export async function productsOverSteps(
  tx: Executor,
  id: string,
  productIds: readonly string[],
  max: number,
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const result = await tx.execute(sql`SELECT product_id FROM price_list_entries
    WHERE price_list_id = ${id}::uuid
      AND product_id = ANY(${sql.param([...new Set(productIds)])}::uuid[])
    GROUP BY product_id HAVING count(*) > ${max}`);
  return statementRows<{ product_id: string }>(result).map((row) => row.product_id);
}

/**
 * A new price list for one company (decision 320), valid `[startsAt, endsAt)`, in Taka. Returns
 * its id, or `undefined` when a list of this name exists (names are unique ignoring case).
 */
export async function insertCompanyPriceList(
  tx: Transaction,
  values: { name: string; startsAt: string | null; endsAt: string | null; companyId: string },
): Promise<string | undefined> {
  const result = await tx.execute(sql`INSERT INTO price_lists (name, starts_at, ends_at)
    VALUES (${values.name}, ${values.startsAt}::timestamptz, ${values.endsAt}::timestamptz)
    ON CONFLICT DO NOTHING RETURNING id`);
  const id = statementRows<{ id: string }>(result)[0]?.id;
  if (id) await addCompanyToList(tx, id, values.companyId);
  return id;
}

/** Names the company among those the list `id` applies to (nothing when it is already). */
export async function addCompanyToList(
  tx: Transaction,
  id: string,
  companyId: string,
): Promise<void> {
  await tx.execute(sql`INSERT INTO price_list_companies (price_list_id, company_id)
    VALUES (${id}::uuid, ${companyId}::uuid) ON CONFLICT DO NOTHING`);
}

/**
 * Appends one audit entry per element of `entries` (decision 068), all with `action` on the
 * price list `id`, in one statement.
 */
export async function appendPriceListAudit(
  tx: Transaction,
  actor: AuditActor,
  action: AuditAction,
  id: string,
  entries: readonly PriceListAuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(
    recordAuditFrom(
      actor,
      action,
      'price_list',
      sql`SELECT ${id}::text, a.label, a.before, a.after
        FROM jsonb_to_recordset(${json(entries)}) AS a(label text, before jsonb, after jsonb)`,
    ),
  );
}
