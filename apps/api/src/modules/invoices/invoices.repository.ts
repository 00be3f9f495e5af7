import {
  and,
  desc,
  getTableColumns,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { findOne, insertOne } from '../../db/rows.js';
import { invoices } from '../../db/schema/index.js';
import { afterInstantCursor, instantKey } from '../../keyset-page.js';

/** An `invoices` row. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** Values of a new invoice. */
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** Inserts an invoice and returns its row. */
export function insertInvoice(tx: Transaction, values: NewInvoiceRow): Promise<InvoiceRow> {
  return insertOne(tx, invoices, values, 'invoice');
}

/** The invoice of an order. */
export function findInvoiceByOrder(db: Executor, orderId: string): Promise<InvoiceRow | undefined> {
  return findOne(db, invoices, eq(invoices.orderId, orderId));
}

/** The invoice of this number (`INV-2026-27-000001`, or `PL-<year>-<sequence>` before VAT). */
export function findInvoiceByNumber(db: Executor, number: string): Promise<InvoiceRow | undefined> {
  return findOne(db, invoices, eq(invoices.number, number));
}

/** The invoice of this id. */
export function findInvoice(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  return findOne(db, invoices, eq(invoices.id, id));
}

/**
 * The invoice of the order whose id is `orderId` (a column of the outer query), as a correlated
 * subquery for `EXISTS` (not run on its own).
 */
export function invoiceOfOrder(db: Executor, orderId: SQLWrapper) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, sql`${orderId}`));
}

/**
 * The due dates (`YYYY-MM-DD`) of the invoices on account of these orders, by order id, in one
 * read (the unique `invoices.order_id`); an order without one is absent.
 */
export async function dueDatesOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: invoices.orderId, dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(inArray(invoices.orderId, [...orderIds]), isNotNull(invoices.dueDate)));
  return new Map(rows.map((row) => [row.orderId, row.dueDate ?? '']));
}

/** Which invoices a page of `GET /invoices` holds; absent fields do not filter. */
export interface InvoicesFilter {
  /** The orders whose invoices are listed (a subquery of ids); absent: every invoice. */
  orderIds?: SQLWrapper;
  /** Issued at or after this instant. */
  from?: Date;
  /** Issued before this instant. */
  before?: Date;
  /** After the cursor's `[issued at, id]`, newest first. */
  after?: readonly [string, string];
  limit: number;
}

/**
 * A page of invoices, newest first (issue time, then id; `invoices_issued_idx`), each with the
 * text of its issue time a cursor keeps (decision 210).
 */
export function listInvoices(
  db: Executor,
  filter: InvoicesFilter,
): Promise<(InvoiceRow & { issuedAtKey: string })[]> {
  const conditions: SQL[] = [];
  if (filter.orderIds) conditions.push(inArray(invoices.orderId, filter.orderIds));
  if (filter.from) conditions.push(gte(invoices.issuedAt, filter.from));
  if (filter.before) conditions.push(lt(invoices.issuedAt, filter.before));
  if (filter.after) {
    conditions.push(afterInstantCursor(invoices.issuedAt, invoices.id, filter.after, 'desc'));
  }
  return db
    .select({ ...getTableColumns(invoices), issuedAtKey: instantKey(invoices.issuedAt) })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(filter.limit);
}
