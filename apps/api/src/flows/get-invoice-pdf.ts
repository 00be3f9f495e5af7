import { ORDER_MESSAGES, type PayeeBankAccount } from '@partline/shared';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { invoicePdfOfOrder } from '../modules/invoices/invoices.service.js';
import { orderOf } from '../modules/orders/orders.service.js';
import type { RequestUser } from '../plugins/identity.js';

/**
 * `GET /orders/{id}/invoice`: the PDF of the order's invoice for its buyer or an admin; one on
 * account names `payTo`, the shop's bank accounts.
 * @throws NotFoundError 'Order not found' for a malformed or unknown id and for another client's
 *   order (404, not 403, as the other order routes: other clients' order ids are not revealed);
 *   ConflictError 'This order is not paid yet: …' when the order has no invoice.
 */
export async function getInvoicePdf(
  db: Database,
  caller: RequestUser,
  orderId: string,
  payTo: readonly PayeeBankAccount[],
): Promise<{ filename: string; content: Buffer }> {
  const order = await orderOf(db, orderId);
  if (!order || (caller.role !== 'admin' && order.userId !== caller.id)) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  return invoicePdfOfOrder(db, order.id, payTo);
}
