import type { WEBHOOK_EVENTS } from '@partline/shared';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';

/**
 * Queues the event `type` with `data` for the webhook endpoints of the order's buyer, or of its
 * company (decision 192's `webhook_enqueue`), in the caller's transaction: the event commits or
 * rolls back with the change it reports. For the events a flow queues rather than a trigger: tax
 * notes (decision 310), shipments and cancelling the unshipped rest (decision 321).
 */
export async function enqueueOrderEvent(
  tx: Transaction,
  orderId: string,
  type: (typeof WEBHOOK_EVENTS)[number],
  data: Record<string, unknown>,
): Promise<void> {
  await tx.execute(
    sql`SELECT "webhook_enqueue"(o."user_id", o."company_id", ${type}, ${JSON.stringify(data)}::jsonb) FROM "orders" o WHERE o."id" = ${orderId}`,
  );
}
