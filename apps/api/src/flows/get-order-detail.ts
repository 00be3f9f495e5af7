import {
  ORDER_MESSAGES,
  ORDER_NUMBER_PATTERN,
  type Incoterm,
  type Order,
  type OrderDetail,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { dueDatesOfOrders, findInvoiceByOrder } from '../modules/invoices/invoices.repository.js';
import { auditEntriesOfTarget } from '../modules/audit/audit.repository.js';
import { findOrderByNumber, linesOfOrder } from '../modules/orders/orders.repository.js';
import { ORDER_INCOTERM_AUDIT_ACTION, toOrder } from '../modules/orders/orders.service.js';
import { findQuoteOfOrder } from '../modules/quotes/quotes.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { companyAdminOf, companyById } from './company-of-caller.js';
import { returnSummariesOfOrder } from './read-returns.js';
import { shipmentsOfOrderAnswer } from './ship-order.js';

/**
 * `GET /orders/number/{number}` (decision 300): one order with its lines, invoice and quote, for
 * whoever may read it today — its buyer, an admin of the company it was placed for (decision 133)
 * and the shop's admins.
 * @throws NotFoundError 'Order not found' for a number that is malformed, unknown or of an order
 *   the caller may not read (404, not 403: other clients' orders are not revealed).
 */
export async function getOrderDetail(
  db: Database,
  caller: RequestUser,
  number: string,
): Promise<OrderDetail> {
  const row = ORDER_NUMBER_PATTERN.test(number) ? await findOrderByNumber(db, number) : undefined;
  if (!row || !(await mayRead(db, caller, row))) throw new NotFoundError(ORDER_MESSAGES.notFound);
  const [lines, invoice, quote, company] = await Promise.all([
    linesOfOrder(db, row.id),
    findInvoiceByOrder(db, row.id),
    findQuoteOfOrder(db, row.id),
    row.companyId ? companyById(db, row.companyId) : undefined,
  ]);
  return {
    ...toOrder(row, lines),
    invoice: invoice
      ? {
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          dueDate: invoice.dueDate,
        }
      : null,
    quote: quote ? { _id: quote.id, number: quote.number } : null,
    companyName: company?.name ?? null,
    shipments: await shipmentsOfOrderAnswer(db, row.id, lines),
    returns: await returnSummariesOfOrder(db, row.id),
    incotermChanges: row.zeroRated ? await incotermChangesOf(db, row.id) : [],
  };
}

/**
 * The changes of an export order's incoterm after it was placed (decision 323), from the audit
 * entries that recorded them: when, and the terms each set. Only an export's are read: no other
 * order has an incoterm to change.
 */
async function incotermChangesOf(db: Database, orderId: string) {
  const entries = await auditEntriesOfTarget(
    db,
    { type: 'order', id: orderId },
    ORDER_INCOTERM_AUDIT_ACTION,
  );
  return entries.map((entry) => ({
    at: entry.createdAt.toISOString(),
    incoterm: (entry.after?.incoterm ?? null) as Incoterm | null,
    incotermPlace: String(entry.after?.incotermPlace ?? ''),
  }));
}

async function mayRead(
  db: Database,
  caller: RequestUser,
  row: { userId: string | null; companyId: string | null },
): Promise<boolean> {
  if (caller.role === 'admin' || row.userId === caller.id) return true;
  return row.companyId !== null && (await companyAdminOf(db, caller)) === row.companyId;
}

/**
 * The orders with their company's name (`companyName`; `null` for a person's order), one read per
 * company: Manage Orders shows who ordered for which company in the row (decision 300).
 */
export async function withCompanyNames(db: Database, list: readonly Order[]): Promise<Order[]> {
  const names = new Map<string, string | null>();
  for (const id of new Set(list.flatMap((order) => (order.companyId ? [order.companyId] : [])))) {
    names.set(id, (await companyById(db, id))?.name ?? null);
  }
  return list.map((order) => ({
    ...order,
    companyName: order.companyId ? (names.get(order.companyId) ?? null) : null,
  }));
}

/**
 * The orders with the due date of their invoice on account (`dueDate`, `YYYY-MM-DD`; `null`
 * without one), one read for the whole list: My Orders and Manage Orders show it.
 */
export async function withDueDates(db: Database, list: readonly Order[]): Promise<Order[]> {
  const due = await dueDatesOfOrders(
    db,
    list.map((order) => order._id),
  );
  return list.map((order) => ({ ...order, dueDate: due.get(order._id) ?? null }));
}
