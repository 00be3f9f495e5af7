import {
  dueDateOf,
  INVOICE_MESSAGES,
  PARTLINE_SELLER,
  type InvoiceLine,
  type PayeeBankAccount,
} from '@partline/shared';
import type { Database, Transaction } from '../../db/client.js';
import { ConflictError } from '../../errors.js';
import { invoiceAttachment } from './invoice-pdf.js';
import {
  findInvoice,
  findInvoiceByOrder,
  insertInvoice,
  takeInvoiceNumber,
  type InvoiceRow,
} from './invoices.repository.js';

/** What an invoice copies of its order: buyer, line (poisha) and payment. */
export interface InvoicedOrder {
  id: string;
  /** The order number (decision 300). */
  number: string;
  userName: string;
  userEmail: string;
  address: string | null;
  phoneNumber: string | null;
  productName: string;
  productPricePoisha: number;
  quantity: number;
  totalPoisha: number;
  paymentProvider: string | null;
  transactionId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  poNumber?: string | null;
  /** Every line with its tier price (decision 126); absent for orders paid before lines existed. */
  lines?: InvoiceLine[];
}

/** The company an invoice on account is issued to, and its terms (decision 141). */
export interface OnAccountTerms {
  companyId: string;
  companyName: string;
  paymentTermsDays: number;
}

/**
 * Issues the invoice of an order that has just become paid, inside the transaction that marked it
 * paid (docs/decisions/060, 061): takes the next gap-free number and stores the
 * snapshot — seller ({@link PARTLINE_SELLER}), buyer (name, e-mail, address and phone of the
 * order), its PO number, every line with its tier price in poisha, and the payment (provider, intent id, card, `paidAt`). A rollback
 * of the transaction gives the number back.
 * @throws Error when the order carries no payment (a programming error: call it only after the
 *   paid transition); the unique order id refuses a second invoice for the same order.
 */
export async function issueInvoice(tx: Transaction, order: InvoicedOrder): Promise<InvoiceRow> {
  if (!order.transactionId || !order.paymentProvider || !order.paidAt) {
    throw new Error(`order ${order.id} is not paid: no invoice`);
  }
  const { number, issuedAt } = await takeInvoiceNumber(tx);
  return insertInvoice(tx, {
    ...snapshotOf(order, number, issuedAt),
    paymentProvider: order.paymentProvider,
    paymentReference: order.transactionId,
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    paidAt: order.paidAt,
  });
}

/**
 * Issues the invoice of an order confirmed on account (decision 141), inside the transaction that
 * confirmed it: the same snapshot and gap-free number as a paid order's, with the company, its
 * net terms and the due date — the shop's day of issue plus the terms — and no payment.
 */
export async function issueOnAccountInvoice(
  tx: Transaction,
  order: Omit<
    InvoicedOrder,
    'paymentProvider' | 'transactionId' | 'cardBrand' | 'cardLast4' | 'paidAt'
  >,
  terms: OnAccountTerms,
): Promise<InvoiceRow> {
  const { number, issuedAt } = await takeInvoiceNumber(tx);
  return insertInvoice(tx, {
    ...snapshotOf(order, number, issuedAt),
    paymentProvider: 'on_account',
    paymentReference: order.poNumber || 'On account',
    paidAt: null,
    companyId: terms.companyId,
    companyName: terms.companyName,
    paymentTermsDays: terms.paymentTermsDays,
    dueDate: dueDateOf(issuedAt, terms.paymentTermsDays),
  });
}

/** What every invoice copies of its order. */
function snapshotOf(
  order: Omit<
    InvoicedOrder,
    'paymentProvider' | 'transactionId' | 'cardBrand' | 'cardLast4' | 'paidAt'
  >,
  number: string,
  issuedAt: Date,
) {
  return {
    number,
    orderId: order.id,
    orderNumber: order.number,
    issuedAt,
    seller: PARTLINE_SELLER,
    buyerName: order.userName,
    buyerEmail: order.userEmail,
    buyerAddress: order.address,
    buyerPhone: order.phoneNumber,
    productName: order.productName,
    unitPricePoisha: order.productPricePoisha,
    quantity: order.quantity,
    totalPoisha: order.totalPoisha,
    poNumber: order.poNumber ?? null,
    lines: order.lines ?? null,
  };
}

/**
 * The PDF of the invoice of `orderId` (the caller of `GET /orders/{id}/invoice` has been checked).
 * @throws ConflictError 'This order is not paid yet: …' when the order has no invoice.
 */
export async function invoicePdfOfOrder(
  db: Database,
  orderId: string,
  payTo: readonly PayeeBankAccount[],
): Promise<{ filename: string; content: Buffer }> {
  const invoice = await findInvoiceByOrder(db, orderId);
  if (!invoice) throw new ConflictError(INVOICE_MESSAGES.notPaid);
  return invoiceAttachment(invoice, payTo);
}

/**
 * The PDF of the invoice of `invoiceId` as a mail attachment, one on account naming `payTo`;
 * `undefined` when there is none.
 */
export async function invoicePdf(
  db: Database,
  invoiceId: string,
  payTo: readonly PayeeBankAccount[],
): Promise<{ filename: string; content: Buffer; contentType: 'application/pdf' } | undefined> {
  const invoice = await findInvoice(db, invoiceId);
  return invoice && invoiceAttachment(invoice, payTo);
}
