import type { Transaction } from '../db/client.js';
import { mailLinesOf, queueOrderPlacedMail } from '../mail/order-mails.js';
import type { OrderRow } from '../modules/orders/orders.repository.js';
import { orderMailFacts, orderMailTarget } from './order-mail.js';

/** The invoice of an order confirmed on account at once (decisions 141, 157). */
export interface OnAccountInvoice {
  id: string;
  number: string;
  /** `YYYY-MM-DD`, the shop's day. */
  dueDate: string;
}

/**
 * Queues 'order placed' for an order of several lines, inside the transaction that placed it
 * (checkout, accepting a quote): its lines, and for an order on account its invoice's number, due
 * day and PO number (the invoice goes with the mail); for a bank-transfer order its due time (the
 * proforma invoice goes with the mail, decision 314).
 */
export async function queuePlacedOrderMail(
  tx: Transaction,
  order: OrderRow,
  lines: Parameters<typeof mailLinesOf>[0],
  invoice?: OnAccountInvoice,
): Promise<void> {
  await queueOrderPlacedMail(
    tx,
    { ...orderMailTarget(order), ...(invoice ? { invoiceId: invoice.id } : {}) },
    {
      ...orderMailFacts(order),
      unitPricePoisha: order.productPricePoisha,
      totalPoisha: order.totalPoisha,
      currency: order.currency,
      placedAt: order.createdAt.toISOString(),
      address: order.address,
      phoneNumber: order.phoneNumber,
      poNumber: order.poNumber,
      lines: mailLinesOf(lines),
      ...(invoice
        ? {
            onAccount: {
              invoiceNumber: invoice.number,
              dueDate: invoice.dueDate,
              poNumber: order.poNumber,
            },
          }
        : {}),
      // By bank transfer (decision 314): the mail worker attaches the proforma invoice.
      ...(order.paymentMethod === 'bank_transfer' && order.transferDueAt
        ? { bankTransfer: { dueAt: order.transferDueAt.toISOString() } }
        : {}),
    },
  );
}
