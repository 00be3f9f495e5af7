import { IdSchema, INVOICE_MESSAGES, ORDER_MESSAGES, PARTLINE_SELLER } from '@partline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { RequestUser } from '../../plugins/identity.js';
import { findOrder, type OrderRow } from '../orders/orders.repository.js';
import { invoiceAttachment } from './invoice-pdf.js';
import {
  findInvoiceByOrder,
  insertInvoice,
  lockOrder,
  paidOrdersWithoutInvoice,
  takeInvoiceNumber,
  type InvoiceRow,
} from './invoices.repository.js';

/**
 * Issues the invoice of an order that has just become paid, inside the transaction that marked it
 * paid (issue 8 §1; docs/decisions/060, 061): takes the next gap-free number and stores the
 * snapshot — seller ({@link PARTLINE_SELLER}), buyer (name, e-mail, address and phone of the
 * order), the line in poisha, and the payment (provider, intent id, card, `paidAt`). A rollback
 * of the transaction gives the number back.
 * @throws Error when the order carries no payment (a programming error: call it only after the
 *   paid transition); the unique order id refuses a second invoice for the same order.
 */
export async function issueInvoice(tx: Transaction, order: OrderRow): Promise<InvoiceRow> {
  if (!order.transactionId || !order.paymentProvider || !order.paidAt) {
    throw new Error(`order ${order.id} is not paid: no invoice`);
  }
  const { number, issuedAt } = await takeInvoiceNumber(tx);
  return insertInvoice(tx, {
    number,
    orderId: order.id,
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
    paymentProvider: order.paymentProvider,
    paymentReference: order.transactionId,
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    paidAt: order.paidAt,
  });
}

/**
 * `GET /orders/{id}/invoice`: the PDF of the order's invoice for its buyer or an admin.
 * @throws NotFoundError 'Order not found' for a malformed or unknown id and for another client's
 *   order (404, not 403, as the other order routes: other clients' order ids are not revealed);
 *   ConflictError 'This order is not paid yet: …' when the order has no invoice.
 */
export async function getInvoicePdf(
  db: Database,
  caller: RequestUser,
  orderId: string,
): Promise<{ filename: string; content: Buffer }> {
  const order = IdSchema.safeParse(orderId).success ? await findOrder(db, orderId) : undefined;
  if (!order || (caller.role !== 'admin' && order.userId !== caller.id)) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  const invoice = await findInvoiceByOrder(db, order.id);
  if (!invoice) throw new ConflictError(INVOICE_MESSAGES.notPaid);
  return invoiceAttachment(invoice);
}

/**
 * Issues the missing invoices of orders paid before invoices existed, oldest payment first, each
 * in its own transaction with the order row locked (instances starting together issue each one
 * once). Returns how many were issued.
 */
export async function issueMissingInvoices(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<number> {
  let issued = 0;
  for (const orderId of await paidOrdersWithoutInvoice(db)) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || (await findInvoiceByOrder(tx, orderId))) return false;
      await issueInvoice(tx, order);
      return true;
    });
    if (done) issued += 1;
  }
  if (issued > 0) log.info({ issued }, 'invoices issued for orders paid before invoices existed');
  return issued;
}
