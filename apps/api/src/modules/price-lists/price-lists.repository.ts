import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { deleteOne, findOne, insertOne, lockOne, statementRows, updateOne } from '../../db/rows.js';
import {
  priceListCategoryRules,
  priceListCompanies,
  priceListEntries,
  priceListGroups,
  priceLists,
} from '../../db/schema/index.js';

/** A `price_lists` row. */
export type PriceListRow = typeof priceLists.$inferSelect;
/** A price list row with the number of its entries. */
export type PriceListWithCount = PriceListRow & { entryCount: number };

/**
 * The entries of a list whose product is not deleted, counted with `price_list_entries_key`: a
 * deleted product's steps stay stored but are neither shown, exported nor counted (decision 320).
 */
const entryCount = sql<number>`(SELECT count(*)::int FROM price_list_entries e
  JOIN products p ON p.id = e.product_id
  WHERE e.price_list_id = price_lists.id AND p.deleted_at IS NULL)`;
const nameKey = sql`lower(${priceLists.name})`;

/**
 * Up to `limit` price lists by name (`lower(name)`, then `id`) whose name contains `search`
 * (ignoring case) when given, after the `[lower(name), id]` of a page's last list when given,
 * each with its number of entries (decision 320).
 */
export function listPriceListsPage(
  db: Executor,
  {
    search,
    after,
    limit,
  }: { search?: string | undefined; after?: readonly [string, string] | undefined; limit: number },
): Promise<PriceListWithCount[]> {
  return db
    .select({ ...priceListColumns, entryCount })
    .from(priceLists)
    .where(
      and(
        search === undefined ? undefined : sql`${priceLists.name} ILIKE ${containsPattern(search)}`,
        after === undefined
          ? undefined
          : sql`(${nameKey}, ${priceLists.id}) > (${after[0]}, ${after[1]}::uuid)`,
      ),
    )
    .orderBy(nameKey, asc(priceLists.id))
    .limit(limit);
}

const priceListColumns = {
  id: priceLists.id,
  name: priceLists.name,
  currency: priceLists.currency,
  startsAt: priceLists.startsAt,
  endsAt: priceLists.endsAt,
  createdAt: priceLists.createdAt,
  updatedAt: priceLists.updatedAt,
};

/** The `lower(name)` of the list of `id`, where a page after it starts; `undefined` if none. */
export async function priceListNameKey(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: sql<string>`lower(${priceLists.name})` })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  return row?.key;
}

/** The list of `id` with its number of entries, or `undefined`. */
export async function findPriceList(
  db: Executor,
  id: string,
): Promise<PriceListWithCount | undefined> {
  const [row] = await db
    .select({ ...priceListColumns, entryCount })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  return row;
}

/**
 * The list of `id` locked `FOR UPDATE` until the transaction ends (every write of a list and its
 * entries takes this lock first, so that they apply one after the other), or `undefined`.
 */
export function lockPriceList(tx: Transaction, id: string): Promise<PriceListRow | undefined> {
  return lockOne(tx, priceLists, eq(priceLists.id, id));
}

/** What a list row holds of its own. */
export interface PriceListValues {
  name: string;
  currency: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * Adds a list. A name another list has (ignoring case and surrounding spaces) fails with the
 * unique violation of `price_lists_name_key`.
 */
export function insertPriceList(tx: Executor, values: PriceListValues): Promise<PriceListRow> {
  return insertOne(tx, priceLists, values, 'price list');
}

/** Changes a list's own fields; the row after, or `undefined` for an unknown id. */
export function updatePriceList(
  tx: Executor,
  id: string,
  values: PriceListValues,
): Promise<PriceListRow | undefined> {
  return updateOne(tx, priceLists, { ...values, updatedAt: sql`now()` }, eq(priceLists.id, id));
}

/** Deletes a list with its entries, rules and links (cascades); the row before, or `undefined`. */
export function deletePriceListRow(tx: Executor, id: string): Promise<PriceListRow | undefined> {
  return deleteOne(tx, priceLists, eq(priceLists.id, id));
}

/** Marks a list changed now (its entries were written). */
export async function touchPriceList(tx: Executor, id: string): Promise<void> {
  await tx
    .update(priceLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(priceLists.id, id));
}

/** A company or group a list applies to, or a category rule of it, as read with names. */
export interface NamedLink {
  priceListId: string;
  id: string;
  name: string;
}

/** A category rule of a list with the category's name, basis points. */
export interface CategoryRuleLink extends NamedLink {
  percentOffBp: number;
}

/** Links of `listIds`, grouped by list, each group in the statement's order. */
function groupByList<T extends { priceListId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const group = grouped.get(row.priceListId) ?? [];
    group.push(row);
    grouped.set(row.priceListId, group);
  }
  return grouped;
}

