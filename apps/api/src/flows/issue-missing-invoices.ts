import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { findInvoiceByOrder, invoiceOfOrder } from '../modules/invoices/invoices.repository.js';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.js';
import {
  linesOfOrder,
  lockOrder,
  paidOrderIdsWithout,
} from '../modules/orders/orders.repository.js';
import { documentSellerOf, issuePaidOrderInvoice } from './issue-tax-invoice.js';

/**
 * Issues the missing tax invoices of paid orders, oldest payment first, each in its own
 * transaction with the order row locked (instances running it together issue each one once):
 * orders paid before invoices existed, and card payments taken while the shop's BIN was missing
 * (decision 306), whose receipt e-mail goes with the invoice. Nothing while the BIN is still
 * missing. Runs at start-up and every minute. Returns how many were issued.
 */
export async function issueMissingInvoices(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<number> {
  let issued = 0;
  if (!documentSellerOf(await readShopSettings(db))) return issued;
  for (const orderId of await paidOrderIdsWithout(db, (orderId) => invoiceOfOrder(db, orderId))) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || (await findInvoiceByOrder(tx, orderId))) return false;
      return !!(await issuePaidOrderInvoice(tx, order, await linesOfOrder(tx, orderId)));
    });
    if (done) issued += 1;
  }
  if (issued > 0) log.info({ issued }, 'invoices issued for paid orders that had none');
  return issued;
}
