import { isInvoiceNumber } from '@partline/shared';
import type { Database } from '../db/client.js';
import { findInvoiceByNumber } from '../modules/invoices/invoices.repository.js';
import { findOrder } from '../modules/orders/orders.repository.js';

/**
 * The order lists' search text (`q`, decision 300) as the orders module searches it: an invoice
 * number (`INV-…`, or `PL-…` before VAT; any case) becomes the number of its order, so a client or the back office finds
 * an order by the number printed on its invoice; other text is left as it is.
 */
export async function orderSearch(
  db: Database,
  q: string | undefined,
): Promise<string | undefined> {
  const number = q?.toUpperCase();
  if (number === undefined || !isInvoiceNumber(number)) return q;
  const invoice = await findInvoiceByNumber(db, number);
  const order = invoice && (await findOrder(db, invoice.orderId));
  return order?.number ?? q;
}