/** The companies (by name), groups (by name) and category rules (by name) of `listIds`. */
export async function linksOfPriceLists(
  db: Executor,
  listIds: readonly string[],
): Promise<{
  companies: Map<string, NamedLink[]>;
  groups: Map<string, NamedLink[]>;
  categoryRules: Map<string, CategoryRuleLink[]>;
}> {
  if (listIds.length === 0) {
    return { companies: new Map(), groups: new Map(), categoryRules: new Map() };
  }
  const ids = sql.param([...listIds]);
  const [companyRows, groupRows, ruleRows] = await Promise.all([
    db.execute(sql`SELECT l.price_list_id AS "priceListId", c.id, c.name
      FROM price_list_companies l JOIN companies c ON c.id = l.company_id
      WHERE l.price_list_id = ANY(${ids}::uuid[]) ORDER BY lower(c.name), c.id`),
    db.execute(sql`SELECT l.price_list_id AS "priceListId", g.id, g.name
      FROM price_list_groups l JOIN customer_groups g ON g.id = l.customer_group_id
      WHERE l.price_list_id = ANY(${ids}::uuid[]) ORDER BY lower(g.name), g.id`),
    db.execute(sql`SELECT r.price_list_id AS "priceListId", c.id, c.name,
        r.percent_off_bp AS "percentOffBp"
      FROM price_list_category_rules r JOIN categories c ON c.id = r.category_id
      WHERE r.price_list_id = ANY(${ids}::uuid[]) ORDER BY lower(c.name), c.id`),
  ]);
  return {
    companies: groupByList(statementRows<NamedLink>(companyRows)),
    groups: groupByList(statementRows<NamedLink>(groupRows)),
    categoryRules: groupByList(
      statementRows<CategoryRuleLink>(ruleRows).map((row) => ({
        ...row,
        percentOffBp: Number(row.percentOffBp),
      })),
    ),
  };
}

/**
 * Replaces the companies a list applies to. An unknown company fails with the foreign key
 * violation of `price_list_companies_company_id_companies_id_fk`.
 */
export async function replacePriceListCompanies(
  tx: Executor,
  priceListId: string,
  companyIds: readonly string[],
): Promise<void> {
  await tx.delete(priceListCompanies).where(eq(priceListCompanies.priceListId, priceListId));
  if (companyIds.length === 0) return;
  await tx
    .insert(priceListCompanies)
    .values(companyIds.map((companyId) => ({ priceListId, companyId })));
}

/**
 * Replaces the customer groups a list applies to. An unknown group fails with the foreign key
 * violation of `price_list_groups_customer_group_id_customer_groups_id_fk`.
 */
export async function replacePriceListGroups(
  tx: Executor,
  priceListId: string,
  customerGroupIds: readonly string[],
): Promise<void> {
  await tx.delete(priceListGroups).where(eq(priceListGroups.priceListId, priceListId));
  if (customerGroupIds.length === 0) return;
  await tx
    .insert(priceListGroups)
    .values(customerGroupIds.map((customerGroupId) => ({ priceListId, customerGroupId })));
}

/**
 * Replaces a list's category rules (basis points). An unknown category fails with the foreign key
 * violation of `price_list_category_rules_category_id_categories_id_fk`.
 */
export async function replacePriceListCategoryRules(
  tx: Executor,
  priceListId: string,
  rules: readonly { categoryId: string; percentOffBp: number }[],
): Promise<void> {
  await tx
    .delete(priceListCategoryRules)
    .where(eq(priceListCategoryRules.priceListId, priceListId));
  if (rules.length === 0) return;
  await tx.insert(priceListCategoryRules).values(rules.map((rule) => ({ priceListId, ...rule })));
}

/** A step of a product in a list with what its answer needs of the product (poisha). */
export interface EntryRow {
  id: string;
  productId: string;
  sku: string;
  productName: string;
  minQuantity: number;
  unitPricePoisha: number | null;
  percentOffBp: number | null;
  pricePoisha: number;
  minOrder: number;
  volumeTiers: { minQuantity: number; unitPricePoisha: number }[];
}

