import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderBankTransfers } from '../../db/schema/index.js';

/** An `order_bank_transfers` row: amounts in poisha, `receivedOn` `YYYY-MM-DD`. */
export type BankTransferRow = typeof orderBankTransfers.$inferSelect;

/** The transfers recorded for an order, in the order they were recorded. */
export function transfersOfOrder(db: Executor, orderId: string): Promise<BankTransferRow[]> {
  return db
    .select()
    .from(orderBankTransfers)
    .where(eq(orderBankTransfers.orderId, orderId))
    .orderBy(asc(orderBankTransfers.createdAt), asc(orderBankTransfers.id));
}

/**
 * What has been received for each of `orderIds`, poisha; an order with no transfer is absent.
 */
export async function receivedPoishaOf(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderBankTransfers.orderId,
      received: sql<string>`sum(${orderBankTransfers.amountPoisha})`,
    })
    .from(orderBankTransfers)
    .where(inArray(orderBankTransfers.orderId, [...orderIds]))
    .groupBy(orderBankTransfers.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.received)]));
}

/** Whether a transfer with this bank reference (any case) is recorded for the order. */
export async function hasBankReference(
  db: Executor,
  orderId: string,
  bankReference: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderBankTransfers.id })
    .from(orderBankTransfers)
    .where(
      and(
        eq(orderBankTransfers.orderId, orderId),
        sql`lower(${orderBankTransfers.bankReference}) = lower(${bankReference})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a transfer received for an order; the row. */
export async function insertBankTransfer(
  db: Executor,
  values: {
    orderId: string;
    amountPoisha: number;
    receivedOn: string;
    bankReference: string;
    recordedById: string | null;
    /** The order's currency: `amountPoisha` is in its minor units (decision 327). */
    currency: string;
  },
): Promise<BankTransferRow> {
  const [row] = await db.insert(orderBankTransfers).values(values).returning();
  if (!row) throw new Error('order_bank_transfers: the insert returned no row');
  return row;
}
