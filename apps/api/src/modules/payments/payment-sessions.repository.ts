import type { PaymentSessionStatus, RedirectProviderName } from '@partline/shared';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { paymentSessions } from '../../db/schema/index.js';

/** A `payment_sessions` row (decision 311). */
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

/**
 * Stores a new pending session for an order and answers it. Its id is the order's number for the
 * first attempt, then `<number>-2`, `<number>-3`…: the `tran_id` the provider sees. Two attempts
 * started at once each get their own id (the loser of the primary key takes the next one).
 */
export async function insertPaymentSession(
  db: Database,
  session: {
    orderId: string;
    orderNumber: string;
    provider: RedirectProviderName;
    amountPoisha: number;
    currency: string;
  },
): Promise<PaymentSessionRow> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [{ count = 0 } = {}] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, session.orderId));
    const n = count + 1 + attempt;
    const id = n === 1 ? session.orderNumber : `${session.orderNumber}-${n}`;
    const [row] = await db
      .insert(paymentSessions)
      .values({
        id,
        provider: session.provider,
        orderId: session.orderId,
        amountPoisha: session.amountPoisha,
        currency: session.currency,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error(`no free payment session id for order ${session.orderNumber}`);
}

/** Records where the provider's page is for a started session. */
export async function setSessionStarted(
  db: Database,
  id: string,
  started: { providerRef: string; redirectUrl: string },
): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ ...started, updatedAt: sql`now()` })
    .where(eq(paymentSessions.id, id));
}

/** The session of this id, or `undefined`. */
export async function findPaymentSession(
  db: Database,
  id: string,
): Promise<PaymentSessionRow | undefined> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id)).limit(1);
  return row;
}

/** The session a provider knows by its own id (SSLCommerz `sessionkey`, bKash `paymentID`). */
export async function findPaymentSessionByRef(
  db: Database,
  provider: RedirectProviderName,
  providerRef: string,
): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerRef, providerRef)),
    )
    .limit(1);
  return row;
}

/**
 * Moves a session to `to` if it is still in one of `from` (one conditional statement: of
 * concurrent callers exactly one moves it). Answers the moved row, or `undefined`.
 */
export async function moveSession(
  db: Database,
  id: string,
  from: readonly PaymentSessionStatus[],
  to: PaymentSessionStatus,
  extra: Partial<
    Pick<
      PaymentSessionRow,
      | 'validationId'
      | 'providerTransactionId'
      | 'riskLevel'
      | 'failureReason'
      | 'refundRef'
      | 'reviewedById'
    >
  > = {},
): Promise<PaymentSessionRow | undefined> {
  const terminal = to === 'pending' || to === 'review' ? {} : { completedAt: sql`now()` };
  const refunded = to === 'refunded' ? { refundedAt: sql`now()` } : {};
  const [row] = await db
    .update(paymentSessions)
    .set({ status: to, ...extra, ...terminal, ...refunded, updatedAt: sql`now()` })
    .where(and(eq(paymentSessions.id, id), inArray(paymentSessions.status, [...from])))
    .returning();
  return row;
}

/**
 * Pending sessions started before `before`, the longest unasked first (the reconciliation job's
 * pass, which touches each one it asks: a pass never asks the same ones again while others wait).
 */
export async function pendingSessionsBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<PaymentSessionRow[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'pending'), lt(paymentSessions.createdAt, before)))
    .orderBy(asc(paymentSessions.updatedAt), asc(paymentSessions.createdAt))
    .limit(limit);
}

/** Marks a pending session as just asked about (`updatedAt`), for {@link pendingSessionsBefore}. */
export async function touchPendingSession(db: Database, id: string): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'pending')));
}

/** The sessions of one status, newest first, at most `limit` (the shop admin's list). */
export async function sessionsWithStatus(
  db: Database,
  status: PaymentSessionStatus,
  limit: number,
): Promise<PaymentSessionRow[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.status, status))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(limit);
}

/** The ids of the orders that have a session in `status` (e.g. `review`). */
export async function orderIdsWithSessionIn(
  db: Database,
  status: PaymentSessionStatus,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderId: paymentSessions.orderId })
    .from(paymentSessions)
    .where(eq(paymentSessions.status, status));
  return rows.map((row) => row.orderId);
}

/** Records who reviewed a session held for review (`reviewedById`). */
export async function setSessionReviewer(
  db: Executor,
  id: string,
  reviewerId: string,
): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ reviewedById: reviewerId, updatedAt: sql`now()` })
    .where(eq(paymentSessions.id, id));
}