/** The raw row of an entry statement; numbers may come back as text (bigint). */
interface EntryStatementRow {
  id: string;
  product_id: string;
  sku: string;
  product_name: string;
  min_quantity: number;
  unit_price_poisha: string | number | null;
  percent_off_bp: number | null;
  price_poisha: string | number;
  min_order: number;
  volume_tiers: { minQuantity: number; unitPricePoisha: number }[] | string;
}

const entrySelect = sql`SELECT e.id, e.product_id, p.sku, p.name AS product_name, e.min_quantity,
    e.unit_price_poisha, e.percent_off_bp, p.price_poisha, p.min_order, p.volume_tiers
  FROM price_list_entries e JOIN products p ON p.id = e.product_id`;

function toEntryRow(row: EntryStatementRow): EntryRow {
  const tiers =
    typeof row.volume_tiers === 'string' ? JSON.parse(row.volume_tiers) : row.volume_tiers;
  return {
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    productName: row.product_name,
    minQuantity: Number(row.min_quantity),
    unitPricePoisha: row.unit_price_poisha === null ? null : Number(row.unit_price_poisha),
    percentOffBp: row.percent_off_bp === null ? null : Number(row.percent_off_bp),
    pricePoisha: Number(row.price_poisha),
    minOrder: Number(row.min_order),
    volumeTiers: tiers as EntryRow['volumeTiers'],
  };
}

/**
 * Up to `limit` entries of a list whose product is not deleted, by the product's SKU, then minimum quantity, then product id,
 * whose SKU or product name contains `search` (ignoring case) when given, after the `[sku,
 * minQuantity, productId]` of a page's last entry when given (decision 320).
 */
export async function listEntriesPage(
  db: Executor,
  priceListId: string,
  {
    search,
    after,
    limit,
  }: {
    search?: string | undefined;
    after?: readonly [string, number, string] | undefined;
    limit: number;
  },
): Promise<EntryRow[]> {
  const pattern = search === undefined ? undefined : containsPattern(search);
  const result = await db.execute(sql`${entrySelect}
    WHERE e.price_list_id = ${priceListId}::uuid AND p.deleted_at IS NULL
      ${pattern === undefined ? sql`` : sql`AND (p.sku ILIKE ${pattern} OR p.name ILIKE ${pattern})`}
      ${
        after === undefined
          ? sql``
          : sql`AND (p.sku, e.min_quantity, e.product_id) > (${after[0]}, ${after[1]}::int, ${after[2]}::uuid)`
      }
    ORDER BY p.sku, e.min_quantity, e.product_id
    LIMIT ${limit}`);
  return statementRows<EntryStatementRow>(result).map(toEntryRow);
}

/** The steps of one product in a list, ascending by minimum quantity. */
export async function entriesOfProduct(
  db: Executor,
  priceListId: string,
  productId: string,
): Promise<EntryRow[]> {
  const result = await db.execute(sql`${entrySelect}
    WHERE e.price_list_id = ${priceListId}::uuid AND e.product_id = ${productId}::uuid
    ORDER BY e.min_quantity`);
  return statementRows<EntryStatementRow>(result).map(toEntryRow);
}

/** A step as stored: a fixed price (poisha) or a discount (basis points), exactly one. */
export interface StoredStep {
  minQuantity: number;
  unitPricePoisha: number | null;
  percentOffBp: number | null;
}

/** Replaces a product's steps in a list with `steps` (none: the product leaves the list). */
export async function replaceProductSteps(
  tx: Executor,
  priceListId: string,
  productId: string,
  steps: readonly StoredStep[],
): Promise<void> {
  await tx
    .delete(priceListEntries)
    .where(
      and(eq(priceListEntries.priceListId, priceListId), eq(priceListEntries.productId, productId)),
    );
  if (steps.length === 0) return;
  await tx
    .insert(priceListEntries)
    .values(steps.map((step) => ({ priceListId, productId, ...step })));
}

/** The row of list `id` as stored, or `undefined`. */
export function findPriceListRow(db: Executor, id: string): Promise<PriceListRow | undefined> {
  return findOne(db, priceLists, eq(priceLists.id, id));
}

/**
 * How many price lists are in each currency (decision 324), by ISO 4217 code; a currency no list
 * is in is absent. One statement over `price_lists`.
 */
export async function priceListCountsByCurrency(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: priceLists.currency, count: sql<number>`count(*)::int` })
    .from(priceLists)
    .groupBy(priceLists.currency);
  return new Map(rows.map((row) => [row.currency, Number(row.count)]));
}
