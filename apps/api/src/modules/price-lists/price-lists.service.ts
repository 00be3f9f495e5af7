import {
  type CurrencyCode,
  bpToPercent,
  PAGE_MESSAGES,
  percentToBp,
  PRICE_LIST_MESSAGES,
  toTaka,
  unitPriceFor,
  type KeysetPage,
  type PriceList,
  type PriceListEditInput,
  type PriceListEntry,
  type PriceListInputValues,
  type PriceListPageQuery,
  type PriceListState,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { decodeCursor, pageLimitOf, toKeysetPage } from '../../keyset-page.js';
import { isRowId } from '../../row-id.js';
import {
  deletePriceListRow,
  findPriceList,
  insertPriceList,
  linksOfPriceLists,
  listEntriesPage,
  listPriceListsPage,
  lockPriceList,
  priceListNameKey,
  replacePriceListCategoryRules,
  replacePriceListCompanies,
  replacePriceListGroups,
  updatePriceList,
  type EntryRow,
  type PriceListRow,
  type PriceListWithCount,
} from './price-lists.repository.js';

const M = PRICE_LIST_MESSAGES;

/**
 * A list's validity at `now` (decision 320): `scheduled` before `startsAt`, `expired` from
 * `endsAt` on (the window is `[startsAt, endsAt)`), `active` between.
 */
export function priceListState(
  row: Pick<PriceListRow, 'startsAt' | 'endsAt'>,
  now: Date,
): PriceListState {
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  return 'active';
}

/** The price lists of `rows` as the API answers them, their state at `now`. */
async function toPriceLists(
  db: Executor,
  rows: readonly PriceListWithCount[],
  now: Date,
): Promise<PriceList[]> {
  const links = await linksOfPriceLists(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    currency: row.currency as PriceList['currency'],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    state: priceListState(row, now),
    companies: (links.companies.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
    customerGroups: (links.groups.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
    categoryRules: (links.categoryRules.get(row.id) ?? []).map((rule) => ({
      categoryId: rule.id,
      categoryName: rule.name,
      percentOff: bpToPercent(rule.percentOffBp),
    })),
    entryCount: row.entryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The list of `id` as the API answers it. @throws NotFoundError 'Price list not found'. */
export async function getPriceList(db: Executor, id: string): Promise<PriceList> {
  const row = isRowId(id) ? await findPriceList(db, id) : undefined;
  if (!row) throw new NotFoundError(M.notFound);
  const [list] = await toPriceLists(db, [row], new Date());
  return list as PriceList;
}

/**
 * `GET /price-lists` (admin; decision 320): lists by name (ignoring case), then id, whose name
 * contains `q` when given, one keyset page (decision 210), each with its companies, groups,
 * category rules, entry count and state now.
 * @throws ValidationError 400 on `cursor` for a cursor that is not one or names no list.
 */
export async function getPriceListsPage(
  db: Database,
  query: PriceListPageQuery,
): Promise<KeysetPage<PriceList>> {
  const limit = pageLimitOf(query);
  let after: [string, string] | undefined;
  if (query.cursor !== undefined) {
    const [id] = decodeCursor(query.cursor, ['string'] as const);
    const key = isRowId(id) ? await priceListNameKey(db, id) : undefined;
    if (key === undefined) throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
    after = [key, id];
  }
  const rows = await listPriceListsPage(db, { search: query.q, after, limit: limit + 1 });
  const page = toKeysetPage(rows, limit, (row) => [row.id]);
  return { items: await toPriceLists(db, page.items, new Date()), nextCursor: page.nextCursor };
}

/** A list's values as the audit log records them. */
function priceListSnapshot(list: PriceList): Record<string, unknown> {
  return {
    name: list.name,
    currency: list.currency,
    startsAt: list.startsAt,
    endsAt: list.endsAt,
    companies: list.companies.map((company) => company.name),
    customerGroups: list.customerGroups.map((group) => group.name),
    categoryRules: list.categoryRules.map((rule) => ({
      category: rule.categoryName,
      percentOff: rule.percentOff,
    })),
  };
}

/**
 * The 409 of a list name in use, or the 400 of an id that names no company, group or category
 * (decided by the unique index and the foreign keys, so of concurrent writes the database is the
 * judge); any other error as it is.
 */
function listClashOf(error: unknown): unknown {
  if (isUniqueViolation(error, 'price_lists_name_key')) {
    return new ConflictError(M.nameTaken, { name: [M.nameTaken] });
  }
  if (isForeignKeyViolation(error, 'price_list_companies_company_id_companies_id_fk')) {
    return new ValidationError({ companyIds: [M.companyNotFound] });
  }
  if (isForeignKeyViolation(error, 'price_list_groups_customer_group_id_customer_groups_id_fk')) {
    return new ValidationError({ customerGroupIds: [M.groupNotFound] });
  }
  if (isForeignKeyViolation(error, 'price_list_category_rules_category_id_categories_id_fk')) {
    return new ValidationError({ categoryRules: [M.categoryNotFound] });
  }
  return error;
}

/** `ids` once each, in their first order. */
const distinct = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Writes the companies, groups and category rules of a list that `input` sends (absent: kept).
 * @throws ValidationError 400 on `categoryRules` when a category comes twice.
 */
async function writeLinks(
  tx: Transaction,
  id: string,
  input: Pick<PriceListEditInput, 'companyIds' | 'customerGroupIds' | 'categoryRules'>,
): Promise<void> {
  if (input.companyIds) await replacePriceListCompanies(tx, id, distinct(input.companyIds));
  if (input.customerGroupIds) {
    await replacePriceListGroups(tx, id, distinct(input.customerGroupIds));
  }
  if (input.categoryRules) {
    const categories = input.categoryRules.map((rule) => rule.categoryId);
    if (new Set(categories).size !== categories.length) {
      throw new ValidationError({ categoryRules: [M.duplicateIds] });
    }
    await replacePriceListCategoryRules(
      tx,
      id,
      input.categoryRules.map((rule) => ({
        categoryId: rule.categoryId,
        percentOffBp: percentToBp(rule.percentOff),
      })),
    );
  }
}

/**
 * Inside the write's transaction, checks that a list may be in a currency — Taka, or one the shop
 * enabled — and keeps it enabled until the transaction ends (`holdBillingCurrency` of the billing
 * currencies flow, which the routes pass; decision 327).
 * @throws ConflictError 409 when the currency is not enabled.
 */
export type HoldCurrency = (tx: Transaction, currency: CurrencyCode) => Promise<void>;

/**
 * `POST /price-lists` (admin; decision 320): a new list with its name (unique ignoring case and
 * surrounding spaces), currency (`BDT`, or an enabled currency: decision 327), validity window `[startsAt, endsAt)`, the companies and
 * customer groups it applies to and its category rules (percent), all in one transaction with
 * its audit entry (`price_list.create`): nothing is left of a refused list.
 * @throws ConflictError 409 on `name`; ValidationError 400 on `companyIds`, `customerGroupIds` or
 *   `categoryRules` for an id that names nothing (or a category twice).
 */
export async function createPriceList(
  db: Database,
  input: PriceListInputValues,
  actor: AuditActor,
  holdCurrency: HoldCurrency,
): Promise<PriceList> {
  try {
    return await db.transaction(async (tx) => {
      await holdCurrency(tx, input.currency);
      const row = await insertPriceList(tx, {
        name: input.name,
        currency: input.currency,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
      });
      await writeLinks(tx, row.id, input);
      const list = await getPriceList(tx, row.id);
      await recordAudit(tx, actor, {
        action: 'price_list.create',
        targetType: 'price_list',
        targetId: row.id,
        targetLabel: list.name,
        before: null,
        after: priceListSnapshot(list),
      });
      return list;
    });
  } catch (error) {
    throw listClashOf(error);
  }
}

/**
 * `PATCH /price-lists/{id}` (admin; decision 320): changes the fields `input` sends; an array
 * replaces the stored one whole. The list row is locked first; audited (`price_list.edit`, before
 * and after) in the same transaction.
 * @throws NotFoundError 'Price list not found'; ValidationError 400 on `endsAt` when the window
 *   the change leaves ends before it starts, or as {@link createPriceList}; ConflictError 409 on
 *   `name`.
 */
export async function editPriceList(
  db: Database,
  id: string,
  input: PriceListEditInput,
  actor: AuditActor,
  holdCurrency: HoldCurrency,
): Promise<PriceList> {
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  try {
    return await db.transaction(async (tx) => {
      const row = await lockPriceList(tx, id);
      if (!row) throw new NotFoundError(M.notFound);
      const before = await getPriceList(tx, id);
      const startsAt =
        input.startsAt === undefined
          ? row.startsAt
          : input.startsAt === null
            ? null
            : new Date(input.startsAt);
      const endsAt =
        input.endsAt === undefined
          ? row.endsAt
          : input.endsAt === null
            ? null
            : new Date(input.endsAt);
      if (startsAt && endsAt && startsAt >= endsAt) {
        throw new ValidationError({ endsAt: [M.windowOrder] });
      }
      if (input.currency !== undefined && input.currency !== row.currency) {
        // Its prices are amounts of its currency (decision 327): they never change meaning.
        if (before.entryCount > 0) {
          throw new ConflictError(M.currencyFixed, { currency: [M.currencyFixed] });
        }
        await holdCurrency(tx, input.currency);
      }
      await updatePriceList(tx, id, {
        name: input.name ?? row.name,
        currency: input.currency ?? row.currency,
        startsAt,
        endsAt,
      });
      await writeLinks(tx, id, input);
      const after = await getPriceList(tx, id);
      await recordAudit(tx, actor, {
        action: 'price_list.edit',
        targetType: 'price_list',
        targetId: id,
        targetLabel: after.name,
        before: priceListSnapshot(before),
        after: priceListSnapshot(after),
      });
      return after;
    });
  } catch (error) {
    throw listClashOf(error);
  }
}

/**
 * `DELETE /price-lists/{id}` (admin; decision 320): deletes a list with its entries, rules and
 * links; it stops applying at once. Audited (`price_list.delete`) in the same transaction.
 * @throws NotFoundError 'Price list not found'.
 */
export async function deletePriceList(db: Database, id: string, actor: AuditActor): Promise<void> {
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  await db.transaction(async (tx) => {
    if (!(await lockPriceList(tx, id))) throw new NotFoundError(M.notFound);
    const before = await getPriceList(tx, id);
    await deletePriceListRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'price_list.delete',
      targetType: 'price_list',
      targetId: id,
      targetLabel: before.name,
      before: { ...priceListSnapshot(before), entryCount: before.entryCount },
      after: null,
    });
  });
}

/** An entry as the API answers it: Taka and percent, with the list tier price at its step. */
export function toPriceListEntry(row: EntryRow): PriceListEntry {
  const listUnitPrice = unitPriceFor(
    {
      productPrice: row.pricePoisha,
      minOrder: row.minOrder,
      priceTiers: [
        { minQuantity: row.minOrder, unitPrice: row.pricePoisha },
        ...row.volumeTiers.map((tier) => ({
          minQuantity: tier.minQuantity,
          unitPrice: tier.unitPricePoisha,
        })),
      ],
    },
    row.minQuantity,
  );
  return {
    id: row.id,
    productId: row.productId,
    sku: row.sku,
    productName: row.productName,
    minQuantity: row.minQuantity,
    unitPrice: row.unitPricePoisha === null ? null : toTaka(row.unitPricePoisha),
    percentOff: row.percentOffBp === null ? null : bpToPercent(row.percentOffBp),
    listUnitPrice: toTaka(listUnitPrice),
  };
}

/**
 * `GET /price-lists/{id}/entries` (admin; decision 320): the list's entries by SKU, then minimum
 * quantity, those whose SKU or product name contains `q` when given, one keyset page.
 * @throws NotFoundError 'Price list not found'; ValidationError 400 on `cursor`.
 */
export async function getPriceListEntriesPage(
  db: Database,
  id: string,
  query: PriceListPageQuery,
): Promise<KeysetPage<PriceListEntry>> {
  if (!isRowId(id) || !(await findPriceList(db, id))) throw new NotFoundError(M.notFound);
  const limit = pageLimitOf(query);
  let after: readonly [string, number, string] | undefined;
  if (query.cursor !== undefined) {
    const key = decodeCursor(query.cursor, ['string', 'number', 'string'] as const);
    if (!isRowId(key[2])) throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
    after = key;
  }
  const rows = await listEntriesPage(db, id, { search: query.q, after, limit: limit + 1 });
  const page = toKeysetPage(rows, limit, (row) => [row.sku, row.minQuantity, row.productId]);
  return { items: page.items.map(toPriceListEntry), nextCursor: page.nextCursor };
}
