import type { CurrencyCode } from '@partline/shared';
import type { Transaction } from '../db/client.js';
import type { InvoiceRow } from '../modules/invoices/invoices.repository.js';
import type { OnAccountInvoice } from './order-placed-mail.js';
import { issueOnAccountOrderInvoice } from './issue-tax-invoice.js';
import { reserveCredit, type CompanyRef } from '../modules/invoices/receivables.service.js';
import {
  linesOfOrder,
  markOnAccountIfUnpaid,
  type OrderRow,
} from '../modules/orders/orders.repository.js';

/**
 * Confirms an unpaid order on its company's account (decisions 140–142), inside the transaction
 * that placed it (checkout) or approved it: the company's account row is locked and its credit
 * checked against the order's total (no terms, an overdue invoice or too little credit refuse the
 * whole transaction with 409), the order becomes `paid` on account — its stock stays held as a
 * paid order's, and it may be delivered — and its invoice is issued at once with the PO number,
 * the company, the terms and the due date. While the shop's BIN is missing it refuses with 409
 * (decision 306) and nothing of the confirmation is kept.
 * @returns the confirmed order and its invoice; `undefined` when the order was no longer unpaid.
 * @throws ConflictError from {@link reserveCredit}; ConflictError `binMissing` without the shop's BIN.
 */
export async function confirmOnAccount(
  tx: Transaction,
  order: OrderRow,
  company: CompanyRef,
): Promise<{ order: OrderRow; invoice: InvoiceRow } | undefined> {
  // In the order's currency, its company's (decision 327).
  const terms = await reserveCredit(tx, company, order.totalPoisha, order.currency as CurrencyCode);
  const confirmed = await markOnAccountIfUnpaid(tx, order.id);
  if (!confirmed) return undefined;
  const lines = await linesOfOrder(tx, confirmed.id);
  const invoice = await issueOnAccountOrderInvoice(tx, confirmed, lines, terms);
  return { order: confirmed, invoice };
}

/**
 * {@link confirmOnAccount} of an order its own transaction has just placed (checkout, accepting
 * a quote): it cannot have left `unpaid` meanwhile, so that is a programming error.
 * @returns the confirmed order and what its 'order placed' mail says of the invoice.
 * @throws ConflictError from {@link reserveCredit}; Error when the order was not unpaid.
 */
export async function confirmPlacedOnAccount(
  tx: Transaction,
  placed: OrderRow,
  company: CompanyRef,
): Promise<{ order: OrderRow; invoice: OnAccountInvoice }> {
  const confirmed = await confirmOnAccount(tx, placed, company);
  if (!confirmed) throw new Error(`order ${placed.id} was not unpaid when confirmed`);
  const { id, number, dueDate } = confirmed.invoice;
  return { order: confirmed.order, invoice: { id, number, dueDate: dueDate ?? '' } };
}
