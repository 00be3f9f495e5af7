import { formatInvoiceNumber, SHOP_TIME_ZONE } from '@partline/shared';
import { and, eq, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { findOne, insertOne } from '../../db/rows.js';
import { invoiceCounters, invoices } from '../../db/schema/index.js';

/** An `invoices` row. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** Values of a new invoice. */
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * Takes the next invoice number of the current year (Asia/Dhaka) from `invoice_counters` with one
 * upsert; the row stays locked until the transaction ends, so concurrent payments queue here and a
 * rollback gives the number back (gap-free). `issuedAt` is read after the lock is held, so numbers
 * and issue times run in the same order; it is clamped into the counter's year for the instant a
 * lock wait crosses New Year.
 */
export async function takeInvoiceNumber(
  tx: Transaction,
): Promise<{ number: string; issuedAt: Date }> {
  const yearEnd = sql`make_timestamptz(${invoiceCounters.year}, 12, 31, 23, 59, 59.999, ${SHOP_TIME_ZONE})`;
  const [row] = await tx
    .insert(invoiceCounters)
    .values({
      year: sql`extract(year from clock_timestamp() at time zone ${SHOP_TIME_ZONE})::int`,
      lastNumber: 1,
    })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({
      year: invoiceCounters.year,
      lastNumber: invoiceCounters.lastNumber,
      issuedAt: sql<Date>`least(clock_timestamp(), ${yearEnd})`.mapWith(invoices.issuedAt),
    });
  if (!row) throw new Error('no invoice number returned');
  return { number: formatInvoiceNumber(row.year, row.lastNumber), issuedAt: row.issuedAt };
}

/** Inserts an invoice and returns its row. */
export function insertInvoice(tx: Transaction, values: NewInvoiceRow): Promise<InvoiceRow> {
  return insertOne(tx, invoices, values, 'invoice');
}

/** The invoice of an order. */
export function findInvoiceByOrder(db: Executor, orderId: string): Promise<InvoiceRow | undefined> {
  return findOne(db, invoices, eq(invoices.orderId, orderId));
}

/** The invoice of this number (`PL-<year>-<sequence>`). */
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
