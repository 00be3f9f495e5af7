import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { findInvoiceByOrder, invoiceOfOrder } from '../modules/invoices/invoices.repository.js';
import { issueInvoice } from '../modules/invoices/invoices.service.js';
import { lockOrder, paidOrderIdsWithout } from '../modules/orders/orders.repository.js';

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
  for (const orderId of await paidOrderIdsWithout(db, (orderId) => invoiceOfOrder(db, orderId))) {
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
