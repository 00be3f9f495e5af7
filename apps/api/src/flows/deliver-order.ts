import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@partline/shared';
import { catalogChanged } from '../catalog-cache/catalog-cache.js';
import type { Database } from '../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { mailLinesOf, queueOrderShippedMail } from '../mail/order-mails.js';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import { deliverIfPaid, linesOfOrder } from '../modules/orders/orders.repository.js';
import { orderLabel, orderOf, orderStateSnapshot } from '../modules/orders/orders.service.js';
import { orderMailFacts, orderMailTarget } from './order-mail.js';
import { shipLines } from './order-stock.js';
import type { RequestUser } from '../plugins/identity.js';

const M = ORDER_MESSAGES;
const P = PAYMENT_MESSAGES;

/**
 * `PUT /orders/{id}` with `{ isDelivered: true }` (admin; spec §4): paid → delivered once. One
 * transaction turns every line's stock hold into a decrement of `availableQuantity`, queues the 'shipped'
 * e-mail (decision 062) and records the audit entry `order.deliver` (decision 069; none when
 * nothing changed).
 * @throws ForbiddenError 'Only admins deliver orders'; NotFoundError 'Order not found';
 *   ConflictError 'Order is not paid yet!' (unpaid) or 'This order was cancelled'.
 */
export async function deliverOrder(
  db: Database,
  caller: RequestUser,
  id: string,
  actor: AuditActor,
): Promise<{ modifiedCount: number }> {
  if (caller.role !== 'admin') throw new ForbiddenError('Only admins deliver orders');
  const order = await orderOf(db, id);
  if (!order) throw new NotFoundError(M.notFound);
  if (
    order.status === 'unpaid' ||
    order.status === 'awaiting_approval' ||
    order.status === 'declined'
  ) {
    throw new ConflictError(M.notPaidYet);
  }
  if (order.status === 'cancelled') throw new ConflictError(P.cancelled);
  if (order.status === 'delivered') return { modifiedCount: 0 };
  const delivered = await db.transaction(async (tx) => {
    const row = await deliverIfPaid(tx, order.id);
    if (!row) return undefined;
    const lines = await linesOfOrder(tx, row.id);
    await shipLines(tx, row.id, lines);
    await queueOrderShippedMail(tx, orderMailTarget(row), {
      ...orderMailFacts(row),
      lines: mailLinesOf(lines),
      address: row.address,
      deliveredAt: (row.deliveredAt ?? new Date()).toISOString(),
    });
    await recordAudit(tx, actor, {
      action: 'order.deliver',
      targetType: 'order',
      targetId: row.id,
      targetLabel: orderLabel(row),
      // deliverIfPaid changes only a paid order.
      before: { status: 'paid', isPaid: true, isDelivered: false, deliveredAt: null },
      after: orderStateSnapshot(row),
    });
    return row;
  });
  if (delivered) {
    catalogChanged(db);
    ordersChanged(db, delivered.userEmail);
    return { modifiedCount: 1 };
  }
  return deliverOrder(db, caller, id, actor);
}
